// How counts are written before they are read: in words ("trois", "a dozen"), in thousands of words
// ("20k words"), or twice in a contract ("three (3)").
import numberWords from '../facts/data/number-words.json';
import { escapeRegex } from '../text/phrases';

// "once" is eleven in Spanish and "one time" in English: too ambiguous to count.
// Counts are whole: "half a day" is a length, not half of a thing.
const UNIT_WORDS = Object.entries(numberWords.units).filter(
  ([word, value]) => word !== 'once' && Number.isInteger(value),
);
// "a dozen", "une dizaine", "ein paar": counts said approximately.
export const WORDS: Record<string, number> = { ...Object.fromEntries(UNIT_WORDS), ...numberWords.approx };
export const WORD_ALT = Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .map(escapeRegex)
  .join('|');
/** A count as a brief writes it, in figures or in words ("4", "vier", "a dozen"), for a regex. */
export const COUNT = `\\d{1,4}|${WORD_ALT}`;
// "20k words", "15 k mots": word counts are written in thousands.
const THOUSAND_WORDS = /(\d{1,3}(?:[.,]\d)?)\s?k(?=\s*(?:words?|mots|wörter|palabras)(?![\p{L}]))/giu;
export const inFull = (text: string): string =>
  text.replace(THOUSAND_WORDS, (_, n: string) => {
    const value = Math.round(Number(n.replace(',', '.')) * 1000);
    return `${Math.floor(value / 1000)},${String(value % 1000).padStart(3, '0')}`;
  });

// "three (3) 30-second PSAs": a contract writes the number twice; it is counted once.
const SPELLED_TWICE = /(?<![\p{L}])(\p{L}+)\s+\((\d{1,3})\)/gu;
export const once = (text: string): string =>
  text.replace(SPELLED_TWICE, (all, word: string, digits: string) =>
    WORDS[word.toLowerCase()] === Number(digits) ? digits.padStart(all.length) : all,
  );
