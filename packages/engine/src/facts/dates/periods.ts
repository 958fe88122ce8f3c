// Periods longer than a day that a deadline names: quarters ("Q3", "3. Quartal", "2e trimestre",
// "the second quarter of 2027"), halves ("H1", "primer semestre") and the month after the brief's
// ("by the end of next month", "fin du mois prochain", "Ende nächsten Monats", "a finales del mes
// que viene").
import data from '../data/dates.json';
import { addMonths, lastDayOf, nextYear, type Day } from '../../text/calendar';
import { alt, B, capitalised, E, MOD, modifiedDays, span, yearOf, type DateMention } from './words';

type Period = Pick<DateMention, 'from' | 'to'>;

const ORDINALS = data.quarterOrdinals as Record<string, number>;
const QUARTER_WORD = `(?:${alt(data.quarterWords.flatMap(capitalised))})${E}`;
// A figure with its ordinal ending ("2e", "2nd", "2º", "2.") or an ordinal word before the quarter word.
const ORDINAL_QUARTER = `(?:(?<q3>[1-4])(?:e|er|ème|eme|nd|st|rd|th|º|°|o|\\.)?|(?<qw>${alt(Object.keys(ORDINALS).flatMap(capitalised))}))\\s*${QUARTER_WORD}`;
const QUARTER_RE = new RegExp(
  `${B}${MOD}(?:(?:the\\s+)?${ORDINAL_QUARTER}|[QT](?<q>[1-4])(?!\\d))(?:\\s*(?:\\/|of|de|del)?\\s*(?<year>20\\d\\d|'\\d\\d)(?!\\d))?`,
  'gu',
);
// Halves of the year: "H1", "the first half of 2027", "premier semestre", "erstes Halbjahr".
const HALF_WORDS = Object.keys(ORDINALS).filter((word) => (ORDINALS[word] ?? 0) <= 2);
const HALF_RE = new RegExp(
  `${B}${MOD}(?:(?:the\\s+|del\\s+|el\\s+|le\\s+)?(?<hw>${alt(HALF_WORDS.flatMap(capitalised))})\\s+(?:half|semestre|halbjahr|halbjahres)${E}|H(?<h>[12])(?!\\d))(?:\\s*(?:of|de|del)?\\s*(?<year>20\\d\\d)(?!\\d))?`,
  'gu',
);
const NEXT_MONTH_RE = new RegExp(`${B}${MOD}(?:${alt(data.nextMonth.flatMap(capitalised))})${E}`, 'gu');

function quarterOf(groups: Record<string, string | undefined>): number {
  return Number(groups.q ?? groups.q3 ?? ORDINALS[(groups.qw ?? '').toLowerCase()]);
}

function quarterMention(m: RegExpMatchArray, ref: Day): Period {
  const g = m.groups ?? {};
  const lastMonth = quarterOf(g) * 3;
  const year = yearOf(g.year) ?? nextYear(ref, lastMonth, lastDayOf(ref.year, lastMonth));
  return span(
    { year, month: lastMonth - 2, day: 1 },
    { year, month: lastMonth, day: lastDayOf(year, lastMonth) },
  );
}

function halfMention(m: RegExpMatchArray, ref: Day): Period {
  const g = m.groups ?? {};
  const second = g.h === '2' || ORDINALS[(g.hw ?? '').toLowerCase()] === 2;
  const lastMonth = second ? 12 : 6;
  const year = yearOf(g.year) ?? nextYear(ref, lastMonth, lastDayOf(ref.year, lastMonth));
  return span(
    { year, month: lastMonth - 5, day: 1 },
    { year, month: lastMonth, day: lastDayOf(year, lastMonth) },
  );
}

function nextMonthMention(m: RegExpMatchArray, ref: Day): Period {
  const { year, month } = addMonths({ ...ref, day: 1 }, 1);
  const [first, last] = modifiedDays(m.groups?.mod);
  const end = lastDayOf(year, month);
  return span({ year, month, day: Math.min(first, end) }, { year, month, day: Math.min(last, end) });
}

/** Quarter, half-year and next-month phrases of one sentence, in the order the rules try them. */
export function periodDates(text: string, ref: Day): { match: RegExpMatchArray; period: Period }[] {
  return [
    ...[...text.matchAll(QUARTER_RE)].map((match) => ({ match, period: quarterMention(match, ref) })),
    ...[...text.matchAll(HALF_RE)].map((match) => ({ match, period: halfMention(match, ref) })),
    ...[...text.matchAll(NEXT_MONTH_RE)].map((match) => ({ match, period: nextMonthMention(match, ref) })),
  ];
}
