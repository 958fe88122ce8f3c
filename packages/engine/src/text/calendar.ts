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

/** 0 (Sunday) to 6. */
export const weekdayOf = ({ year, month, day }: Day): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The n-th given weekday (0 = Sunday) of a month: the fourth Thursday of November. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): Day {
  const first = weekdayOf({ year, month, day: 1 });
  return { year, month, day: 1 + ((weekday - first + 7) % 7) + (n - 1) * 7 };
}

/** Easter Sunday (Gregorian, the anonymous algorithm). */
export function easterOf(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return { year, month, day: ((h + l - 7 * m + 114) % 31) + 1 };
}

/** The Monday of ISO week `week` of `year`. */
export function isoWeekMonday(year: number, week: number): Day {
  const jan4 = { year, month: 1, day: 4 };
  const monday = addDays(jan4, -((weekdayOf(jan4) + 6) % 7));
  return addDays(monday, (week - 1) * 7);
}

export const compareDays = (a: Day, b: Day): number => iso(a).localeCompare(iso(b));

/** `YYYY-MM-DD` as a day. */
export const dayFromIso = (date: string): Day => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

export const daysBetween = (a: Day, b: Day): number =>
  Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);

/** The first Monday on or after `day`. */
export const mondayFrom = (day: Day): Day => addDays(day, (8 - weekdayOf(day)) % 7);
