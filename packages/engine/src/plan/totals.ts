// The proposal's totals, from its included lines at its one rate: a project's price, or a
// retainer's monthly fee, one-off set-up and total over the term.
import { lineCents } from '../price/fit';
import type { PricedLine } from '../price/lines';
import type { Plan } from './index';

export interface Totals {
  /** Cents over the whole engagement. */
  total: number;
  /** Retainers: the fee a month, and the one-off lines. */
  monthly: number | null;
  setup: number;
  months: number | null;
  hours: number;
}

export function totalsOf(plan: Plan, lines: readonly PricedLine[] = plan.fitted.included): Totals {
  const total = lines.reduce((sum, line) => sum + lineCents(line, plan.rate), 0);
  const hours = lines.reduce((sum, line) => sum + line.hours, 0);
  const months = plan.schedule.months;
  if (!months) return { total, monthly: null, setup: total, months: null, hours };
  const monthly = lines
    .filter((line) => line.perMonth)
    .reduce((sum, line) => sum + Math.round((line.perMonth?.hours ?? 0) * plan.rate), 0);
  const setup = lines
    .filter((line) => !line.perMonth)
    .reduce((sum, line) => sum + lineCents(line, plan.rate), 0);
  return { total: setup + monthly * months, monthly, setup, months, hours };
}

// A ballpark's band around the usual effort: work not yet scoped runs over more often than under.
const BAND = [0.8, 1.5] as const;

/** The hours a ballpark allows for `hours` of usual effort, low and high. */
export const bandOf = (hours: number): readonly [number, number] =>
  [Math.round(hours * BAND[0]), Math.round(hours * BAND[1])] as const;

/** Cents, low and high, of the work a discovery's ballpark ranges cover. */
export function ballparkOf(plan: Plan): { low: number; high: number } {
  const [low, high] = bandOf((plan.discovery?.ballpark ?? []).reduce((sum, line) => sum + line.hours, 0));
  return { low: low * plan.rate, high: high * plan.rate };
}
