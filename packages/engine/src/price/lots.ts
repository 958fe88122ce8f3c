// A tender in lots is bid lot by lot: each lot's lines are fitted to that lot's own ceiling (a bid
// over it is not considered for that lot, so nothing stays over it), and the bid for every lot is
// their sum. Work no lot states (a project's management) is fitted to no ceiling.
import { fitToBudget, type Fitted, type Verdict } from './fit';
import type { PricedLine } from './lines';

export interface LotCeiling {
  ref: string;
  ceiling: number | null;
}

/** The lot of a line: the lot of the first request it answers. */
export const lotOfLine = (line: PricedLine, ledger: readonly { lot?: string }[]): string | undefined =>
  line.requests.map((index) => ledger[index]?.lot).find(Boolean);

// The proposal's verdict is its least comfortable lot's.
const SEVERITY: Verdict[] = ['no-budget', 'headroom', 'fits', 'reduced', 'close', 'packages', 'over'];

export function fitLots(
  lines: readonly PricedLine[],
  lots: readonly LotCeiling[],
  ledger: readonly { lot?: string }[],
  rate: number,
): Fitted {
  const groups = [...lots.map((lot) => lot.ref), undefined].map((ref) => ({
    ceiling: lots.find((lot) => lot.ref === ref)?.ceiling ?? null,
    lines: lines.filter((line) => lotOfLine(line, ledger) === ref),
  }));
  const fitted = groups
    .filter((group) => group.lines.length)
    .map((group) => fitToBudget(group.lines, rate, group.ceiling, false, true));
  const verdict = fitted
    .map((fit) => fit.verdict)
    .reduce<Verdict>((worst, v) => (SEVERITY.indexOf(v) > SEVERITY.indexOf(worst) ? v : worst), 'no-budget');
  // Back in the brief's order, whichever lot a line was fitted with.
  const at = (line: PricedLine) => lines.findIndex((l) => l.key === line.key);
  const order = (set: PricedLine[]) => set.sort((a, b) => at(a) - at(b));
  return {
    included: order(fitted.flatMap((fit) => fit.included)),
    moved: order(fitted.flatMap((fit) => fit.moved)),
    reductions: fitted.flatMap((fit) => fit.reductions),
    droppable: fitted.flatMap((fit) => fit.droppable),
    verdict,
    fullTotal: fitted.reduce((sum, fit) => sum + fit.fullTotal, 0),
  };
}
