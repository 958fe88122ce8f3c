// The end of the proposal: what the plan assumes from the client (with dates), the questions the
// brief leaves open, the dated next steps, and the signature.
import { serviceById, UNITS } from '../catalogue';
import { asksAbout, openQuestions } from '../questions';
import { addDays, dayFromIso, iso } from '../text/calendar';
import { platformsIn } from '../text/platforms';
import type { Writer } from './context';
import type { InputKind } from './voice/types';
import { section } from './context';
import { optionLines } from './options';
import { inSentence, withoutRef } from './words';
import kinds from './data/assumptions.json';

const BY_KIND = kinds.byCategory as Partial<Record<string, Record<string, string>>>;
const KINDS_STATED = 2;

// Sites and shops are filled with the client's words and pictures; other builds bring their own.
const BUILDS = new Set(['web', 'ecommerce']);
const FILLED_UNITS = new Set(['page', 'product']);
// The client's material that production waits for, by the work it replaces.
const INPUTS: Record<string, InputKind> = {
  copywriting: 'text',
  'copy-polish': 'text',
  'content-creation': 'text',
  'photo-shoot': 'photos',
  'product-photos': 'photos',
  'lifestyle-photos': 'photos',
  'product-descriptions': 'products',
};
// Work on text and pictures: a brief that names any has said something about its content.
const CONTENT = new Set(Object.keys(INPUTS));
const REPLY_DAYS = 4;
const HOSTING =
  /\b(?:hosting|hosted|domain|hébergement|hébergé|nom de domaine|hosting|gehostet|domäne|alojamiento|dominio)\b/iu;

const shift = (date: string, days: number): string => iso(addDays(dayFromIso(date), days));

function inputsDue(w: Writer): string {
  const { schedule } = w.plan;
  const work = schedule.phases.find((p) => ['build', 'content', 'production', 'design'].includes(p.phase));
  return work && work.from > schedule.start ? work.from : shift(schedule.start, 7);
}

