export interface BillingPeriod {
  start: Date;
  /** Exclusive. */
  end: Date;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Midnight UTC of the anchor's day in the given month, on the month's last day when it is shorter. */
function periodStartIn(year: number, month: number, anchorDay: number): Date {
  const normalized = new Date(Date.UTC(year, month, 1));
  const y = normalized.getUTCFullYear();
  const m = normalized.getUTCMonth();
  return new Date(Date.UTC(y, m, Math.min(anchorDay, daysInMonth(y, m))));
}

/**
 * The monthly period (UTC) that contains `now`, for an account whose periods start on the day
 * of month of `anchor`. An anchor on the 31st starts February's period on its last day.
 */
export function billingPeriod(anchor: Date, now: Date): BillingPeriod {
  const anchorDay = anchor.getUTCDate();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const thisMonth = periodStartIn(year, month, anchorDay);
  const start = thisMonth.getTime() <= now.getTime() ? thisMonth : periodStartIn(year, month - 1, anchorDay);
  const end = periodStartIn(start.getUTCFullYear(), start.getUTCMonth() + 1, anchorDay);
  return { start, end };
}
