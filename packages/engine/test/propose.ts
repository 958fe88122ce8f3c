// The three stages on a brief as a client writes it, for the tests: what an integrator would get.
import { responseChecker, schemas } from '@proposals/contracts';
import { analyzeBrief } from '../src/analyze';
import { generateProposal } from '../src/generate';
import { reviewProposal } from '../src/review';
import { scoreProposal } from '../src/score';
import type { GenerationResult, ScoreInput } from '../src/types';

export const CREATED_AT = '2026-03-02T09:30:00.000Z';

export const checkAnalysis = responseChecker(schemas.analysisResult);
export const checkScope = responseChecker(schemas.scopeResult);
export const checkGeneration = responseChecker(schemas.generationResult);

export const analyze = (text: string, createdAt = CREATED_AT, title = '') =>
  analyzeBrief({ text, title, createdAt });

/** What the scorer reads of a generated proposal. */
export const scoreInputOf = (
  text: string,
  output: ReturnType<typeof analyze>,
  generated: GenerationResult,
  markdown = generated.markdown,
): ScoreInput => ({
  markdown,
  analysis: output.analysis,
  brief: text,
  proposal: { ...generated, coverage: generated.scope.coverage },
});

export function propose(text: string, createdAt = CREATED_AT, title = '') {
  const output = analyze(text, createdAt, title);
  const generated = generateProposal({ title, ...output, createdAt, accountName: 'Northlight Studio' });
  const input = scoreInputOf(text, output, generated);
  return {
    ...output,
    generated,
    markdown: generated.markdown,
    score: scoreProposal(input),
    defects: reviewProposal(input).map((d) => d.kind),
  };
}

/** The lines of a proposal's price, by label. */
export const itemsOf = (generated: GenerationResult): string[] =>
  generated.pricingBreakdown.map((l) => l.item);
