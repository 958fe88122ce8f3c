// Checks on what the proposal commits to against what the brief set: the price against the budget,
// the dates against the deadline, the commercial model against the engagement asked for.
import type { AnalysisResult } from '@proposals/contracts';
import type { ProposalFacts } from '../types';
import { defect, type Defect } from './defects';

const MODEL_OF: Record<string, string[]> = {
  retainer: ['retainer'],
  hourly: ['hourly'],
  phased: ['milestone', 'fixed'],
  project: ['fixed', 'milestone'],
  discovery: ['fixed'],
};

function netBudget(analysis: AnalysisResult): number | null {
  const budget = analysis.budget;
  if (!budget || budget.max <= 0) return null;
  const vat = analysis.market?.vat ?? 0;
  // "around $6k/month" with no term in the brief: the budget for the term the proposal runs.
  const months = budget.kind === 'monthly' && !budget.months ? (analysis.engagement?.months ?? 1) : 1;
  const max = budget.max * months;
  return analysis.market?.tax === 'included' && vat > 0 ? max / (1 + vat / 100) : max;
}

// A price this far under the client's own budget usually means scope was missed, not a bargain.
const FAR_UNDER = 0.4;

export function budgetIgnored(analysis: AnalysisResult, proposal: ProposalFacts, markdown: string): Defect[] {
  const budget = netBudget(analysis);
  const total = proposal.totalPriceMid;
  if (budget === null || total === null || analysis.budget?.currency !== proposal.currency) return [];
  if (total < budget * FAR_UNDER && analysis.engagement?.model !== 'discovery')
    return [
      defect(
        'price not grounded in quantities',
        'persuasiveness',
        12,
        `The price is ${Math.round((total / budget) * 100)}% of the stated budget: check that no requested work is missing or under-counted.`,
        'Check every request and its quantities against the brief before quoting far under the budget.',
      ),
    ];
  if (total <= budget * 1.03) return [];
  const over = total / budget;
  // Saying so honestly costs less than ignoring it.
  const explained = /budget|enveloppe|rahmen|presupuesto|plafond|tope|kostendach/iu.test(markdown);
  const points = Math.min(30, Math.round((over - 1) * (explained ? 25 : 60)));
  return [
    defect(
      'budget ignored',
      'persuasiveness',
      Math.max(4, points),
      `The price is ${Math.round((over - 1) * 100)}% above the stated budget.`,
      'Reduce depth or quantity, or offer complete packages that fit.',
    ),
  ];
}

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function deadlineIgnored(analysis: AnalysisResult, proposal: ProposalFacts): Defect[] {
  const { deadline } = analysis;
  const { proposedStartDate: start, estimatedDurationDays: days } = proposal;
  if (!deadline || !start || !days || analysis.engagement?.model === 'retainer') return [];
  const end = addDays(start, days - 1);
  if (end <= deadline) return [];
  return [
    defect(
      'timeline ignores the deadline',
      'persuasiveness',
      12,
      `The work ends on ${end}, after the deadline of ${deadline}.`,
      'Plan back from the deadline, or say what can be ready by then.',
    ),
  ];
}

export function wrongModel(analysis: AnalysisResult, proposal: ProposalFacts): Defect[] {
  const asked = analysis.engagement?.model;
  if (!asked || !proposal.pricingModel) return [];
  const fits = MODEL_OF[asked]?.includes(proposal.pricingModel) ?? true;
  return fits
    ? []
    : [
        defect(
          'wrong commercial model',
          'persuasiveness',
          12,
          `The brief asks for a ${asked} engagement; the proposal prices it as ${proposal.pricingModel}.`,
          'Use the commercial model the client asked for.',
        ),
      ];
}
