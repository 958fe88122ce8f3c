import type { AnalysisResult, ScopeResult } from '@proposals/contracts';
import type { Engine } from '@proposals/engine';
import { iso } from '../shared/time';
import type { StageProposal, StageResult } from './stage-sql';
import type { StageName } from './stages';

function requireResult<T>(value: unknown, what: string): T {
  if (!value || typeof value !== 'object') throw new Error(`the proposal has no ${what} result`);
  return value as T;
}

/** Each stage: the engine's work on the proposal, as the columns it sets. */
export const STAGE_WORK: Record<StageName, (engine: Engine, p: StageProposal) => Promise<StageResult>> = {
  analyze: async (engine, p) => {
    const { analysis, scope } = await engine.analyze({
      text: p.rawInputText ?? '',
      title: p.title,
      createdAt: iso(p.createdAt),
      client: p.client,
    });
    return {
      analysisResult: analysis,
      scopeResult: scope,
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
      template: p.template,
      client: p.client,
      accountName: p.accountName,
    });
    return {
      generatedProposalMarkdown: generated.markdown,
      // The scope as generated: what the proposal did with each request (included, option, …).
      scopeResult: generated.scope,
      currency: generated.currency,
      pricingModel: p.pricingModel ?? generated.pricingModel,
      pricingBreakdown: generated.pricingBreakdown,
      pricingOptions: generated.pricingOptions,
      totalPriceLow: generated.totalPriceLow,
      totalPriceMid: generated.totalPriceMid,
      totalPriceHigh: generated.totalPriceHigh,
      estimatedDurationDays: generated.estimatedDurationDays,
      timelineMilestones: generated.timelineMilestones,
      proposedStartDate: generated.proposedStartDate,
    };
  },
  score: async (engine, p) => {
    const markdown = p.editedProposalMarkdown ?? p.generatedProposalMarkdown;
    if (!markdown) throw new Error('the proposal has no Markdown to score');
    const analysis = p.analysisResult as AnalysisResult | null;
    const scope = p.scopeResult as ScopeResult | null;
    const score = await engine.score({
      markdown,
      analysis,
      brief: p.rawInputText,
      proposal: {
        currency: p.currency,
        pricingModel: p.pricingModel,
        pricingBreakdown: p.pricingBreakdown ?? [],
        pricingOptions: p.pricingOptions ?? [],
        totalPriceMid: p.totalPriceMid,
        proposedStartDate: p.proposedStartDate,
        estimatedDurationDays: p.estimatedDurationDays,
        coverage: scope?.coverage ?? null,
      },
    });
    return { proposalScore: score.overall, scoreBreakdown: score };
  },
};
