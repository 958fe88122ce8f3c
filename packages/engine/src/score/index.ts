import type { ScoreInput, ScoreResult } from '../types';
import { clarity } from './clarity';
import { completeness } from './completeness';
import { parseProposal } from './parse';
import { persuasiveness } from './persuasiveness';

// Completeness weighs most: a missing section or price hurts a proposal more than a long sentence.
const WEIGHTS = { clarity: 0.25, completeness: 0.45, persuasiveness: 0.3 };

/** Scores a Markdown proposal 0–100 on clarity, completeness and persuasiveness. Pure and deterministic. */
export function scoreProposal(input: ScoreInput): ScoreResult {
  const doc = parseProposal(input.markdown);
  const parts = {
    clarity: clarity(doc),
    completeness: completeness(doc, input.analysis),
    persuasiveness: persuasiveness(doc, input.analysis),
  };
  const overall = Math.round(
    WEIGHTS.clarity * parts.clarity.score +
      WEIGHTS.completeness * parts.completeness.score +
      WEIGHTS.persuasiveness * parts.persuasiveness.score,
  );
  const all = Object.values(parts);
  return {
    overall,
    clarity: parts.clarity.score,
    completeness: parts.completeness.score,
    persuasiveness: parts.persuasiveness.score,
    reasons: all.flatMap((part) => part.reasons),
    suggestions: all.flatMap((part) => part.suggestions),
  };
}
