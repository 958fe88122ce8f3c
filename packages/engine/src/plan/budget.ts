// What the price is compared with: the budget's upper end, net of tax when the brief's figure
// includes it, and per month for a retainer whose budget is monthly.
import type { AnalysisResult } from '@proposals/contracts';

export interface BudgetTarget {
  /** Cents, net of tax; per month when `monthly`. */
  cents: number;
  monthly: boolean;
  /** The budget as the brief gave it (cents, tax as stated; a month's when `monthly`). */
  statedMax: number;
  ceiling: boolean;
}

/** `rate`: cents an hour, which turns a cap in hours ("en régie, plafonnée à 60 heures") into money. */
export function budgetTarget(
  analysis: AnalysisResult,
  engagement: NonNullable<AnalysisResult['engagement']>,
  rate: number,
): BudgetTarget | null {
  const budget = analysis.budget;
  const capped = engagement.hoursCap ? engagement.hoursCap * rate : null;
  if ((!budget || budget.max <= 0) && capped)
    return { cents: capped, monthly: false, statedMax: capped, ceiling: true };
  if (!budget || budget.max <= 0) return null;
  const vat = analysis.market?.vat ?? 0;
  const net = analysis.market?.tax === 'included' && vat > 0 ? budget.max / (1 + vat / 100) : budget.max;
  const months = budget.months ?? null;
  const monthly = engagement.model === 'retainer' && budget.kind === 'monthly';
  const perMonth = monthly && months ? net / months : net;
  return {
    cents: Math.round(perMonth),
    monthly,
    statedMax: monthly && months ? Math.round(budget.max / months) : budget.max,
    ceiling: budget.kind === 'ceiling' || budget.min === 0,
  };
}
