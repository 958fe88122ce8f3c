// Which part of a message each line is in: what the nearest heading or lead-in above it says (a
// scope, requirements, an exclusion, background, the process, or nothing). A lead-in that counts the
// work it names ("Three videos:") lists that work.
import type { Language } from '@proposals/locale';
import type { BriefLine } from '../brief';
import { sentencesOf } from '../brief/sentences';
import { findServices } from '../catalogue';
import { HEADINGS, has, LEDGER_CUES, refusesInHeading } from './cues';
import { countedService } from './counted-heading';

const BUILD_WORDS =
  /\b(?:app|application|website|site|portal|shop|store|plateforme|plattform|anwendung|aplicación|sitio|tienda|portail|boutique)\b/iu;

// "Not in v1:", "Kein Bestandteil:", "Sin:": a label that opens with a negation lists what is not wanted.
const NEGATED =
  /^(?:not|no|nothing|nicht|kein\p{L}*|nichts|pas|ni|aucun\p{L}*|rien|nada|sin|hors)(?![\p{L}\d.])/iu;

export type Section = 'scope' | 'requirements' | 'exclusion' | 'context' | 'process' | 'none';

const lastSentence = (text: string): string => sentencesOf(text).at(-1)?.text ?? text;

export function headingSection(text: string, language: Language, isHeading = true): Section {
  const label = text.replace(/^[\dIVX.)\s-]+/u, '').replace(/[:.]\s*$/u, '');
  if (has(HEADINGS.prompt, label)) return 'none';
  if (has(HEADINGS.exclusion, label) || NEGATED.test(label) || refusesInHeading(label)) return 'exclusion';
  // "Must-haves for v1" lists features: a longer scope phrase outranks the requirement word in it.
  const length = (span: { start: number; end: number } | null) => (span ? span.end - span.start : 0);
  const required = length(HEADINGS.requirements.first(label));
  if (required > 0 && required >= length(HEADINGS.scope.first(label))) return 'requirements';
  // "Necesitamos presupuesto para traducir:": a request verb outranks the budget word beside it;
  // "… soll drei schulinterne Fortbildungen bekommen:" counts the work it lists.
  if (has(LEDGER_CUES.leadIn, label) || countedService(label, language)) return 'scope';
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

export interface Placed {
  section: Section;
  heading: string | null;
}

/** Each line's section: what the nearest heading or lead-in above it (same message) says. */
export function sectionsOf(lines: readonly BriefLine[], language: Language): Placed[] {
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
      [current, strong, listStarted, heading] = [
        headingSection(leadIn, language, false),
        false,
        false,
        leadIn,
      ];
    } else if (line.part === 'heading') {
      [current, strong, listStarted, heading] = [
        headingSection(line.text, language),
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
