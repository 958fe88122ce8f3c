// The score is the review made measurable: 100 less the points of every defect a buyer would see,
// overall and for each of clarity, completeness and persuasiveness; the reasons name the defects.
import type { ScoreInput, ScoreResult } from '../types';
import { reviewProposal, type Defect, type Part } from '../review';

/**
 * A rules draft with no defect found still needs a person's pass: on the blind rounds F and G the
 * best drafts the review found nothing in were graded 38–45 (docs/engine.md), so a clean one scores
 * as "real work left", where a buyer put it.
 */
const CEILING = 45;
const PARTS: Part[] = ['clarity', 'completeness', 'persuasiveness'];

const clamp = (value: number): number => Math.max(0, Math.min(100, Math.round(value)));

export function scoreProposal(input: ScoreInput): ScoreResult {
  const defects = reviewProposal(input);
  const lost = (part?: Part) =>
    defects.filter((d: Defect) => !part || d.part === part).reduce((sum, d) => sum + d.points, 0);
  const [clarity, completeness, persuasiveness] = PARTS.map((part) => clamp(CEILING - lost(part) * 1.5));
  return {
    overall: clamp(CEILING - lost()),
    clarity: clarity as number,
    completeness: completeness as number,
    persuasiveness: persuasiveness as number,
    reasons: defects.length
      ? defects.map((d) => `${d.kind}: ${d.reason}`)
      : ['No defect found by the review.'],
    suggestions: [...new Set(defects.map((d) => d.suggestion))],
  };
}
