// Where a rules reading is likely wrong, said before a buyer finds it. A draft from a long brief,
// a tender, a forwarded thread, a brief with many amounts or dates, or lines priced on quantities
// the brief never gave, needs a person's pass: the score says so, and the reasons say where.
import type { AnalysisResult } from '@proposals/contracts';
import type { ProposalFacts } from '../types';
import { defect, type Defect } from './defects';

const AMOUNT =
  /(?:[$€£¥₹]|\b(?:EUR|USD|GBP|CHF|CAD|AUD|MXN|COP|CLP|ARS|SGD)\b)\s?\d|\d[\d.,'\s]*\s?(?:[$€£]|k\b|K\b|EUR|USD|GBP|CHF)/gu;
const THREAD =
  /^(?:>|-{2,}\s*(?:original|forwarded|mensaje|message|ursprüngliche)|(?:from|de|von|envoyé|sent|gesendet):\s)/gimu;
const LONG_WORDS = 220;

const wordsOf = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Lines priced on a count the brief never gave: the count is ours, so the price is too. */
function assumedCounts(proposal: ProposalFacts): Defect[] {
  const assumed = proposal.pricingBreakdown.filter(
    (line) => line.quantity !== null && line.basis !== null && !/\d/.test(line.basis),
  );
  if (assumed.length === 0) return [];
  return [
    defect(
      'price not grounded in quantities',
      'persuasiveness',
      Math.min(18, 6 * assumed.length),
      `${assumed.length} lines are priced on quantities we assumed (${assumed.map((l) => l.item).join(', ')}).`,
      'Confirm these quantities with the client before sending.',
    ),
  ];
}

function readingRisks(analysis: AnalysisResult, brief: string): Defect[] {
  const defects: Defect[] = [];
  const words = wordsOf(brief);
  if (words > LONG_WORDS)
    defects.push(
      defect(
        'requested items silently missing',
        'completeness',
        Math.min(20, Math.round((words / LONG_WORDS) * 8)),
        `The brief runs to ${words} words: check every request is answered.`,
        'Read the brief again beside the scope, line by line.',
      ),
    );
  if (analysis.engagement?.rfp)
    defects.push(
      defect(
        'RFP mechanics ignored',
        'completeness',
        15,
        'A tender sets lots, required documents, evaluation criteria and a price format.',
        'Answer each of the tender’s requirements in its own order and format.',
      ),
    );
  const amounts = brief.match(AMOUNT)?.length ?? 0;
  const thread = (brief.match(THREAD)?.length ?? 0) >= 2;
  if (amounts >= 3 || thread || (amounts > 0 && !analysis.budget))
    defects.push(
      defect(
        'misread commercial facts',
        'persuasiveness',
        thread ? 12 : 8,
        thread
          ? 'The brief is a thread: a later message may change the budget, dates or scope.'
          : `The brief states ${amounts} amounts: check which one is the budget.`,
        'Confirm the budget, deadline and scope against the latest message.',
      ),
    );
  return defects;
}

export function risks(
  analysis: AnalysisResult,
  proposal: ProposalFacts,
  brief: string | null | undefined,
): Defect[] {
  return [...assumedCounts(proposal), ...(brief ? readingRisks(analysis, brief) : [])];
}
