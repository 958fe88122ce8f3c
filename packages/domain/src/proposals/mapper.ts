import type { ProposalDetail, ProposalSummary } from '@proposals/contracts';
import type { Proposal } from '@proposals/db';
import { iso } from '../shared/time';

export const summarySelect = {
  id: true,
  title: true,
  status: true,
  clientId: true,
  pricingModel: true,
  finalPrice: true,
  rawInputMethod: true,
  createdAt: true,
  updatedAt: true,
} as const;

type SummaryRow = Pick<Proposal, keyof typeof summarySelect>;

export function toSummary(row: SummaryRow): ProposalSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    clientId: row.clientId,
    pricingModel: row.pricingModel,
    finalPrice: row.finalPrice,
    rawInputMethod: row.rawInputMethod,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** `hasResult`, plus the stage's result fields when the stage has run. */
function stageSummary<S>(result: unknown): S {
  if (result && typeof result === 'object' && !Array.isArray(result))
    return { hasResult: true, ...result } as S;
  return { hasResult: false } as S;
}

export function toDetail(row: Proposal): ProposalDetail {
  return {
    ...toSummary(row),
    templateId: row.templateId,
    rawInputText: row.rawInputText,
    rawInputUrl: row.rawInputUrl,
    currency: row.currency,
    generatedProposalMarkdown: row.generatedProposalMarkdown,
    editedProposalMarkdown: row.editedProposalMarkdown,
    totalPriceLow: row.totalPriceLow,
    totalPriceMid: row.totalPriceMid,
    totalPriceHigh: row.totalPriceHigh,
    pricingBreakdown: row.pricingBreakdown as ProposalDetail['pricingBreakdown'],
    pricingOptions: row.pricingOptions as ProposalDetail['pricingOptions'],
    estimatedDurationDays: row.estimatedDurationDays,
    timelineMilestones: row.timelineMilestones as ProposalDetail['timelineMilestones'],
    proposedStartDate: row.proposedStartDate ? iso(row.proposedStartDate).slice(0, 10) : null,
    proposalScore: row.proposalScore,
    scoreBreakdown: row.scoreBreakdown as ProposalDetail['scoreBreakdown'],
    analysisSummary: stageSummary<ProposalDetail['analysisSummary']>(row.analysisResult),
    scopeSummary: stageSummary<ProposalDetail['scopeSummary']>(row.scopeResult),
    outcome: row.outcome,
    outcomeNotes: row.outcomeNotes,
  };
}
