// Where a brief states its requests: the items of a list under a request heading or lead-in ("We
// need:", "2. SCOPE OF REQUIREMENT", "Was wir uns vorstellen:"), the values of scope fields ("Fase 1 –
// MVP: a, b, c"), and the objects of request sentences ("We need a new website with a blog").
// Lists under a background, timetable or budget heading are not requests; lists under a
// requirements heading are conditions; lists under an exclusion heading are what is not wanted.
import type { Brief, BriefLine } from '../brief';
import { sentencesOf } from '../brief/sentences';
import { findServices } from '../catalogue';
import { CUES } from '../facts/cues';
import { ANSWER_YES, HEADINGS, has, LEDGER_CUES, refusesInHeading } from './cues';
import { clausesOf } from './sentence';

const BUILD_WORDS =
  /\b(?:app|application|website|site|portal|shop|store|plateforme|plattform|anwendung|aplicación|sitio|tienda|portail|boutique)\b/iu;

// "Not in v1:", "Kein Bestandteil:", "Sin:": a label that opens with a negation lists what is not wanted.
const NEGATED =
  /^(?:not|no|nothing|nicht|kein\p{L}*|nichts|pas|ni|aucun\p{L}*|rien|nada|sin|hors)(?![\p{L}\d.])/iu;

export type Section = 'scope' | 'requirements' | 'exclusion' | 'context' | 'process' | 'none';

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
}

// "Update: the app is off the table.": a field whose value is a sentence is prose with a lead word.
const PROSE_WORDS = 5;
const isProse = (value: string): boolean => value.split(/\s+/).length >= PROSE_WORDS && /[.!?]$/.test(value);

const lastSentence = (text: string): string => sentencesOf(text).at(-1)?.text ?? text;

function headingSection(text: string, isHeading = true): Section {
  const label = text.replace(/^[\dIVX.)\s-]+/u, '').replace(/[:.]\s*$/u, '');
  if (has(HEADINGS.prompt, label)) return 'none';
  if (has(HEADINGS.exclusion, label) || NEGATED.test(label) || refusesInHeading(label)) return 'exclusion';
  // "Must-haves for v1" lists features: a longer scope phrase outranks the requirement word in it.
  const length = (span: { start: number; end: number } | null) => (span ? span.end - span.start : 0);
  const required = length(HEADINGS.requirements.first(label));
  if (required > 0 && required >= length(HEADINGS.scope.first(label))) return 'requirements';
  // "Necesitamos presupuesto para traducir:": a request verb outranks the budget word beside it.
  if (has(LEDGER_CUES.leadIn, label)) return 'scope';
  // "L'application doit permettre :": a list under the name of a build lists its features.
  const namesBuild =
    findServices(label, 'en').some((m) => m.service.components?.length) || BUILD_WORDS.test(label);
  if (isHeading && namesBuild) return 'scope';
  if (has(HEADINGS.context, label)) return 'context';
  if (has(HEADINGS.process, label)) return 'process';
  return has(HEADINGS.scope, label) ? 'scope' : 'none';
}

/** A heading in capitals, Markdown or with a number governs until the next one; a lead-in colon only its list. */
const strongHeading = (line: BriefLine): boolean => !/:$/.test(line.text);

interface Placed {
  section: Section;
  heading: string | null;
}

/** Each line's section: what the nearest heading or lead-in above it (same message) says. */
export function sectionsOf(lines: readonly BriefLine[]): Placed[] {
  const sections: Placed[] = [];
  let heading: string | null = null;
  let current: Section = 'none';
  let strong = false;
  let message = -1;
  let listStarted = false;
  for (const line of lines) {
    if (line.message !== message)
      [current, strong, message, listStarted, heading] = ['none', false, line.message, false, null];
    // "… pour sa clientèle. Nous voulons :": a paragraph's last sentence can lead a list too.
    const leadIn =
      line.part !== 'heading' && !line.listed && /:$/.test(line.text) ? lastSentence(line.text) : null;
    if (leadIn) {
      [current, strong, listStarted, heading] = [headingSection(leadIn, false), false, false, leadIn];
    } else if (line.part === 'heading') {
      [current, strong, listStarted, heading] = [
        headingSection(line.text),
        strongHeading(line) && !(line.listed && line.number && findServices(line.text, 'en').length),
        false,
        line.text,
      ];
    } else if (!strong && line.listed) {
      listStarted = true;
    } else if (!strong && listStarted) {
      // A lead-in's list ends at the first blank or unlisted line after its items.
      [current, listStarted, heading] = ['none', false, null];
    }
    sections.push({ section: current, heading });
  }
  return sections;
}

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

const labelIsScope = (label: string): boolean =>
  headingSection(label, false) === 'scope' || /^(?:phase|fase)\s*\d/iu.test(label);

/** "We want our own member app (iOS + Android):": a lead-in over a list that asks for work of its own. */
const asksOver = (text: string): boolean => /:$/.test(text) && has(LEDGER_CUES.leadIn, text);

export function rawRequests(brief: Brief): RawRequest[] {
  const sections = sectionsOf(brief.lines);
  const found: RawRequest[] = [];
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
    const base = { line: index, message: line.message, heading };
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
    const own = line.field ? headingSection(line.field.label, false) : 'none';
    if (
      line.field &&
      (own !== 'none' ||
        labelIsScope(line.field.label) ||
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
