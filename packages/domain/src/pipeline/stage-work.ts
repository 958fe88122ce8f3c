import type { AnalysisResult, ScopeResult } from '@proposals/contracts';
import type { Prisma } from '@proposals/db';
import type { Engine, TemplateInput } from '@proposals/engine';
import { iso } from '../shared/time';
import type { StageName } from './stages';

/** What a stage reads: the proposal with its client, template and account name. */
export const stageInclude = {
  client: { select: { name: true, company: true } },
  template: { select: { name: true, sections: true, defaultRates: true, currency: true } },
  account: { select: { name: true } },
} as const;

export type StageProposal = Prisma.ProposalGetPayload<{ include: typeof stageInclude }>;

const date = (value: string) => new Date(`${value}T00:00:00.000Z`);

function requireResult<T>(value: unknown, what: string): T {
  if (!value || typeof value !== 'object') throw new Error(`the proposal has no ${what} result`);
  return value as T;
}

/** Each stage: the engine's work on the proposal, as the columns it sets. */
export const STAGE_WORK: Record<
  StageName,
  (engine: Engine, p: StageProposal) => Promise<Prisma.ProposalUpdateInput>
> = {
  analyze: async (engine, p) => {
    const { analysis, scope } = await engine.analyze({
      text: p.rawInputText ?? '',
      title: p.title,
      createdAt: iso(p.createdAt),
      client: p.client,
    });
    return {
      analysisResult: analysis as Prisma.InputJsonObject,
      scopeResult: scope as Prisma.InputJsonObject,
      // Money is in the brief's currency when it states one (DESIGN §3).
      currency: analysis.budget?.currency ?? p.template?.currency ?? p.currency,
    };
  },
  generate: async (engine, p) => {
    const generated = await engine.generate({
      title: p.title,
      analysis: requireResult<AnalysisResult>(p.analysisResult, 'analysis'),
      scope: requireResult<ScopeResult>(p.scopeResult, 'scope'),
      createdAt: iso(p.createdAt),
      template: p.template as TemplateInput | null,
      client: p.client,
      accountName: p.account.name,
    });
    return {
      generatedProposalMarkdown: generated.markdown,
      currency: generated.currency,
      pricingModel: p.pricingModel ?? generated.pricingModel,
      pricingBreakdown: generated.pricingBreakdown,
      pricingOptions: generated.pricingOptions,
      totalPriceLow: generated.totalPriceLow,
      totalPriceMid: generated.totalPriceMid,
      totalPriceHigh: generated.totalPriceHigh,
      estimatedDurationDays: generated.estimatedDurationDays,
      timelineMilestones: generated.timelineMilestones,
      proposedStartDate: date(generated.proposedStartDate),
    };
  },
  score: async (engine, p) => {
    const markdown = p.editedProposalMarkdown ?? p.generatedProposalMarkdown;
    if (!markdown) throw new Error('the proposal has no Markdown to score');
    const analysis = p.analysisResult as AnalysisResult | null;
    const score = await engine.score({ markdown, analysis });
    return { proposalScore: score.overall, scoreBreakdown: score };
  },
};
