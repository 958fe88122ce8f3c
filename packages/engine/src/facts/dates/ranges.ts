// Day ranges in one month, which chrono-node reads as their last day only: "14–16 January 2027",
// "January 14-16", "du 12 au 14 mai", "vom 12. bis 14. Mai", "del 22 al 24 de octubre de 2026".
import { iso, lastDayOf, nextYear, type Day } from '../../text/calendar';
import { alt, MONTH_NUMBER, type DateMention } from './rules';

const MONTHS = alt([...MONTH_NUMBER.keys()]);
const LINK = '\\s*(?:-|–|—|to|au|bis|al|a|y|et|and)\\s*';
const YEAR = '(?:,?\\s+(?:de\\s+)?(?<year>20\\d\\d)(?!\\d))?';
const DAY_FIRST = new RegExp(
  `(?<![\\p{L}\\d])(?<d1>\\d{1,2})\\.?${LINK}(?<d2>\\d{1,2})\\.?\\s*(?:de\\s+)?(?<month>${MONTHS})(?![\\p{L}])${YEAR}`,
  'gu',
);
const MONTH_FIRST = new RegExp(
  `(?<![\\p{L}])(?<month>${MONTHS})\\s+(?<d1>\\d{1,2})(?:st|nd|rd|th)?${LINK}(?<d2>\\d{1,2})(?:st|nd|rd|th)?(?!\\d)${YEAR}`,
  'gu',
);

export function rangeDates(text: string, ref: Day): DateMention[] {
  const found: DateMention[] = [];
  for (const regex of [DAY_FIRST, MONTH_FIRST]) {
    for (const m of text.matchAll(regex)) {
      const g = m.groups ?? {};
      const month = MONTH_NUMBER.get(g.month ?? '') ?? 0;
      const [d1, d2] = [Number(g.d1), Number(g.d2)];
      const year = g.year ? Number(g.year) : nextYear(ref, month, d2);
      if (!month || d1 < 1 || d1 >= d2 || d2 > lastDayOf(year, month)) continue;
      const start = m.index ?? 0;
      if (found.some((other) => other.start < start + m[0].length && start < other.end)) continue;
      found.push({
        start,
        end: start + m[0].length,
        from: iso({ year, month, day: d1 }),
        to: iso({ year, month, day: d2 }),
        event: true,
      });
    }
  }
  return found;
}
