// "le Salon … qui ouvre le jeudi 14", "on Friday the 5th": a weekday with a day of the month and no
// month is the next such day that falls on that weekday (the month a reader works out).
import { addMonths, compareDays, iso, lastDayOf, weekdayOf, type Day } from '../../text/calendar';
import { alt, MONTH_NUMBER, type DateMention } from './words';

// Sunday first, as `weekdayOf` counts.
const WEEKDAYS = [
  ['sunday', 'dimanche', 'sonntag', 'domingo'],
  ['monday', 'lundi', 'montag', 'lunes'],
  ['tuesday', 'mardi', 'dienstag', 'martes'],
  ['wednesday', 'mercredi', 'mittwoch', 'miércoles', 'miercoles'],
  ['thursday', 'jeudi', 'donnerstag', 'jueves'],
  ['friday', 'vendredi', 'freitag', 'viernes'],
  ['saturday', 'samedi', 'samstag', 'sábado', 'sabado'],
];
const WEEKDAY_OF = new Map(WEEKDAYS.flatMap((names, index) => names.map((name) => [name, index] as const)));
const WEEKDAY_DAY = new RegExp(
  `(?<![\\p{L}])(${alt([...WEEKDAY_OF.keys()])}),?\\s+(?:the\\s+|den\\s+|el\\s+)?(\\d{1,2})(?:st|nd|rd|th|er|\\.)?(?![\\d/.:]|\\.\\d|\\s*(?:to\\s|[-–]|am\\b|pm\\b|h\\b|uhr\\b|heures?\\b))`,
  'giu',
);
// "Monday 1/11", "vendredi 18/12", "Saturday 1/5/27": the weekday says which order the figures are in, the way a
// reader checks a calendar (11 January 2027 is a Monday, 1 November 2026 a Sunday).
const WEEKDAY_FIGURES = new RegExp(
  `(?<![\\p{L}])(${alt([...WEEKDAY_OF.keys()])}),?\\s+(?:the\\s+|le\\s+|den\\s+|el\\s+)?(\\d{1,2})[/.](\\d{1,2})(?:[/.](\\d{4}|\\d{2}))?(?![\\d/]|\\.\\d)\\.?`,
  'giu',
);
const MONTH_AFTER = new RegExp(`^\\s*(?:de\\s+|of\\s+)?(?:${alt([...MONTH_NUMBER.keys()])})`, 'iu');
const MONTHS_AHEAD = 12;

function nextMatching(today: Day, weekday: number, dayOfMonth: number): Day | null {
  for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead += 1) {
    const { year, month } = addMonths({ ...today, day: 1 }, ahead);
    if (dayOfMonth > lastDayOf(year, month)) continue;
    const day = { year, month, day: dayOfMonth };
    if (compareDays(day, today) >= 0 && weekdayOf(day) === weekday) return day;
  }
  return null;
}

function nextOn(
  today: Day,
  weekday: number,
  month: number,
  dayOfMonth: number,
  written?: number,
): Day | null {
  if (month < 1 || month > 12) return null;
  for (const year of written ? [written] : [today.year, today.year + 1]) {
    const day = { year, month, day: dayOfMonth };
    if (dayOfMonth <= lastDayOf(year, month) && compareDays(day, today) >= 0)
      return weekdayOf(day) === weekday ? day : null;
  }
  return null;
}

function figuresDays(text: string, today: Day): DateMention[] {
  return [...text.matchAll(WEEKDAY_FIGURES)].flatMap((match) => {
    const weekday = WEEKDAY_OF.get((match[1] as string).toLowerCase()) ?? -1;
    const [a, b] = [Number(match[2]), Number(match[3])];
    const year = match[4] ? Number(match[4].padStart(4, '20')) : undefined;
    // Both orders may fall on the weekday a year apart: the nearer is meant.
    const [day] = [nextOn(today, weekday, b, a, year), nextOn(today, weekday, a, b, year)]
      .filter((d): d is Day => d !== null)
      .sort(compareDays);
    const end = match.index + match[0].length;
    return day ? [{ start: match.index, end, from: iso(day), to: iso(day) }] : [];
  });
}

export function weekdayDays(text: string, today: Day): DateMention[] {
  return [...figuresDays(text, today), ...weekdayDaysOfMonth(text, today)];
}

function weekdayDaysOfMonth(text: string, today: Day): DateMention[] {
  return [...text.matchAll(WEEKDAY_DAY)].flatMap((match) => {
    const end = match.index + match[0].length;
    if (MONTH_AFTER.test(text.slice(end))) return [];
    const weekday = WEEKDAY_OF.get((match[1] as string).toLowerCase()) ?? -1;
    const day = nextMatching(today, weekday, Number(match[2]));
    return day ? [{ start: match.index, end, from: iso(day), to: iso(day) }] : [];
  });
}
