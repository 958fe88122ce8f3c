// Numbers written in words ("forty-two thousand", "quince mil", "deux cent mille",
// "fünfundzwanzigtausend"), which briefs use for amounts in formal letters and in speech-like
// messages. Only their value is read here; money.ts decides whether a currency makes one an amount.
import data from '../data/number-words.json';
import { escapeRegex } from '../../text/phrases';
import { PAIR_LEAD } from './links';

export interface SpelledNumber {
  start: number;
  end: number;
  value: number;
}

const UNITS = data.units as Record<string, number>;
const HUNDREDS = new Set(data.hundreds);
const SCALES = data.scales as Record<string, number>;
const JOINERS = new Set(data.joiners);

const PART = [...Object.keys(UNITS), ...HUNDREDS, ...Object.keys(SCALES), ...JOINERS]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegex)
  .join('|');
// A word made only of number parts; German writes a whole number as one word.
const WORD = `(?:${PART})+`;
const PHRASE = new RegExp(`(?<![\\p{L}\\d])${WORD}(?:[\\s-]+${WORD})*(?![\\p{L}])`, 'giu');
const PARTS = new RegExp(`${PART}|[\\s-]+`, 'giy');
const LEADING_JOINERS = new RegExp(`^(?:(?:${[...JOINERS].join('|')})[\\s-]+)+`, 'iu');

/** The value of a phrase of number parts: units add up, "hundred" multiplies, "thousand" closes a group. */
function valueOf(phrase: string): number | undefined {
  let total = 0;
  let current = 0;
  let units = 0;
  PARTS.lastIndex = 0;
  for (const [part] of phrase.toLowerCase().matchAll(PARTS)) {
    if (/^[\s-]+$/.test(part) || JOINERS.has(part)) continue;
    if (HUNDREDS.has(part)) current = (current || 1) * 100;
    else if (SCALES[part]) {
      total += (current || 1) * SCALES[part];
      current = 0;
    } else current += UNITS[part] ?? 0;
    units += 1;
  }
  return units > 0 ? total + current : undefined;
}

const PAIR_JOINER = /\s+(?:and|et|und|y)\s+/iu;

/**
 * "between twenty and thirty thousand": after a pair lead the first joiner links two numbers, it does
 * not add them up ("one hundred and twenty" elsewhere still does).
 */
function pairParts(phrase: string, at: number, text: string): { start: number; text: string }[] {
  const joiner = PAIR_LEAD.test(text.slice(Math.max(0, at - 12), at)) ? PAIR_JOINER.exec(phrase) : null;
  if (!joiner) return [{ start: at, text: phrase }];
  const second = joiner.index + joiner[0].length;
  return [
    { start: at, text: phrase.slice(0, joiner.index) },
    { start: at + second, text: phrase.slice(second) },
  ];
}

/** Numbers written in words in `text`, with where each stands. */
export function spelledNumbers(text: string): SpelledNumber[] {
  const found: SpelledNumber[] = [];
  for (const match of text.matchAll(PHRASE)) {
    const lead = LEADING_JOINERS.exec(match[0])?.[0].length ?? 0;
    for (const part of pairParts(match[0].slice(lead), match.index + lead, text)) {
      const value = valueOf(part.text);
      if (value !== undefined) found.push({ start: part.start, end: part.start + part.text.length, value });
    }
  }
  return found;
}
