// The context-word lists of data/cues.json, compiled once.
import data from '../data/cues.json';
import { phrasesRegex } from './keywords';

export const CUES = {
  budget: phrasesRegex(data.budgetWords),
  holding: phrasesRegex(data.holdingWords),
  strongBudget: phrasesRegex(data.strongBudgetWords),
  negative: phrasesRegex(data.negativeWords),
  withdrawn: phrasesRegex(data.withdrawnWords),
  ceiling: phrasesRegex(data.ceilingWords),
  ceilingAfter: phrasesRegex(data.ceilingAfterWords),
  approx: phrasesRegex(data.approxWords),
  monthly: phrasesRegex(data.monthlyWords),
  duration: phrasesRegex(data.durationWords),
  noBudget: phrasesRegex(data.noBudgetWords),
  deadline: phrasesRegex(data.deadlineWords),
  weakDeadline: phrasesRegex(data.weakDeadlineWords),
  purpose: phrasesRegex(data.purposeWords),
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
