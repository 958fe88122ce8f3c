import type { GenerationResult } from '@proposals/contracts';
import estimation from '../data/estimation.json';
import type { AnalysisResult } from '../types';
import type { Plan } from './plan';

type PricingModel = GenerationResult['pricingModel'];

/** Months a retainer is priced for (1: priced per month), or null when the work is a project. */
export function retainerMonths(analysis: AnalysisResult): number | null {
  if (analysis.budget?.kind === 'monthly') return analysis.budget.months ?? 1;
  const text = [...analysis.deliverables, ...analysis.requirements].join(' ').toLowerCase();
  const ongoing = estimation.retainerKeywords.some((keyword) => text.includes(keyword));
  return ongoing && estimation.recurringCategories.includes(analysis.primaryCategory) ? 1 : null;
}

export function pricingModel(analysis: AnalysisResult, plan: Plan, months: number | null): PricingModel {
  if (months !== null) return 'retainer';
  if (analysis.primaryCategory === 'consulting') return 'hourly';
  const hours = plan.lines.reduce((sum, line) => sum + line.hours.mid, 0);
  return hours >= estimation.milestoneModelHours ? 'milestone' : 'fixed';
}
