// Date phrases chrono-node misses or resolves differently from what a deadline means: month-only
// phrases ("end of June", "fin mai", "Mitte März", "finales de junio"), quarters, year ends,
// Christmas and durations ("within 6 weeks", "dans 3 mois"). Each yields the earliest (`from`, for a
// start) and the latest (`to`, for a deadline) day the phrase allows.
import data from '../data/dates.json';
import { lastDayOf, nextYear, type Day } from '../../text/calendar';
import { periodDates } from './periods';
import {
  alt,
  B,
  capitalised,
  countOf,
  E,
  MOD,
  modifiedDays,
  MONTH_NUMBER,
  NUMBER_WORDS,
  shifted,
  span,
  UNIT_OF,
  yearOf,
  type DateMention,
} from './words';

export { alt, capitalised, MONTH_NUMBER, type DateMention } from './words';

// "enero de 2028": Spanish joins the year with "de".
const MONTH_RE = new RegExp(
  `${B}${MOD}(?<month>${alt([...MONTH_NUMBER.keys()])})${E}(?:,?\\s+(?:de\\s+)?(?<year>20\\d\\d)(?!\\d))?`,
  'gu',
);
// A fiscal year ends on a date of its own, which the brief then gives.
const END_YEAR_RE = new RegExp(
  `${B}(?<!(?:fiscal|financial|tax|exercice)\\s)(?<!fêtes de\\s)(?:(?<words>${alt(data.yearEnd.flatMap(capitalised))})|(?:${alt(data.monthModifiers.end.flatMap(capitalised))})\\s+(?<year>20\\d\\d)(?!\\d))`,
  'gu',
);
const CHRISTMAS_RE = new RegExp(`${B}(?:${alt(data.christmas.flatMap(capitalised))})${E}`, 'gu');
const DURATION_RE = new RegExp(
  `${B}(?:${alt(data.durationLead.flatMap(capitalised))})\\s+(?<n>\\d{1,3}|${alt(Object.keys(NUMBER_WORDS))})\\s+(?<unit>${alt([...UNIT_OF.keys()])})${E}`,
  'giu',
);
const ISO_RE = /(?<![\d-])(20\d\d)-(\d\d)-(\d\d)(?![\d])/g;
// A month name next to a day number is a full date: chrono-node reads those.
const DAY_BEFORE = /\d{1,2}(?:\.|er|re|st|nd|rd|th|º|°)?\s*(?:de\s+|of\s+|et\s+\d{1,2}\s+)?$/;
const DAY_AFTER = /^\s*\d{1,2}(?!\d)/;

function monthMention(m: RegExpMatchArray, text: string, ref: Day): Pick<DateMention, 'from' | 'to'> | null {
  const g = m.groups ?? {};
  const at = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
  if (!g.mod && (DAY_BEFORE.test(text.slice(0, at)) || DAY_AFTER.test(text.slice(at + m[0].length))))
    return null;
  const month = MONTH_NUMBER.get(g.month ?? '') ?? 1;
  const [first, last] = modifiedDays(g.mod);
  const year = yearOf(g.year) ?? nextYear(ref, month, Math.min(last, lastDayOf(ref.year, month)));
  const end = lastDayOf(year, month);
  return span({ year, month, day: Math.min(first, end) }, { year, month, day: Math.min(last, end) });
}

function durationMention(m: RegExpMatchArray, ref: Day): Omit<DateMention, 'start' | 'end'> {
  const g = m.groups ?? {};
  const to = shifted(ref, countOf(g.n ?? ''), UNIT_OF.get((g.unit ?? '').toLowerCase()));
  return { ...span(to, to), limit: true };
}

/** Date phrases of one sentence that the rules resolve, relative to `ref`. */
export function ruleDates(text: string, ref: Day): DateMention[] {
  const found: DateMention[] = [];
  const push = (m: RegExpMatchArray, dates: Omit<DateMention, 'start' | 'end'> | null) => {
    if (dates) found.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, ...dates });
  };
  for (const { match, period } of periodDates(text, ref)) push(match, period);
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
