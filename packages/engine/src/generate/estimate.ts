import type { Category } from '@proposals/contracts';
import { matchDeliverable, type Hours, type Language } from '../catalogue';
import estimation from '../data/estimation.json';
import type { AnalysisResult, ScopeResult } from '../types';

export interface Range {
  low: number;
  mid: number;
  high: number;
}

/** One deliverable as priced: hours for the optimistic, likely and pessimistic cases. */
export interface WorkItem {
  key: string;
  label: string;
  role: string;
  priority: 1 | 2 | 3;
  category: Category;
  recurring: boolean;
  hours: Range;
}

export const roundHalf = (hours: number): number => Math.round(hours * 2) / 2;

export function scaleRange(range: Range, factor: number): Range {
  return {
    low: roundHalf(range.low * factor),
    mid: roundHalf(range.mid * factor),
    high: roundHalf(range.high * factor),
  };
}

const fromHours = (hours: Hours): Range => ({
  low: hours.optimistic,
  mid: hours.likely,
  high: hours.pessimistic,
});

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The phrases that name the work: deliverables, else the scope, else the title. */
function requested(analysis: AnalysisResult, scope: ScopeResult, title: string): string[] {
  const phrases = [analysis.deliverables, scope.inScope, [title]].find((list) => list.some((p) => p.trim()));
  return (phrases ?? []).map((p) => p.trim()).filter(Boolean);
}

/**
 * Deliverables matched to the catalogue, one item per entry, hours scaled by complexity; phrases
 * the catalogue does not know get a generic estimate. On a retainer, recurring work is priced for
 * every month.
 */
export function estimateWork(
  analysis: AnalysisResult,
  scope: ScopeResult,
  title: string,
  language: Language,
  retainerMonths: number | null,
): WorkItem[] {
  const factor = estimation.complexityFactor[analysis.complexity];
  const items = new Map<string, WorkItem>();
  for (const phrase of requested(analysis, scope, title)) {
    const entry = matchDeliverable(phrase, language);
    const key = entry ? entry.id : `custom:${phrase.toLowerCase()}`;
    if (items.has(key)) continue;
    const category = entry?.category ?? analysis.primaryCategory;
    const recurring = retainerMonths !== null && estimation.recurringCategories.includes(category);
    const base = entry
      ? scaleRange(fromHours(entry.hours), factor)
      : fromHours(estimation.genericHours[analysis.complexity]);
    const months = recurring ? (retainerMonths as number) : 1;
    const hours = scaleRange(base, months);
    items.set(key, {
      key,
      label: entry ? entry.label[language] : capitalize(phrase),
      role: entry?.role ?? (estimation.categoryRole as Record<string, string>)[category] ?? 'generic',
      priority: entry?.priority ?? 2,
      category,
      recurring,
      hours: { low: hours.low, mid: Math.max(0.5, hours.mid), high: Math.max(0.5, hours.high) },
    });
  }
  const work = [...items.values()];
  // Something must stay in scope when fitting a budget: without a core entry, the first-named one is the core.
  if (work.length > 0 && !work.some((item) => item.priority === 1))
    work[0] = { ...(work[0] as WorkItem), priority: 1 };
  return work;
}
