// The context-word lists of data/cues.json, compiled once.
import data from './data/cues.json';
import { PhraseMatcher, phrases } from '../text/phrases';

export const CUES = {
  budget: phrases(data.budgetWords),
  holding: phrases(data.holdingWords),
  strongBudget: phrases(data.strongBudgetWords),
  projectScope: phrases(data.projectScopeWords),
  wideScope: phrases(data.wideScopeWords),
  spentElsewhere: phrases(data.spentElsewhereWords),
  agencyShare: phrases(data.agencyShareWords),
  negative: phrases(data.negativeWords),
  rate: phrases(data.rateWords),
  withdrawn: phrases(data.withdrawnWords),
  withdrawnAfter: phrases(data.withdrawnAfterWords),
  ceiling: phrases(data.ceilingWords),
  ceilingAfter: phrases(data.ceilingAfterWords),
  hardDeadline: phrases(data.hardDeadlineWords),
  proposal: phrases(data.proposalWords),
  tender: phrases(data.tenderWords),
  approx: phrases(data.approxWords),
  monthly: phrases(data.monthlyWords),
  duration: phrases(data.durationWords),
  noBudget: phrases(data.noBudgetWords),
  deadline: phrases(data.deadlineWords),
  weakDeadline: phrases(data.weakDeadlineWords),
  purpose: phrases(data.purposeWords),
  start: phrases(data.startWords),
  ignoreDate: phrases(data.ignoreDateWords),
  processEvent: phrases(data.processEventWords),
  referenceOnly: phrases(data.referenceOnlyWords),
  ceilingSentence: phrases(data.ceilingSentenceWords),
  taxExcluded: phrases(data.taxExcludedWords),
  taxIncluded: phrases(data.taxIncludedWords),
  award: phrases(data.awardWords),
  submission: phrases(data.submissionWords),
  input: phrases(data.inputWords),
  closure: phrases(data.closureWords),
  relativeTo: phrases(data.relativeToWords),
  goal: phrases(data.goalWords),
  timingLabel: phrases(data.timingLabelWords),
  budgetOpen: phrases(data.budgetOpenWords),
};

/** Whether a matcher, or a regex (global or not, without leaking lastIndex), matches anywhere in `text`. */
export function has(matcher: PhraseMatcher | RegExp, text: string): boolean {
  if (matcher instanceof PhraseMatcher) return matcher.test(text);
  matcher.lastIndex = 0;
  const found = matcher.test(text);
  matcher.lastIndex = 0;
  return found;
}
