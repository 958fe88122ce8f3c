// The date vocabulary of data/dates.json compiled once, shared by the date rules: month names,
// month modifiers ("end of", "mi-", "Anfang") and the helpers that build their regexes.
import data from '../data/dates.json';
import { addDays, addMonths, iso, type Day } from '../../text/calendar';
import { escapeRegex } from '../../text/phrases';

export interface DateMention {
  start: number;
  end: number;
  from: string;
  to: string;
  /** "within 6 weeks" names a time limit by itself, with no deadline word around it. */
  limit?: boolean;
  /** "18 to 21 January": a run of days in one month is an event, never the start of the work. */
  event?: boolean;
  /** "Easter", "Memorial Day": a day named, not dated; people say "before Christmas" loosely. */
  holiday?: boolean;
}

export const capitalised = (word: string): string[] => [word, word.charAt(0).toUpperCase() + word.slice(1)];
export const alt = (words: string[]): string =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|');

// Full month names only: abbreviations ("Jan", "sept") are also names and numbers, chrono reads them with a day.
export const MONTH_NUMBER = new Map<string, number>();
for (const [lang, months] of Object.entries(data.months)) {
  months.forEach((names, index) =>
    names
      .filter((name, position) => position === 0 || name.length >= 5)
      .flatMap((name) => (lang === 'en' ? [name] : capitalised(name)))
      .forEach((name) => MONTH_NUMBER.set(name, index + 1)),
  );
}
export const MODIFIER_KIND = new Map<string, string>();
for (const [kind, words] of Object.entries(data.monthModifiers)) {
  for (const word of words.flatMap(capitalised)) MODIFIER_KIND.set(word, kind);
}

/** Word start and word end around a date phrase. */
export const B = '(?<![\\p{L}\\d])';
export const E = '(?![\\p{L}])';
/** An optional month modifier before a period, captured as `mod`. */
export const MOD = `(?:(?<mod>${alt([...MODIFIER_KIND.keys()])})\\s*)?`;

/** The first and last day a modifier allows in a month: "end of" is its last ten days. */
export function modifiedDays(mod: string | undefined): [number, number] {
  const kind = mod ? MODIFIER_KIND.get(mod) : undefined;
  const days: Record<string, [number, number]> = {
    end: [21, 31],
    mid: [15, 15],
    early: [1, 10],
    firstWeek: [1, 7],
    lastWeek: [25, 31],
  };
  return (kind && days[kind]) || [1, 31];
}

export function yearOf(text: string | undefined): number | undefined {
  if (!text) return undefined;
  return text.startsWith("'") ? 2000 + Number(text.slice(1)) : Number(text);
}

export function span(from: Day, to: Day): Pick<DateMention, 'from' | 'to'> {
  return { from: iso(from), to: iso(to) };
}

export const NUMBER_WORDS = data.numberWords as Record<string, number>;
/** "weeks", "Wochen", "semanas" → week. */
export const UNIT_OF = new Map<string, string>();
for (const [unit, words] of Object.entries(data.durationUnits))
  for (const word of words) UNIT_OF.set(word, unit);

/** "6", "six", "sechs" → 6. */
export const countOf = (text: string): number => NUMBER_WORDS[text.toLowerCase()] ?? Number(text);

/** The day `n` days, weeks or months after `ref`. */
export const shifted = (ref: Day, n: number, unit: string | undefined): Day =>
  unit === 'month' ? addMonths(ref, n) : addDays(ref, unit === 'week' ? n * 7 : n);
