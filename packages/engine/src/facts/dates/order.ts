// Which figure is the day in "05/02/2027": the brief's own dates tell. One written "18/01/2027" or
// "31/08" can only be day first, one written "12/24" only month first, and a writer keeps one order
// throughout. With no such date, French, German and Spanish write the day first, English the month.
import type { Brief } from '../../brief';

const SLASHED = /(?<![\d/.])(\d{1,2})\/(\d{1,2})(?:\/(?:\d{4}|\d{2}))?(?![\d/])/g;

export function dayFirstIn(brief: Pick<Brief, 'text' | 'language'>): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const [, a, b] of brief.text.matchAll(SLASHED)) {
    const [first, second] = [Number(a), Number(b)];
    if (first > 12 && first <= 31 && second >= 1 && second <= 12) dayFirst += 1;
    if (second > 12 && second <= 31 && first >= 1 && first <= 12) monthFirst += 1;
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst;
  return brief.language !== 'en';
}
