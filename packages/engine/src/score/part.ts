/** One dimension of the score with what drove it and what would raise it. */
export interface Part {
  score: number;
  reasons: string[];
  suggestions: string[];
}

export const clamp = (value: number): number => Math.max(0, Math.min(100, Math.round(value)));
