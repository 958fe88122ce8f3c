import type { RenderableProposal } from '@proposals/contracts';
import { formatMoney, localeFor } from '@proposals/locale';
import { languageOf } from '../document/language';

/** `opt-1` names the first line of `pricingOptions`: the snapshot is frozen, so positions are stable. */
export const optionId = (index: number) => `opt-${index + 1}`;

export const optionIds = (p: RenderableProposal): string[] => p.pricingOptions.map((_, i) => optionId(i));

/**
 * The chosen option ids in the snapshot's order, each once; null when one names no option, so a
 * forged or stale form is refused rather than half-applied.
 */
export function validSelections(p: RenderableProposal, chosen: readonly string[]): string[] | null {
  const ids = optionIds(p);
  if (chosen.some((id) => !ids.includes(id))) return null;
  return ids.filter((id) => chosen.includes(id));
}

/**
 * What the client pays: the proposal's price (its mid price, else the sum of its lines) plus the
 * chosen options. The server is the only place this is computed; the page only asks.
 */
export function shareTotal(p: RenderableProposal, selections: readonly string[]): number {
  const base = p.totalPriceMid ?? p.pricingBreakdown.reduce((sum, line) => sum + line.total, 0);
  return p.pricingOptions.reduce(
    (sum, line, i) => (selections.includes(optionId(i)) ? sum + line.total : sum),
    base,
  );
}

/** Cents in the snapshot's currency and language, as the document writes money. */
export const formatShareMoney = (p: RenderableProposal, amount: number): string =>
  formatMoney(amount, p.currency, localeFor(languageOf(p.language), null, p.currency));
