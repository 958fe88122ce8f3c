import type { ScoreInput, ScoreResult } from '../types';

export function scoreProposal(_input: ScoreInput): ScoreResult {
  throw new Error('not implemented yet');
}
