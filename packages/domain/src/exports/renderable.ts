import type { AnalysisResult, Milestone, PricingLine, RenderableProposal } from '@proposals/contracts';
import type { ProposalRecord } from '../proposals/record';
import type { DbOrTx } from '../shared/db';

/**
 * What the document shows, read from the proposal, its account (the agency's name) and its client.
 * The cover date is the day of the export (UTC), so a file is reused the same day.
 */
export async function renderableProposal(
  db: DbOrTx,
  proposal: ProposalRecord,
  now: Date,
): Promise<RenderableProposal> {
  const [account, client] = await Promise.all([
    db.account.findUnique({ where: { id: proposal.accountId }, select: { name: true } }),
    proposal.clientId
      ? db.client.findFirst({
          where: { id: proposal.clientId, accountId: proposal.accountId },
          select: { name: true, company: true },
        })
      : null,
  ]);
  const analysis = proposal.analysisResult as AnalysisResult | null;
  return {
    title: proposal.title,
    clientName: client ? (client.company ?? client.name) : (analysis?.client.name ?? null),
    agencyName: account?.name ?? null,
    date: now.toISOString().slice(0, 10),
    language: analysis?.language ?? 'en',
    currency: proposal.currency,
    markdown: proposal.editedProposalMarkdown ?? proposal.generatedProposalMarkdown ?? '',
    pricingBreakdown: (proposal.pricingBreakdown as PricingLine[] | null) ?? [],
    pricingOptions: (proposal.pricingOptions as PricingLine[] | null) ?? [],
    totalPriceLow: proposal.totalPriceLow,
    totalPriceMid: proposal.totalPriceMid,
    totalPriceHigh: proposal.totalPriceHigh,
    proposedStartDate: proposal.proposedStartDate?.toISOString().slice(0, 10) ?? null,
    estimatedDurationDays: proposal.estimatedDurationDays,
    timelineMilestones: (proposal.timelineMilestones as Milestone[] | null) ?? [],
  };
}
