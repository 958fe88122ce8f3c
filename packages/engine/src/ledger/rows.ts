// The ledger rows one stated request makes. A sentence is read whole first (its lead-in, its
// dismissal, the budget or date it states) and then cut into parts; a list item is cut into its
// sentences and parts, each read on its own, and may inherit the work its heading names
// ("Necesitamos presupuesto para traducir a 4 idiomas:" over "las 180 fichas (45.000 palabras)").
import type { Brief } from '../brief';
import { serviceById } from '../catalogue';
import { sentencesOf } from '../brief/sentences';
import { classify, type RequestKind } from './classify';
import { partKind } from './part-kind';
import { ANSWER_NO, has, LEDGER_CUES, OBJECT_LEAD, REASON_START } from './cues';
import type { Request } from './index';
import { countedInUnit } from './counted';
import { countedWorkOf } from './counted-heading';
import { rowOf } from './row-of';
import { isFragment, theirsAlone } from './fragments';
import { quantityOf } from './quantity';
import { partsOfLabel } from './row-services';
import { servicesIn, withoutExamples } from './services';
import { splitRequest } from './split';
import { statesFact, withoutFacts } from './stated-facts';
import { asksNothing, listsThings, namesAThing, placeOfUse, trimPart, WITH } from './things';
import type { RawRequest } from './units';

type Add = (text: string, kind: RequestKind | null, inherited?: string[], one?: boolean) => void;

function sentenceRows(raw: RawRequest, brief: Brief, add: Add, afterRequest: boolean): void {
  const sentence = classify(
    raw,
    raw.text,
    servicesIn(raw.text, brief.language),
    afterRequest,
    brief.language,
  );
  if (!sentence) return;
  const fact = statesFact(raw.text, brief);
  if (fact) {
    // "$20k, but that has to include the packaging for all 4 SKUs": what a budget sentence includes is asked for.
    const include = LEDGER_CUES.includes.first(raw.text);
    if (include && sentence.kind !== 'exclusion')
      for (const part of splitRequest(raw.text.slice(include.end), brief.language, false))
        if (servicesIn(part.text, brief.language).length) add(part.text, 'deliverable');
    // "The board cut the budget to £18,000 and the app is off the table": what it drops is dropped.
    if (sentence.kind !== 'deliverable' && sentence.kind !== 'exclusion') return;
  }
  const splits =
    sentence.kind === 'deliverable' || sentence.kind === 'exclusion' || sentence.kind === 'client';
  // "a KI-Assistent that answers from our knowledge base: memos, checklists, templates": what follows
  // the colon describes the request, it asks for nothing more.
  const colon = sentence.text.indexOf(': ');
  // "Launch a podcast: 10 episodes, a trailer, cover art": what follows names work of its own.
  const described =
    colon > 0 &&
    servicesIn(sentence.text.slice(0, colon), brief.language).length > 0 &&
    servicesIn(sentence.text.slice(colon + 2), brief.language).length === 0;
  const object = withoutExamples(described ? sentence.text.slice(0, colon) : sentence.text, brief.language);
  const parts = splits
    ? splitRequest(object, brief.language, false, listsThings(object))
    : [{ text: object, start: 0 }];
  // "eine neue Website, Budget 20.000 € netto": the budget or date said with a request is no part of it.
  const read = parts.map((cut) => {
    const part = fact ? { ...cut, text: withoutFacts(cut.text, brief) } : cut;
    return { part, services: servicesIn(part.text, brief.language) };
  });
  // "PS: Mein Mann meint gerade, die englische Version sollen wir weglassen": a refusal's parts that
  // name no work refuse nothing of their own when another part names what is refused.
  const refusesNamed = sentence.kind === 'exclusion' && read.some(({ services }) => services.length > 0);
  for (const [index, { part, services }] of read.entries()) {
    if (asksNothing(parts, index, services)) continue;
    if (refusesNamed && services.length === 0) continue;
    // A sentence asks for named work; its unnamed parts are the brief talking, unless they are
    // things listed after the request ("we need the fascia sign, a blade sign, window vinyls …").
    if (
      (sentence.kind === 'deliverable' || fact) &&
      services.length === 0 &&
      (fact || (!namesAThing(part.text, brief.language) && !countedInUnit(part.text, brief.language)))
    )
      continue;
    add(part.text, partKind(part.text, services, sentence.kind, brief.language));
  }
}

/**
 * A field's value is a comma list of items, unless its label names the work and the entries only
 * describe it ("Power BI dashboards: on-time delivery, fleet utilisation, …"), or the entries are
 * mere names ("Entwicklung von 5 Berichten: Geschäftsführung, Vertrieb, Netz").
 */
