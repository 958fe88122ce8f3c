const DAY_MS = 86_400_000;

/** Whole UTC days since the epoch: schedule arithmetic stays in integers. */
export function toDay(iso: string): number {
  return Math.floor(Date.parse(iso) / DAY_MS);
}

export function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The first Monday at least `leadDays` after `day`. */
export function mondayAfter(day: number, leadDays: number): number {
  const earliest = day + leadDays;
  const weekday = new Date(earliest * DAY_MS).getUTCDay();
  return earliest + ((8 - weekday) % 7);
}

/** The first weekday at least `leadDays` after `day`. */
export function weekdayAfter(day: number, leadDays: number): number {
  const earliest = day + leadDays;
  const weekday = new Date(earliest * DAY_MS).getUTCDay();
  return earliest + (weekday === 6 ? 2 : weekday === 0 ? 1 : 0);
}
