// A defect a buyer would see, named, with the points it costs and what would mend it. The score
// is what remains of 100 once every defect is counted; each of its three parts counts its own.
export type Part = 'clarity' | 'completeness' | 'persuasiveness';

export interface Defect {
  /** A kind from the rubric: 'ungrounded line', 'uncovered request', 'double pricing', … */
  kind: string;
  part: Part;
  points: number;
  reason: string;
  suggestion: string;
}

export const defect = (
  kind: string,
  part: Part,
  points: number,
  reason: string,
  suggestion: string,
): Defect => ({
  kind,
  part,
  points,
  reason,
  suggestion,
});
