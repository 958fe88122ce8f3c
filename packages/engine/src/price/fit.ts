// Fitting the estimate to the budget, as a good agency would: quote the real price when it fits
// (never inflated to the budget); slightly over, keep every named deliverable and reduce depth
// where depth can honestly be reduced, offering full depth back as an option; further over, keep
// the core and offer whole deliverables as options; when even the core cannot fit, say so with the
// realistic price. Undecided requests are always options.
import type { PricedLine } from './lines';

export type Verdict = 'no-budget' | 'fits' | 'headroom' | 'reduced' | 'close' | 'packages' | 'over';

export interface Reduction {
  key: string;
  /** Hours the lighter version saves. */
  saved: number;
}

export interface Fitted {
  included: PricedLine[];
  /** Whole deliverables left out (undecided, or moved out to fit). */
  moved: PricedLine[];
  reductions: Reduction[];
  /** Close over the budget: the whole deliverables whose leaving out would bring the price within it. */
  droppable: PricedLine[];
  verdict: Verdict;
  /** Cents: the included lines at full depth, before any reduction. */
  fullTotal: number;
}

const HEADROOM = 0.75;
/** How far over the budget a quote may stay when nothing more can honestly be cut. */
const TOLERANCE = 1.03;
/**
 * Up to this far over, every named deliverable stays in the price and the summary says which to
 * leave out if the budget is firm: selling the client's own list back as options is the amputation
 * a buyer notices first, and a gap this size is one they often close.
 */
const CLOSE = 1.2;

export const lineCents = (line: PricedLine, rate: number): number => Math.round(line.hours * rate);
const totalOf = (lines: readonly PricedLine[], rate: number, monthly: boolean): number =>
  lines.reduce(
    (sum, line) => sum + Math.round((monthly ? (line.perMonth?.hours ?? 0) : line.hours) * rate),
    0,
  );

function reduced(line: PricedLine): { line: PricedLine; saved: number } {
  const factor = line.reducible?.factor ?? 1;
  const hours = Math.round(line.hours * factor * 2) / 2;
  const perMonth = line.perMonth && {
    ...line.perMonth,
    hours: Math.round(line.perMonth.hours * factor * 2) / 2,
  };
  return { line: { ...line, hours, perMonth }, saved: line.hours - hours };
}

/**
 * `budget`: cents the client can spend, net of tax; per month when `monthly` (a retainer's fee is
 * compared with a monthly budget, its one-off lines are not).
 */
export function fitToBudget(
  lines: readonly PricedLine[],
  rate: number,
  budget: number | null,
  monthly: boolean,
  /** "£9,000, no more": nothing may stay over it. */
  ceiling = false,
): Fitted {
  const undecided = lines.filter((line) => line.optional);
  let included = lines.filter((line) => !line.optional);
  const fullTotal = totalOf(included, rate, false);
  const price = () =>
    totalOf(
      included.filter((l) => !monthly || l.perMonth),
      rate,
      monthly,
    );
  const base = { moved: undecided, reductions: [] as Reduction[], droppable: [], fullTotal };
  const fits = (set: readonly PricedLine[]) =>
    budget !== null &&
    totalOf(
      set.filter((l) => !monthly || l.perMonth),
      rate,
      monthly,
    ) <= budget;
  if (budget === null) return { ...base, included, verdict: 'no-budget' };
  if (price() <= budget)
    return { ...base, included, verdict: price() < HEADROOM * budget ? 'headroom' : 'fits' };

  const reductions: Reduction[] = [];
  const bySaving = included
    .filter((line) => line.reducible && (!monthly || line.perMonth))
    .sort((a, b) => reduced(b).saved - reduced(a).saved);
  for (const line of bySaving) {
    if (price() <= budget) break;
    const lighter = reduced(line);
    included = included.map((l) => (l.key === line.key ? lighter.line : l));
    reductions.push({ key: line.key, saved: lighter.saved });
  }
  if (price() <= budget * TOLERANCE) return { ...base, included, reductions, verdict: 'reduced' };
  const close = !ceiling && price() <= budget * CLOSE ? { included, reductions: [...reductions] } : null;

  // What the brief asks for last goes first: the work a brief opens with is what it is about, and
  // selling that back as an option is the amputation a buyer notices first.
  const moved = [...undecided];
  const asked = (line: PricedLine) => Math.min(...line.requests);
  const movable = included
    .filter((line) => line.priority !== 1 && line.basis !== null && (!monthly || line.perMonth))
    .sort((a, b) => b.priority - a.priority || asked(b) - asked(a));
  for (const line of movable) {
    if (price() <= budget * TOLERANCE) break;
    moved.push(line);
    included = included.filter((l) => l.key !== line.key);
  }
  // Lines moved out whose price now fits back in come back, smallest first.
  for (const line of moved.filter((l) => !l.optional).sort((a, b) => a.hours - b.hours)) {
    const back = [...included, line];
    if (fits(back)) {
      included = back;
      moved.splice(moved.indexOf(line), 1);
    }
  }
  // With whole deliverables moved out, depth cut earlier may fit again: the client's own spec first.
  for (const reduction of [...reductions]) {
    const full = lines.find((l) => l.key === reduction.key);
    const back = included.map((l) => (l.key === reduction.key && full ? full : l));
    if (full && fits(back)) {
      included = back;
      reductions.splice(reductions.indexOf(reduction), 1);
    }
  }
  const droppable = moved.filter((line) => !line.optional);
  if (close && droppable.length) return { ...base, ...close, droppable, verdict: 'close' };
  const verdict: Verdict = price() <= budget * TOLERANCE ? 'packages' : 'over';
  return { included, moved, reductions, droppable: [], verdict, fullTotal };
}
