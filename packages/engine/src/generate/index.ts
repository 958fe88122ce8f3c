import type { GenerateInput, GenerationResult } from '../types';

export function generateProposal(_input: GenerateInput): GenerationResult {
  throw new Error('not implemented yet');
}
