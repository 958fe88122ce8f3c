// Deliverables a brief states in its own structure, whether or not the catalogue knows them: the
// items of a list under a scope heading (or of a bullet list with no heading), and the objects of
// request phrases ("we need …", "il nous faut …", "wir suchen …", "necesitamos …"). Lists under
// other headings ("Key dates:") and under exclusion headings ("Out of scope:") are not work.
import scope from '../data/scope.json';
import data from '../data/stated-deliverables.json';
import type { Line, Segment } from './clean-text';
import { has } from './cues';
import { escapeRegex, phrasesRegex } from './keywords';
import { splitRequest, tidyPhrase } from './noun-phrases';

type Context = 'none' | 'scope' | 'excluded' | 'other';

const SCOPE_HEADING = phrasesRegex(data.scopeHeadings);
const EXCLUDED_HEADING = phrasesRegex(data.excludedHeadings);
const EXCLUSION = phrasesRegex(scope.exclusionCues);
const LEAD_IN = phrasesRegex(data.leadIns);
const LEADING_LEAD_IN = new RegExp(`^(?:[\\s,.:]*(?:${LEAD_IN.source}))+[\\s,:]*`, 'iu');
// "We need:", "Wir suchen Unterstützung für:", "Nous souhaitons :": a request that ends in a colon
// heads the list of what is requested, whatever words it uses.
const REQUEST_HEADING = new RegExp(`^(?:${LEAD_IN.source})`, 'iu');
const OPEN_BEFORE_LIST = new RegExp(
  `(?:^|\\s)(?:${[...data.purposes, ...data.longPhraseBreaks].map(escapeRegex).join('|')})\\s*:\\s*$`,
  'iu',
);
const NEGATED = new RegExp(
  `(?:^|\\s)(?:${data.negations.map(escapeRegex).join('|')})(?:\\s+\\S+){0,2}\\s*$`,
  'iu',
);
const NEGATION_START = new RegExp(`^(?:${data.negations.map(escapeRegex).join('|')})(?![\\p{L}])`, 'iu');
const FIELDS = new Set(data.fieldLabels);
const LABELLED = /^([^:]{1,48}?)\s*:\s*(.*)$/u;
const MAX_HEADING_WORDS = 6;
const MAX_ITEM_WORDS = 12;

const wordsOf = (text: string): number => text.split(/\s+/).filter(Boolean).length;

function isField(label: string): boolean {
  // "Section 3 - Budget": the last part of a numbered label names the field.
  const key = (label.split(/\s[-–—]\s/u).pop() as string).toLowerCase().trim();
  return FIELDS.has(key) || [...FIELDS].some((field) => key.startsWith(`${field} `));
}

function kindOf(label: string): Context | 'field' {
  if (isField(label)) return 'field';
  const key = label.toLowerCase().trim();
  if (wordsOf(key) > MAX_HEADING_WORDS) return 'other';
  if (has(EXCLUDED_HEADING, key)) return 'excluded';
  return has(SCOPE_HEADING, key) ? 'scope' : 'other';
}

/** A form field that is not about the work ("Lead source: Website form", "Company: …"). */
export function isFieldLine(text: string): boolean {
  const labelled = LABELLED.exec(text.trim());
  return labelled !== null && isField(labelled[1] as string);
}

const wantedItem = (text: string): boolean =>
  !NEGATION_START.test(text) && !has(EXCLUSION, text) && wordsOf(text) <= MAX_ITEM_WORDS;

/** The request in a line or sentence: what follows its first request phrase that is not negated. */
function requestIn(text: string): string[] {
  LEAD_IN.lastIndex = 0;
  for (const match of text.matchAll(LEAD_IN)) {
    if (NEGATED.test(text.slice(Math.max(0, match.index - 30), match.index))) continue;
    const object = text.slice(match.index).replace(LEADING_LEAD_IN, '');
    // "Unterstützung für:": the list below completes the request, so what precedes it is who helps.
    if (OPEN_BEFORE_LIST.test(object)) return [];
    // "a partner for the launch: paid ads, a newsletter": a colon opens the list of what is wanted.
    return splitRequest(object.includes(': ') ? object.slice(object.indexOf(': ') + 2) : object);
  }
  return [];
}

function listItems(lines: readonly Line[], excluded: string[]): string[] {
  const items: string[] = [];
  let context: Context = 'none';
  let seen = 0;
  lines.forEach((line, index) => {
    const text = line.text
      .replace(/^(?:[—–]\s*|(?:\p{L}?\d{1,2})(?:\.\d+)*[.)]?\s+|\p{Ll}[.)]\s+)/u, '')
      .trim();
    if (!text) {
      if (seen > 0) context = 'none';
      seen = 0;
      return;
    }
    const labelled = LABELLED.exec(text);
    const label = labelled ? (labelled[1] as string) : text;
    const value = labelled ? (labelled[2] as string).trim() : '';
    const kind = labelled && !value && REQUEST_HEADING.test(label) ? 'scope' : kindOf(label);
    // "2. Scope of services" above "2.1 …", or a Markdown heading, opens a list whatever it names.
    const deeper = (next: string | undefined) => /^\d{1,2}\.\d/u.test(next ?? '');
    const numbered = line.listed && !deeper(line.text) && deeper(lines[index + 1]?.text);
    const bare =
      !labelled &&
      !/[.!?]$/u.test(text) &&
      (kind === 'scope' || kind === 'excluded' || numbered || line.heading);
    if ((labelled && !value) || bare) {
      context = kind === 'field' ? 'other' : kind;
      seen = 0;
      return;
    }
    seen += 1;
    if (labelled && kind === 'scope') items.push(...splitRequest(value.replace(LEADING_LEAD_IN, '')));
    // A new field ("Contact: …") ends the list that a heading opened.
    if (labelled && !line.listed && kind !== 'scope') context = 'none';
    const inList = line.listed && (lines[index - 1]?.listed || lines[index + 1]?.listed);
    if (context === 'excluded') excluded.push(text);
    const counts = context === 'scope' || (context === 'none' && inList);
    if (!counts || kind === 'field' || (labelled && kind === 'scope')) return;
    // "Netlinking : 10 liens par mois": a label with a quantity after it names the item.
    if (labelled && !/^\d/u.test(value)) return;
    const item = (labelled ? label : text).split(/,(?!\d)|;/u)[0] as string;
    if (!wantedItem(item)) return;
    const phrase = tidyPhrase(item);
    if (phrase) items.push(phrase);
  });
  return items;
}

/**
 * Stated deliverables in the order the brief gives them, lists first, without repeats; and the items
 * listed under an exclusion heading, which no deliverable may name.
 */
export function statedDeliverables(
  lines: readonly Line[],
  sentences: readonly Segment[],
): { wanted: string[]; excluded: string[] } {
  const excluded: string[] = [];
  const found = [...listItems(lines, excluded), ...sentences.flatMap(({ text }) => requestIn(text))];
  const kept: string[] = [];
  for (const phrase of found) {
    const key = phrase.toLowerCase();
    if (!kept.some((other) => other.toLowerCase() === key)) kept.push(phrase);
  }
  return { wanted: kept, excluded };
}