function itemRows(raw: RawRequest, brief: Brief, add: Add): void {
  const named = (text: string) => servicesIn(text, brief.language).length > 0;
  const fromHeading = raw.heading ? servicesIn(raw.heading, brief.language).map((m) => m.service) : [];
  // "Mobile app: No": the label's work is refused, and the answer's words ask for nothing.
  if (raw.label && ANSWER_NO.test(raw.text.trim())) {
    if (named(raw.label)) add(raw.label, 'exclusion');
    return;
  }
  // "Three videos:" over "- a brand film, around 90 sec, …": each item is one video, in its words.
  const counted = countedWorkOf(raw, brief);
  const first = counted ? (sentencesOf(raw.text)[0]?.text ?? raw.text) : '';
  if (
    counted &&
    classify(raw, first, servicesIn(first, brief.language), true, brief.language)?.kind === 'deliverable'
  )
    return add(first, 'deliverable', [counted], true);
  sentencesOf(raw.text).forEach(({ text: sentence }, index) => {
    // Later sentences of an item describe it ("Both are authenticated …") unless they name work.
    if (index > 0 && !named(sentence)) return;
    const labelled = raw.label !== null && named(raw.label);
    const parts = splitRequest(sentence, brief.language, raw.label !== null);
    const head = raw.label === null ? /^(.{6,90}?):\s/u.exec(sentence)?.[1] : undefined;
    const unnamed = parts.every((part) => !named(part.text));
    const names = unnamed && parts.length > 1 && parts.every((p) => p.text.trim().split(/\s+/).length <= 3);
    const pages = labelled && partsOfLabel(raw.label ?? '', parts, brief);
    const whole = (head !== undefined && named(head)) || (labelled && (unnamed || pages)) || names;
    let excluded = false;
    for (const part of whole
      ? [{ text: (names || pages) && raw.label ? `${raw.label}: ${sentence}` : sentence, start: 0 }]
      : parts) {
      // "Fase 3 – Soporte y mantenimiento: 12 meses": the label names the work its value qualifies.
      // A list item's history stays (under "What we don't need", it is why the work is refused).
      if (REASON_START.test(part.text.trim())) continue;
      const own = servicesIn(part.text, brief.language);
      if (!whole && placeOfUse(parts, parts.indexOf(part), own)) continue;
      const text = labelled && own.length === 0 ? `${raw.label}: ${part.text}` : part.text;
      const services = text === part.text ? own : servicesIn(text, brief.language);
      const item = classify(raw, text, services, true, brief.language);
      // Work the heading names, for an item that counts in that work's unit ("unas 9.000 palabras")
      // and names no work of its own ("a sell sheet for each of the 5 products" under the labels).
      const inherited = services.length
        ? []
        : fromHeading
            .filter((s) => s.unit && quantityOf(text, brief.language, s.unit)?.unit === s.unit)
            .map((s) => s.id);
      const kind = item ? partKind(text, services, item.kind, brief.language) : null;
      // "…NOT the tenant portal; that will be a separate procurement": what follows a dismissal explains it.
      if (excluded && services.length === 0) continue;
      excluded = kind === 'exclusion';
      add(text, kind, inherited);
    }
  });
}

export function rowsOf(raw: RawRequest, brief: Brief, afterRequest: boolean): Request[] {
  // "local SEO, some content (maybe 2 posts a month?) and reporting": the doubt is the part's that
  // says it; a labelled field or a one-request line is undecided as a whole.
  // "ROLLOUT (option only, decide after pilot results):" makes each item under it an option.
  const labelled = has(LEDGER_CUES.optional, raw.label ?? '') || has(LEDGER_CUES.optional, raw.heading ?? '');
  const rows: Request[] = [];
  const add: Add = (text, kind, inherited = [], one = false) => {
    // "avoir une soumission pour un nouveau site Web": the request is the site, in the client's words.
    const part = trimPart(text);
    const object = part.replace(WITH, '').replace(OBJECT_LEAD, '');
    // "rebuild our Shopify store", "translate the website": a verb that names the work stays with it.
    const lead = part.slice(0, part.length - object.length);
    const namesWork = has(LEDGER_CUES.redesign, lead) || servicesIn(lead, brief.language).length > 0;
    const trimmed = kind === 'deliverable' && object.split(/\s+/).length >= 2 && !namesWork ? object : part;
    if (!kind || trimmed.length < 3) return;
    const matches = servicesIn(trimmed, brief.language);
    const unknown = kind === 'deliverable' && !inherited.length && !matches.length;
    if ((unknown && isFragment(trimmed, brief.language)) || (kind === 'deliverable' && theirsAlone(trimmed)))
      return;
    const row = rowOf(trimmed, matches, kind, raw, brief, labelled, inherited);
    const unit = one ? (serviceById(inherited[0] ?? '')?.unit ?? null) : null;
    rows.push(one ? { ...row, quantity: 1, unit, per: null } : row);
  };
  if (raw.source === 'sentence') sentenceRows(raw, brief, add, afterRequest);
  else itemRows(raw, brief, add);
  if (rows.length === 1 && has(LEDGER_CUES.optional, raw.text))
    return [{ ...(rows[0] as Request), optional: true }];
  return rows;
}
