// How lines and requests are named in running text: a deliverable's name inside a sentence, the
// brief's words quoted without cutting a phrase in half, a line's quantity.
import type { Language } from '@proposals/locale';
import type { PricedLine } from '../price/lines';
import languages from '../ledger/data/languages.json';
import { escapeRegex } from '../text/phrases';
import { platformsIn } from '../text/platforms';
import type { Writer } from './context';

const MAX_QUOTE = 64;
// Where a subordinate clause starts: "forms section so people can fill in …" stops before "so".
const CLAUSE_STARTS = [
  ' so ',
  ' so that ',
  ' which ',
  ' that ',
  ' where ',
  ' who ',
  ' qui ',
  ' que ',
  ' afin ',
  ' pour que ',
  ' damit ',
  ' die ',
  ' der ',
  ' para que ',
  ' porque ',
  ' because ',
];

const LANGUAGE_NAMES = new Set(Object.values(languages.languages).flat());

/** Inside a sentence a name starts lower case, except German nouns, acronyms, languages and brand names. */
/** A label without the brief's numbering ("3.4 Ad campaign set-up"), to stand mid-sentence. */
export const withoutRef = (label: string): string => label.replace(/^\d+(?:\.\d+)*\s+/, '');

export function inSentence(label: string, language: Language): string {
  if (language === 'de') return label;
  const first = label.split(/\s/)[0] ?? '';
  if (first.length > 1 && (first === first.toUpperCase() || /\p{Ll}\p{Lu}/u.test(first))) return label;
  if (LANGUAGE_NAMES.has(first.toLowerCase()) || platformsIn(first).length > 0) return label;
  // "Google Business Profile", "Power BI": a run of capitals is a name.
  if (/^\p{Lu}\p{Ll}*\s+\p{Lu}\p{Ll}/u.test(label) && language === 'en') return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

// Where a noun phrase's complement starts: "External infrastructure penetration test | of our estate".
const COMPLEMENT =
  /\s(?:of|for|from|with|within|to|in|on|across|de|du|des|pour|avec|dans|sur|für|von|mit|zu|im|am|para|con|en|del|sobre)\s/giu;

/**
 * The brief's words for a line, short enough for a table and never cut mid-phrase: the first
 * clause when the whole is long, else the noun phrase before its complement.
 */
export function briefWords(basis: string): string {
  const whole = basis.replace(/\s+/g, ' ').trim();
  if (whole.length <= MAX_QUOTE) return whole;
  // "Kundenportal (…): authentifizierter Webapplikationstest inkl. API": the asides elided, marked.
  const text = whole.replace(/\s*\([^()]{12,}\)/g, ' (…)');
  if (text.length <= MAX_QUOTE + 12) return text;
  // Never inside brackets: "Kundenportal (Sendungsverfolgung" is no quote.
  const outside = (i: number) =>
    (text.slice(0, i).match(/\(/g) ?? []).length === (text.slice(0, i).match(/\)/g) ?? []).length;
  const stops = [' (', ', ', ': ', ' – ', ' - ', '; ', ...CLAUSE_STARTS]
    .flatMap((s) => [...text.matchAll(new RegExp(escapeRegex(s), 'g'))].map((m) => m.index))
    .filter((i) => i > 8 && outside(i));
  const stop = Math.min(...stops, text.length);
  // French sets a space before ";" and ":": "imprimer ; nous" is cut after "imprimer".
  if (stop <= MAX_QUOTE) return text.slice(0, stop).trimEnd();
  const heads = [...text.matchAll(COMPLEMENT)].map((m) => m.index).filter((i) => i > 12 && i <= MAX_QUOTE);
  if (heads.length) return text.slice(0, Math.max(...heads)).trimEnd();
  return `${text.slice(0, MAX_QUOTE).split(' ').slice(0, -1).join(' ')}…`;
}

/** "8 pages", "9 posts a month", or nothing for a line priced in hours. */
export function quantityOf(w: Writer, line: PricedLine): string | null {
  const perMonth = line.perMonth?.quantity;
  if (line.perMonth && perMonth) {
    // "one guide per quarter" stays that, never "0.33 guides a month".
    if (Number.isInteger(perMonth)) return w.voice.scope.perMonth(w.units(perMonth, line.unit));
    const quarter = Math.round(perMonth * 3 * 10) / 10;
    if (Number.isInteger(quarter)) return w.voice.scope.perQuarter(w.units(quarter, line.unit));
    return w.voice.scope.perYear(w.units(Math.round(perMonth * 12), line.unit));
  }
  return line.quantity ? w.units(line.quantity, line.unit) : null;
}

/** The names of lines for a sentence: "a website build, online booking and patient forms". */
export function namesOf(w: Writer, lines: readonly PricedLine[], max = 4): string {
  const names = lines.slice(0, max).map((line) => inSentence(withoutRef(line.label), w.plan.language));
  return w.voice.list([...new Set(names)]);
}

/** A requested line by its name, with how much when the brief counts it: "blog articles (4 a month)". */
export function askedOf(w: Writer, line: PricedLine): string {
  const name = inSentence(line.label.replace(/^\d+(?:\.\d+)*\s+/, ''), w.plan.language);
  const quantity = line.basis ? quantityOf(w, line) : null;
  // "1 application" says nothing the name does not.
  const counted = quantity && !/^1\s/.test(quantity) ? quantity : null;
  return counted && !name.includes('(') ? `${name} (${counted})` : name;
}
