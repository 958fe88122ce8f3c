// The context-word lists of data/cues.json, compiled once.
import data from '../data/cues.json';
import { phrasesRegex } from './keywords';

export const CUES = {
  budget: phrasesRegex(data.budgetWords),
  negative: phrasesRegex(data.negativeWords),
  ceiling: phrasesRegex(data.ceilingWords),
  approx: phrasesRegex(data.approxWords),
  monthly: phrasesRegex(data.monthlyWords),
  deadline: phrasesRegex(data.deadlineWords),
  start: phrasesRegex(data.startWords),
  ignoreDate: phrasesRegex(data.ignoreDateWords),
};

/** Whether `regex` (global) matches anywhere in `text`, without leaking lastIndex between calls. */
export function has(regex: RegExp, text: string): boolean {
  regex.lastIndex = 0;
  const found = regex.test(text);
  regex.lastIndex = 0;
  return found;
}
