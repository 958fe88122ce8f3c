import { responseChecker, schemas } from '@proposals/contracts';
import type { AnalyzeOutput, GenerationResult, ScoreResult } from '../types';
import { ANALYZE_SCHEMA } from './prompts';

function checked<T>(schema: object, what: string): (value: unknown) => T {
  const check = responseChecker(schema);
  return (value) => {
    const problems = check(value);
    if (problems.length)
      throw new Error(
        `LLM ${what} fails its schema: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}`,
      );
    return value as T;
  };
}

export const toAnalysis = checked<AnalyzeOutput>(ANALYZE_SCHEMA, 'analysis');
export const toScore = checked<ScoreResult>(schemas.scoreResult, 'score');
const toGenerationShape = checked<GenerationResult>(schemas.generationResult, 'generation');

/** A generation whose sums we recompute ourselves: a model's arithmetic is not to be trusted. */
export function toGeneration(value: unknown): GenerationResult {
  const result = toGenerationShape(value);
  const fix = (line: GenerationResult['pricingBreakdown'][number]) => ({
    ...line,
    total: Math.round(line.hours * line.rate),
  });
  const pricingBreakdown = result.pricingBreakdown.map(fix);
  const totalPriceMid = pricingBreakdown.reduce((sum, line) => sum + line.total, 0);
  if (!(result.totalPriceLow <= totalPriceMid && totalPriceMid <= result.totalPriceHigh)) {
    throw new Error('LLM generation: low ≤ mid ≤ high does not hold for the recomputed total');
  }
  return { ...result, pricingBreakdown, pricingOptions: result.pricingOptions.map(fix), totalPriceMid };
}
