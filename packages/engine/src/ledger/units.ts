// Where a brief states its requests: the items of a list under a request heading or lead-in ("We
// need:", "2. SCOPE OF REQUIREMENT", "Was wir uns vorstellen:"), the values of scope fields ("Fase 1 –
// MVP: a, b, c"), and the objects of request sentences ("We need a new website with a blog").
// Lists under a background, timetable or budget heading are not requests; lists under a
// requirements heading are conditions; lists under an exclusion heading are what is not wanted.
import type { Brief } from '../brief';
import { lotOpener } from '../brief/lots';
import { sentencesOf } from '../brief/sentences';
import { findServices } from '../catalogue';
import { CUES } from '../facts/cues';
import { ANSWER_YES, has, LEDGER_CUES } from './cues';
import { headingSection, sectionsOf, type Placed, type Section } from './sections';
export type { Section };
import { clausesOf } from './sentence';
import { countedService, type Counted } from './counted-heading';
import type { Language } from '@proposals/locale';

export interface RawRequest {
  text: string;
  line: number;
  message: number;
  section: Section;
  /** 'item': a list item or field value the brief lists as one; 'sentence': a request in prose. */
  source: 'item' | 'sentence';
  /** The brief's number for it ("2.1"), or the label of the list it belongs to ("Fase 1 – MVP"). */
  ref: string | null;
  /** A field's label ("Fase 3 – Soporte y mantenimiento"), which may name the work its value qualifies. */
  label: string | null;
  /** The heading or lead-in over a list item ("Necesitamos presupuesto para traducir a 4 idiomas:"). */
  heading: string | null;
  /** The work the heading counts and how many ("Three videos:"), read once for all its items. */
  counted: Counted | null;
  /** The tender's lot it is part of ("2"), when the brief is divided into lots. */
  lot?: string;
}

// "Update: the app is off the table.": a field whose value is a sentence is prose with a lead word.
const PROSE_WORDS = 5;
const isProse = (value: string): boolean => value.split(/\s+/).length >= PROSE_WORDS && /[.!?]$/.test(value);

// A form's contact details name no work, whatever their value says ("Website: acme-webdesign.com").
const CONTACT_LABEL =
  /^(?:name|nom|nombre|company|société|entreprise|firma|unternehmen|empresa|e-?mail|courriel|phone|téléphone|telefon|teléfono|web ?site|site(?: web)?|webseite|sitio web|url|address|adresse|dirección|city|ville|stadt|ciudad)$/iu;

/** "Por cuenta y por mes: 12 publicaciones…", "Sesión de foto/vídeo: una al mes": a field that asks for work. */
const asksInField = (field: { label: string; value: string }, brief: Brief): boolean =>
  // "Faut-il une boutique en ligne: Oui, …": a yes asks for the work the label names.
  (ANSWER_YES.test(field.value) && findServices(field.label, brief.language).length > 0) ||
  (!CONTACT_LABEL.test(field.label.trim()) &&
    !has(CUES.budget, field.label) &&
    !has(CUES.deadline, field.label) &&
    (findServices(field.label, brief.language).length > 0 ||
      (/\d/.test(field.value) && findServices(field.value, brief.language).length > 0)));

const labelIsScope = (label: string, language: Language): boolean =>
  headingSection(label, language, false) === 'scope' || /^(?:phase|fase)\s*\d/iu.test(label);

/** "We want our own member app (iOS + Android):": a lead-in over a list that asks for work of its own. */
const asksOver = (text: string): boolean => /:$/.test(text) && has(LEDGER_CUES.leadIn, text);

export function rawRequests(brief: Brief): RawRequest[] {
  const sections = sectionsOf(brief.lines, brief.language);
  const lots = new Map(brief.lots.flatMap((lot) => lot.lines.map((line) => [line, lot.ref] as const)));
  const lotOpens = new Set(brief.lots.map((lot) => lot.lines[0]));
  const found: RawRequest[] = [];
  const counts = new Map<string, Counted | null>();
  const countedOf = (heading: string | null): Counted | null => {
    if (heading === null) return null;
    if (!counts.has(heading)) counts.set(heading, countedService(heading, brief.language));
    return counts.get(heading) ?? null;
  };
  brief.lines.forEach((line, index) => {
    const { section, heading } = sections[index] as Placed;
    if (
      !line.text ||
      !['body', 'field', 'heading'].includes(line.part) ||
      (line.part === 'heading' && !line.listed && !asksOver(line.text)) ||
      section === 'context' ||
      section === 'process'
    )
      return;
    const lot = lots.get(index);
    const base = {
      line: index,
      message: line.message,
      heading,
      counted: countedOf(heading),
      ...(lot ? { lot } : {}),
    };
    // "Lot 2 – Reportages photographiques : trois reportages…", "300 edited images across the 14
    // sites": a lot states its work sentence by sentence, as a list would item by item.
    if (lot !== undefined && line.part !== 'heading' && (lotOpens.has(index) || !line.field)) {
      for (const { text } of sentencesOf(lotOpener(line.text)?.rest ?? line.text))
        found.push({ ...base, text, section: 'scope', source: 'item', ref: null, label: null });
      return;
    }
    // "1. Patient app on Android and iOS" over its sub-items: a title that names work is also its
    // request, as is a lead-in that asks for it ("We want our own member app (iOS + Android):").
    if (line.part === 'heading') {
      const lead = /:$/.test(line.text);
      if ((!lead || asksOver(line.text)) && findServices(line.text, brief.language).length)
        found.push({
          ...base,
          text: lead ? line.text.replace(/:$/, '') : line.text,
          section: 'scope',
          source: lead ? 'sentence' : 'item',
          ref: line.number,
          label: null,
        });
      return;
    }
    const own = line.field ? headingSection(line.field.label, brief.language, false) : 'none';
    if (
      line.field &&
      (own !== 'none' ||
        labelIsScope(line.field.label, brief.language) ||
        section !== 'none' ||
        asksInField(line.field, brief))
    ) {
      if (own === 'context' || own === 'process') return;
      const fieldSection = own !== 'none' ? own : section === 'none' ? 'scope' : section;
      found.push({
        ...base,
        text: line.field.value,
        section: fieldSection,
        source: 'item',
        ref: line.number ?? line.field.label,
        label: line.field.label,
      });
    } else if (line.field && !isProse(line.field.value)) {
      return;
    } else if (line.listed) {
      found.push({ ...base, text: line.text, section, source: 'item', ref: line.number, label: null });
    } else {
      for (const { text: sentence } of sentencesOf(line.text))
        for (const text of clausesOf(sentence))
          found.push({ ...base, text, section, source: 'sentence', ref: null, label: null });
    }
  });
  return found;
}
