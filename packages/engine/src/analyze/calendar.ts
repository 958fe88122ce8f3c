// Date arithmetic on calendar dates in UTC, as DESIGN §3 resolves relative dates.

export interface Day {
  year: number;
  month: number;
  day: number;
}

export const iso = ({ year, month, day }: Day): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export const lastDayOf = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

export function dayOf(date: Date): Day {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(from: Day, days: number): Day {
  return dayOf(new Date(Date.UTC(from.year, from.month - 1, from.day + days)));
}

/** Same day n months later, clamped to the month's end (31 January + 1 month = 28/29 February). */
export function addMonths(from: Day, months: number): Day {
  const index = from.month - 1 + months;
  const year = from.year + Math.floor(index / 12);
  const month = (((index % 12) + 12) % 12) + 1;
  return { year, month, day: Math.min(from.day, lastDayOf(year, month)) };
}

/** The year in which a yearless `month`/`day` falls next, on or after `ref`. */
export function nextYear(ref: Day, month: number, day: number): number {
  return month > ref.month || (month === ref.month && day >= ref.day) ? ref.year : ref.year + 1;
}
