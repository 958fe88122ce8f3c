// The clause an amount sits in, and whether the words right around it take it back ("not the £25,000",
// "nicht 53'000", "the $15k was before").
import { CUES, has } from './cues';
import { tokensOf } from './money/tokens';

/** The clause of the sentence the amount sits in: up to the nearest comma, semicolon or bracket. */
export function clauseBefore(sentence: string, at: number, reach: number): string {
  const before = sentence.slice(Math.max(0, at - reach), at);
  return before.slice(before.search(/[^,;:()]*$/));
}

export function clauseAfter(sentence: string, at: number): string {
  const after = sentence.slice(at, at + 44);
  const stop = after.search(/[,;()]|\.\s|\s[–—]\s/);
  return stop === -1 ? after : after.slice(0, stop);
}

// "Das Kostendach ist CHF 35'000.–, nicht 53'000": a figure negated where it stands.
const NOT_RIGHT_BEFORE = /(?:^|\s)(?:not|nicht|pas|no)\s*$/iu;

/** "not the £25,000", "nicht 53'000", "instead of 15k" before it; "the $15k was before", "15.000 ist mir zu viel" after it. */
export function takenBack(sentence: string, span: { start: number; end: number }): boolean {
  const before = clauseBefore(sentence, span.start, 24);
  return (
    has(CUES.withdrawn, before) ||
    NOT_RIGHT_BEFORE.test(before) ||
    has(CUES.withdrawnAfter, clauseAfter(sentence, span.end).slice(0, 24))
  );
}

/** Figures a sentence takes back, with or without a currency. */
export function withdrawnFigures(sentence: string): number[] {
  return tokensOf(sentence)
    .filter((token) => token.value >= 100 && takenBack(sentence, token))
    .map((token) => token.value);
}