// "On a déjà un logo", "we have plenty of our own photos": what the client has is no input to wait for.
const ALREADY =
  /(?:^|\s)(?:already|déjà|bereits|schon|ya|(?:we|i) have|we've got|(?:are|is) done|nous avons|wir haben|haben wir|tenemos)(?:\s|$)/iu;

export function assumptions(w: Writer): string {
  const { plan, voice } = w;
  const due = w.date(inputsDue(w));
  const provided = [
    ...new Set(
      plan.ledger
        .filter((r) => r.kind === 'client' && !ALREADY.test(r.text))
        .flatMap((r) => r.services.map((id) => INPUTS[id]).filter((k): k is InputKind => !!k)),
    ),
  ].map((kind) => voice.assumptions.inputNames[kind]);
  const platforms = [
    ...new Set(plan.ledger.filter((r) => r.kind === 'platform').flatMap((r) => platformsIn(r.text))),
  ];
  // What this kind of work needs from the client ("written authorisation to test"), not only the usual.
  const categories = [
    ...new Set(plan.fitted.included.flatMap((l) => serviceById(l.service ?? '')?.category ?? [])),
  ];
  // A short scoping for a rough figure interviews no one: the work's own needs come with its quote.
  const own = plan.discovery?.asked
    ? []
    : categories.flatMap((c) => BY_KIND[c]?.[plan.language] ?? []).slice(0, KINDS_STATED);
  const items = [
    ...provided.map((name) => voice.assumptions.inputs(name, due)),
    ...own,
    voice.assumptions.feedback,
    platforms.length ? voice.assumptions.access(voice.list(platforms), w.date(plan.schedule.start)) : null,
    plan.schedule.months ? termAssumption(w, plan.schedule.months) : null,
    voice.assumptions.thirdParty,
  ];
  return section(
    voice.headings.assumptions,
    items
      .filter((i): i is string => !!i)
      .map((i) => `- ${i}`)
      .join('\n'),
  );
}

/** A fixed term, or the notice period a client asked for instead of one. */
function termAssumption(w: Writer, months: number): string {
  const notice = w.plan.analysis.engagement?.noticeMonths;
  return notice
    ? w.voice.assumptions.notice(String(notice), String(months))
    : w.voice.assumptions.term(String(months));
}

function unstatedQuantity(w: Writer): { item: string; unit: string; quantity: string } | null {
  const { plan } = w;
  const main = plan.fitted.included.find(
    (line) => line.priority === 1 && line.basis && line.unit && line.service,
  );
  if (!main?.service || !main.unit) return null;
  const stated = main.requests.some((index) => plan.ledger[index]?.quantity != null);
  const unit = UNITS[main.unit]?.label[plan.language][1];
  if (stated || !unit || main.quantity === null) return null;
  const lower = (text: string) => (plan.language === 'de' ? text : text.toLowerCase());
  return {
    item: inSentence(main.label, plan.language),
    unit: lower(unit),
    quantity: w.number(main.quantity),
  };
}

// Any word of the brief's about text or pictures means it already said something about them.
const CONTENT_WORDS =
  /\b(?:texts?|copy|content|photos?|images?|pictures?|textes?|contenus?|images?|photos?|texte|inhalte?|bilder|fotos?|textos?|contenidos?|imágenes|fotografías?)\b/iu;

export function questions(w: Writer): string | null {
  const { plan, voice } = w;
  const build = plan.fitted.included.some((line) => {
    const service = serviceById(line.service ?? '');
    return !!service && BUILDS.has(service.category) && FILLED_UNITS.has(service.unit ?? '');
  });
  const content = plan.ledger.some(
    (r) =>
      ((r.kind === 'client' || r.kind === 'deliverable') && r.services.some((id) => CONTENT.has(id))) ||
      CONTENT_WORDS.test(r.text),
  );
  // "Would you like ad campaign set-up …": the item mid-sentence, without the brief's numbering.
  const undecided = plan.fitted.moved.find((l) => l.optional)?.label;
  const list = openQuestions({
    language: plan.language,
    // The analysis read the brief itself: what it did not ask, the proposal does not ask either.
    hasBudget: plan.budget !== null || !asksAbout(plan.analysis.openQuestions, 'budget', plan.language),
    hasDeadline: plan.analysis.deadline !== null,
    // Any date the brief gives (a start, an event, an award) already says when; only none leaves it open.
    asksForDates: !plan.schedule.months && !plan.analysis.keyDates?.length && !plan.analysis.startDate,
    assumedQuantity:
      plan.discovery || !asksAbout(plan.analysis.openQuestions, 'quantity', plan.language)
        ? null
        : unstatedQuantity(w),
    contentOpen: build && !content && !plan.discovery,
    undecided: undecided ? inSentence(withoutRef(undecided), plan.language) : null,
    // Hosting the brief already places ("managed by our IT provider") is no question.
    moving:
      build &&
      plan.ledger.some((r) => r.kind === 'platform') &&
      !plan.ledger.some((r) => r.kind !== 'deliverable' && HOSTING.test(r.text)),
  });
  return list.length
    ? section(voice.headings.questions, list.map((q, i) => `${i + 1}. ${q}`).join('\n'))
    : null;
}

export function nextSteps(w: Writer): string {
  const { plan, voice } = w;
  const { signBy, start } = plan.schedule;
  const today = plan.input.createdAt.slice(0, 10);
  const reply = shift(signBy, -REPLY_DAYS) > today ? shift(signBy, -REPLY_DAYS) : signBy;
  // Nothing to answer and nothing to choose: the first step is simply to say yes.
  const asks = questions(w) !== null || optionLines(w).length > 0;
  // With no days between them, replying and signing are one step: the same date twice reads as a slip.
  const steps = [
    reply === signBy
      ? null
      : asks
        ? voice.nextSteps.reply(w.date(reply, true))
        : voice.nextSteps.go(w.date(reply, true)),
    voice.nextSteps.sign(w.date(signBy, true), w.date(start)),
    voice.nextSteps.kickoff(w.date(start, true)),
  ];
  const listed = steps.filter((s): s is string => s !== null);
  return section(voice.headings.nextSteps, listed.map((s, i) => `${i + 1}. ${s}`).join('\n'));
}

export function signature(w: Writer): string {
  const agency = w.plan.input.accountName ?? w.plan.input.template?.name ?? null;
  return agency ? w.voice.signature(agency) : '';
}
