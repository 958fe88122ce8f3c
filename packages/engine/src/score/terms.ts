import terms from '../data/score-terms.json';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Counts occurrences of a word list in text. Whole words only, or word starts with `prefix`
 * ("result" counts "results"), so that "sign" does not count "design".
 */
function matcher(words: readonly string[], prefix: boolean): (text: string) => Map<string, number> {
  const end = prefix ? '' : '(?![\\p{L}\\p{N}])';
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escape).join('|')})${end}`, 'giu');
  return (text) => {
    const found = new Map<string, number>();
    for (const match of text.toLowerCase().matchAll(pattern)) {
      const word = match[1] as string;
      found.set(word, (found.get(word) ?? 0) + 1);
    }
    return found;
  };
}

export const findVague = matcher(terms.vague, false);
export const findFiller = matcher(terms.filler, false);
export const findBenefits = matcher(terms.benefit, true);
export const findActions = matcher(terms.action, true);
export const findAddress = matcher(terms.address, false);
export const findMonths = matcher(terms.months, false);
export const findProof = matcher(terms.proof, true);

export const total = (found: Map<string, number>): number => [...found.values()].reduce((a, b) => a + b, 0);

const MONEY = /(?:[$€£¥₹]|\b[A-Z]{3}\b)\s?\d|\d[\d.,\u00a0\u202f ]*\s?(?:[A-Z]{0,2}[$€£¥₹]|\b[A-Z]{3}\b)/;
const DATE = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g;

export const hasMoney = (text: string): boolean => MONEY.test(text);

export const countDates = (text: string): number => (text.match(DATE)?.length ?? 0) + total(findMonths(text));

export const countNumbers = (text: string): number => text.match(/\d+(?:[.,]\d+)*/g)?.length ?? 0;
