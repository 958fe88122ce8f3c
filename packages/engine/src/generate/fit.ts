import estimation from '../data/estimation.json';
import type { WorkItem } from './estimate';
import type { Plan } from './plan';
import { endDay, type Schedule } from './schedule';

export interface Constraints {
  budgetMax: number | null;
  deadlineDay: number | null;
}

export interface Proposal {
  plan: Plan;
  schedule: Schedule;
  moved: WorkItem[];
  /** Share of the core's effort planned (1: all of it; below: a Phase 1). */
  scale: number;
}

export interface Fitted extends Proposal {
  full: Proposal;
  overBudget: boolean;
  overDeadline: boolean;
  /** False when even the smallest Phase 1 misses the budget or the deadline. */
  fits: boolean;
}

export interface Pricer {
  price(included: readonly WorkItem[], moved: readonly WorkItem[], scale: number): Plan;
  schedule(plan: Plan): Schedule;
}

const overBudget = (p: Proposal, c: Constraints) => c.budgetMax !== null && p.plan.totals.mid > c.budgetMax;
const overDeadline = (p: Proposal, c: Constraints) =>
  c.deadlineDay !== null && endDay(p.schedule) > c.deadlineDay;

const byHours = (a: WorkItem, b: WorkItem) => a.hours.mid - b.hours.mid;

/**
 * Estimates the full scope first, then fits it: optional items move out (nice-to-have before
 * important, largest first), those that still fit come back (smallest first), and if the core
 * alone is still too much it is cut to a Phase 1, in steps, down to a floor.
 */
export function fitScope(items: readonly WorkItem[], constraints: Constraints, pricer: Pricer): Fitted {
  const evaluate = (moved: readonly WorkItem[], scale: number): Proposal => {
    const plan = pricer.price(
      items.filter((item) => !moved.includes(item)),
      moved,
      scale,
    );
    return { plan, schedule: pricer.schedule(plan), moved: [...moved], scale };
  };
  const fitsIn = (p: Proposal) => !overBudget(p, constraints) && !overDeadline(p, constraints);
  const full = evaluate([], 1);
  const report = (p: Proposal): Fitted => ({
    ...p,
    full,
    overBudget: overBudget(full, constraints),
    overDeadline: overDeadline(full, constraints),
    fits: fitsIn(p),
  });
  if (fitsIn(full)) return report(full);

  const optional = items
    .filter((item) => item.priority !== 1)
    .sort((a, b) => b.priority - a.priority || -byHours(a, b));
  let best = full;
  for (const item of optional) {
    if (fitsIn(best)) break;
    best = evaluate([...best.moved, item], 1);
  }
  if (fitsIn(best)) {
    for (const item of [...best.moved].sort(byHours)) {
      const back = evaluate(
        best.moved.filter((moved) => moved !== item),
        1,
      );
      if (fitsIn(back)) best = back;
    }
    return report(best);
  }
  best = scaleDown(best.moved, evaluate, fitsIn);
  if (fitsIn(best)) return report(best);
  // Even the smallest Phase 1 of every core item is too much: keep the first-named core item only.
  const core = items.filter((item) => item.priority === 1 && !best.moved.includes(item));
  const extra = core.slice(1).sort((a, b) => -byHours(a, b));
  if (extra.length > 0) {
    const lean = scaleDown([...best.moved, ...extra], evaluate, fitsIn);
    if (fitsIn(lean)) return report(lean);
  }
  return report(best);
}

/** The core cut to a Phase 1, in steps, down to a floor: the first step that fits, else the floor. */
function scaleDown(
  moved: readonly WorkItem[],
  evaluate: (moved: readonly WorkItem[], scale: number) => Proposal,
  fitsIn: (p: Proposal) => boolean,
): Proposal {
  const { minScale, scaleStep } = estimation;
  let best = evaluate(moved, 1);
  for (let step = 1; 1 - step * scaleStep >= minScale - 1e-9 && !fitsIn(best); step += 1) {
    best = evaluate(moved, Math.round((1 - step * scaleStep) * 100) / 100);
  }
  return best;
}
