// Date phrases chrono-node misses or resolves differently from what a deadline means: month-only
// phrases ("end of June", "fin mai", "Mitte März", "finales de junio"), quarters, year ends,
// Christmas and durations ("within 6 weeks", "dans 3 mois"). Each yields the earliest (`from`, for a
// start) and the latest (`to`, for a deadline) day the phrase allows.
import data from '../data/dates.json';
import { addDays, addMonths, iso, lastDayOf, nextYear, type Day } from './calendar';
import { escapeRegex } from './keywords';

export interface DateMention {
  start: number;
  end: number;
  from: string;
  to: string;
  /** "within 6 weeks" names a time limit by itself, with no deadline word around it. */
  limit?: boolean;
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
const MODIFIER_KIND = new Map<string, string>();
for (const [kind, words] of Object.entries(data.monthModifiers)) {
  for (const word of words.flatMap(capitalised)) MODIFIER_KIND.set(word, kind);
}
const NUMBER_WORDS = data.numberWords as Record<string, number>;
const UNIT_OF = new Map<string, string>();
for (const [unit, words] of Object.entries(data.durationUnits))
  for (const word of words) UNIT_OF.set(word, unit);

const B = '(?<![\\p{L}\\d])';
const E = '(?![\\p{L}])';
const MOD = `(?:(?<mod>${alt([...MODIFIER_KIND.keys()])})\\s*)?`;
const MONTH_RE = new RegExp(
  `${B}${MOD}(?<month>${alt([...MONTH_NUMBER.keys()])})${E}(?:,?\\s+(?<year>20\\d\\d)(?!\\d))?`,
  'gu',
);
const QUARTER_RE = new RegExp(
  `${B}${MOD}(?:[QT](?<q>[1-4])|(?<q2>[1-4])\\.\\s*Quartal)(?!\\d)(?:\\s*(?:\\/|of|de|del)?\\s*(?<year>20\\d\\d|'\\d\\d)(?!\\d))?`,
  'gu',
);
// A fiscal year ends on a date of its own, which the brief then gives.
const END_YEAR_RE = new RegExp(
  `${B}(?<!(?:fiscal|financial|tax|exercice)\\s)(?:(?<words>${alt(data.yearEnd.flatMap(capitalised))})|(?:${alt(data.monthModifiers.end.flatMap(capitalised))})\\s+(?<year>20\\d\\d)(?!\\d))`,
  'gu',
);
const CHRISTMAS_RE = new RegExp(`${B}(?:${alt(data.christmas.flatMap(capitalised))})${E}`, 'gu');
const DURATION_RE = new RegExp(
  `${B}(?:${alt(data.durationLead.flatMap(capitalised))})\\s+(?<n>\\d{1,3}|${alt(Object.keys(NUMBER_WORDS))})\\s+(?<unit>${alt([...UNIT_OF.keys()])})${E}`,
  'giu',
);
const ISO_RE = /(?<![\d-])(20\d\d)-(\d\d)-(\d\d)(?![\d])/g;
// A month name next to a day number is a full date: chrono-node reads those.
const DAY_BEFORE = /\d{1,2}(?:\.|er|re|st|nd|rd|th|º|°)?\s*(?:de\s+|et\s+\d{1,2}\s+)?$/;
const DAY_AFTER = /^\s*\d{1,2}(?!\d)/;

function yearOf(text: string | undefined): number | undefined {
  if (!text) return undefined;
  return text.startsWith("'") ? 2000 + Number(text.slice(1)) : Number(text);
}

function span(from: Day, to: Day): Pick<DateMention, 'from' | 'to'> {
  return { from: iso(from), to: iso(to) };
}

function monthMention(m: RegExpMatchArray, text: string, ref: Day): Pick<DateMention, 'from' | 'to'> | null {
  const g = m.groups ?? {};
  const at = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
  if (!g.mod && (DAY_BEFORE.test(text.slice(0, at)) || DAY_AFTER.test(text.slice(at + m[0].length))))
    return null;
  const month = MONTH_NUMBER.get(g.month ?? '') ?? 1;
  const kind = g.mod ? MODIFIER_KIND.get(g.mod) : undefined;
  const [first, last] =
    kind === 'end' ? [21, 31] : kind === 'mid' ? [15, 15] : kind === 'early' ? [1, 10] : [1, 31];
  const year = yearOf(g.year) ?? nextYear(ref, month, Math.min(last, lastDayOf(ref.year, month)));
  const end = lastDayOf(year, month);
  return span({ year, month, day: Math.min(first, end) }, { year, month, day: Math.min(last, end) });
}

function quarterMention(m: RegExpMatchArray, ref: Day): Pick<DateMention, 'from' | 'to'> {
  const g = m.groups ?? {};
  const quarter = Number(g.q ?? g.q2);
  const lastMonth = quarter * 3;
  const year = yearOf(g.year) ?? nextYear(ref, lastMonth, lastDayOf(ref.year, lastMonth));
  return span(
    { year, month: lastMonth - 2, day: 1 },
    { year, month: lastMonth, day: lastDayOf(year, lastMonth) },
  );
}

function durationMention(m: RegExpMatchArray, ref: Day): Omit<DateMention, 'start' | 'end'> {
  const g = m.groups ?? {};
  const n = NUMBER_WORDS[(g.n ?? '').toLowerCase()] ?? Number(g.n);
  const unit = UNIT_OF.get((g.unit ?? '').toLowerCase());
  const to = unit === 'month' ? addMonths(ref, n) : addDays(ref, unit === 'week' ? n * 7 : n);
  return { ...span(to, to), limit: true };
}

/** Date phrases of one sentence that the rules resolve, relative to `ref`. */
export function ruleDates(text: string, ref: Day): DateMention[] {
  const found: DateMention[] = [];
  const push = (m: RegExpMatchArray, dates: Omit<DateMention, 'start' | 'end'> | null) => {
    if (dates) found.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, ...dates });
  };
  for (const m of text.matchAll(QUARTER_RE)) push(m, quarterMention(m, ref));
  for (const m of text.matchAll(END_YEAR_RE)) {
    const year = yearOf(m.groups?.year) ?? ref.year;
    push(m, span({ year, month: 12, day: 1 }, { year, month: 12, day: 31 }));
  }
  for (const m of text.matchAll(MONTH_RE)) push(m, monthMention(m, text, ref));
  for (const m of text.matchAll(CHRISTMAS_RE)) {
    const year = nextYear(ref, 12, 24);
    push(m, span({ year, month: 12, day: 24 }, { year, month: 12, day: 24 }));
  }
  for (const m of text.matchAll(DURATION_RE)) push(m, durationMention(m, ref));
  for (const m of text.matchAll(ISO_RE)) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= lastDayOf(year, month))
      push(m, span({ year, month, day }, { year, month, day }));
  }
  // Earlier rules are more specific ("end of Q3 2027" before "end of"): keep the first of overlapping spans.
  return found.filter(
    (mention, index) =>
      found.findIndex((other) => other.start < mention.end && mention.start < other.end) === index,
  );
}
