// A spelled figure of thousands with no currency, read as "15 thousand" written in digits is: an
// amount only where the sentence is about the budget (findMoney's `bare`). "Budget, I was thinking
// twelve to fifteen thousand, Canadian" names no currency; the market does.
import { linked } from './links';
import type { SpelledNumber } from './number-words';

const THOUSAND = 1000;
// What may follow such a figure: "… thousand range", "… thousand, Canadian"; "two thousand flyers"
// counts flyers.
const BARE_AFTER =
  /^(?:\s*(?:range|ish|or so|max|maximum|tops|plus|in total|all in)(?![\p{L}])|\s*(?:[^\p{L}\s]|$))/iu;

export interface BareFigure {
  start: number;
  end: number;
  value: number;
  /** As a digit token's: 1000 where the words carry a scale, so a pair's low end scales with it. */
  factor: number;
}

/** The figure, if `number` reads as one; the low end of a pair counts with it ("twelve to fifteen thousand"). */
export function bareSpelled(
  text: string,
  number: SpelledNumber,
  next: SpelledNumber | undefined,
): BareFigure[] {
  const { start, end, value } = number;
  if (value >= THOUSAND)
    return BARE_AFTER.test(text.slice(end)) ? [{ start, end, value, factor: THOUSAND }] : [];
  const pairs = next && next.value >= THOUSAND && next.value > value && linked(text, number, next);
  return pairs && BARE_AFTER.test(text.slice(next.end)) ? [{ start, end, value, factor: 1 }] : [];
}
