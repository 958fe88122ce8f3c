// When nobody works on the project: the year-end holidays everywhere, and the days this client
// says they are closed or away ("Our office is closed 24 Dec - 4 Jan", "I'm away from the fifth to
// the nineteenth of October, so no filming then"). No phase starts in them, and a phase that runs
// across one loses those days.
import {
  addDays,
  compareDays,
  daysBetween,
  dayFromIso,
  mondayFrom,
  weekdayOf,
  type Day,
} from '../text/calendar';

/** Days the client is closed or away, from the brief. */
export interface Closure {
  from: string;
  to: string;
}

/** The last Friday on or before `day`. */
const fridayBefore = (day: Day): Day => addDays(day, -((weekdayOf(day) + 2) % 7));

/** 21 December to 3 January: clients and studios are away; no phase starts then. */
export const inClosure = (day: Day): boolean =>
  (day.month === 12 && day.day >= 21) || (day.month === 1 && day.day <= 3);

/** The first day of the holidays a day falls in (or of its year's). */
export const closureStart = (day: Day): Day => ({
  year: day.month === 1 ? day.year - 1 : day.year,
  month: 12,
  day: 21,
});

/** The first day back after the holidays a day falls in (or of its year's). */
export const afterClosure = (day: Day): Day => ({
  year: day.month === 12 ? day.year + 1 : day.year,
  month: 1,
  day: 4,
});

export const within = (day: Day, closure: Closure): boolean =>
  compareDays(day, dayFromIso(closure.from)) >= 0 && compareDays(day, dayFromIso(closure.to)) <= 0;

/** The day itself, or the first Monday back when it falls in the holidays or the client's closure. */
export function workingFrom(day: Day, closures: readonly Closure[] = []): Day {
  let at = day;
  for (let guard = 0; guard < 8; guard += 1) {
    const closed = closures.find((closure) => within(at, closure));
    if (inClosure(at)) at = mondayFrom(afterClosure(at));
    else if (closed) at = mondayFrom(addDays(dayFromIso(closed.to), 1));
    else break;
  }
  return at;
}

/** The client's closed days inside a phase, which it runs longer by. */
export function closedDaysWithin(from: Day, to: Day, closures: readonly Closure[]): number {
  return closures.reduce((sum, closure) => {
    const first = dayFromIso(closure.from);
    const last = dayFromIso(closure.to);
    const a = compareDays(first, from) > 0 ? first : from;
    const b = compareDays(last, to) < 0 ? last : to;
    return sum + Math.max(0, daysBetween(a, b) + 1);
  }, 0);
}

/** A week before the start, on a Friday, and never a day the client is away for the holidays. */
export function signingDay(start: Day): Day {
  const day = fridayBefore(addDays(start, -7));
  return inClosure(day) ? fridayBefore(addDays(closureStart(day), -3)) : day;
}
