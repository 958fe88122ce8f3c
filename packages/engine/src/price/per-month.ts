// Quantities stated per week, quarter or year, as monthly quantities: "deux posts par semaine" is
// 2 × 52 ÷ 12 = 8.7, rounded up to 9 a month, so that nothing asked for is cut.
import type { Per } from '../ledger';

export function monthly(quantity: number, per: Per | null): number {
  if (per === 'week') return Math.ceil((quantity * 52) / 12);
  if (per === 'fortnight') return quantity * 2;
  if (per === 'quarter') return Math.round((quantity / 3) * 100) / 100;
  if (per === 'year') return Math.round((quantity / 12) * 100) / 100;
  return quantity;
}
