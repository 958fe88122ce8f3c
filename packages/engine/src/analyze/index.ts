import type { AnalyzeInput, AnalyzeOutput } from '../types';

export function analyzeBrief(_input: AnalyzeInput): AnalyzeOutput {
  throw new Error('not implemented yet');
}
