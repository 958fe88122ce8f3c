// Dates in words: "15 March 2027", "March 15, 2027", "1er mars 2027", "17. September 2027",
// "1 de septiembre de 2027", and ranges that name the month and year once ("11–15 January 2027").
import { monthFirst, type Locale } from './locale';
import { monthName, weekdayName } from './names';

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

function partsOf(isoDate: string): Parts {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${isoDate}`);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

const dayNumber = (day: number, locale: Locale): string =>
  locale.language === 'fr' && day === 1 ? '1er' : locale.language === 'de' ? `${day}.` : String(day);

/** Day and month without the year, in the order of the locale. */
function dayMonth(p: Parts, locale: Locale): string {
  const month = monthName(p.month, locale);
  if (monthFirst(locale)) return `${month} ${p.day}`;
  if (locale.language === 'es') return `${p.day} de ${month}`;
  return `${dayNumber(p.day, locale)} ${month}`;
}

const withYear = (text: string, year: number, locale: Locale): string =>
  monthFirst(locale)
    ? `${text}, ${year}`
    : locale.language === 'es'
      ? `${text} de ${year}`
      : `${text} ${year}`;

export interface DateOptions {
  weekday?: boolean;
  /** Leave the year out (a date in the proposal's own year, inside a sentence that gives it). */
  year?: boolean;
}

export function formatDate(isoDate: string, locale: Locale, options: DateOptions = {}): string {
  const p = partsOf(isoDate);
  const base = options.year === false ? dayMonth(p, locale) : withYear(dayMonth(p, locale), p.year, locale);
  if (!options.weekday) return base;
  const weekday = weekdayName(p.weekday, locale);
  return monthFirst(locale) || locale.language === 'de' ? `${weekday}, ${base}` : `${weekday} ${base}`;
}

/** "March 2027", "mars 2027", "marzo de 2027". */
export function formatMonth(isoDate: string, locale: Locale): string {
  const p = partsOf(isoDate);
  return withYear(monthName(p.month, locale), p.year, locale);
}

/** A span of days: the shared month and year are written once. */
export function formatDateRange(fromIso: string, toIso: string, locale: Locale): string {
  const a = partsOf(fromIso);
  const b = partsOf(toIso);
  if (fromIso.slice(0, 10) === toIso.slice(0, 10)) return formatDate(fromIso, locale);
  if (a.year !== b.year) return `${formatDate(fromIso, locale)} – ${formatDate(toIso, locale)}`;
  if (a.month === b.month) {
    const month = monthName(a.month, locale);
    if (monthFirst(locale)) return `${month} ${a.day}–${b.day}, ${a.year}`;
    const days = `${dayNumber(a.day, locale)}–${dayNumber(b.day, locale)}`;
    return withYear(locale.language === 'es' ? `${days} de ${month}` : `${days} ${month}`, a.year, locale);
  }
  return withYear(`${dayMonth(a, locale)} – ${dayMonth(b, locale)}`, a.year, locale);
}
