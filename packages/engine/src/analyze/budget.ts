// Which amount of the brief is our budget. Briefs quote revenue, competitors' quotes, prices and
// order values too, so an amount counts only with a budget word in its sentence (or a "no more
// than"/"around" right before it) and no distractor word in its own clause.
import { MONEY_MAX_CENTS, type Budget, type BudgetKind } from '@proposals/contracts';
import dates from '../data/dates.json';
import type { Segment } from './clean-text';
import { CUES, has } from './cues';
import { findMoney, type MoneyMention } from './money';

const NUMBER_WORDS = dates.numberWords as Record<string, number>;
const MONTH_COUNT = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})[\\s-]*(?:months?|mois|monate?n?|mes(?:es)?)(?![\\p{L}])`,
  'iu',
);

interface Candidate {
  score: number;
  budget: Budget;
}

function clauseBefore(sentence: string, at: number): string {
  const before = sentence.slice(Math.max(0, at - 45), at);
  return before.slice(before.search(/[^,;:()]*$/));
}

function clauseAfter(sentence: string, at: number): string {
  const after = sentence.slice(at, at + 40);
  const stop = after.search(/[,;()]|\.\s/);
  return stop === -1 ? after : after.slice(0, stop);
}

function cents(amount: number): number {
  return Math.min(MONEY_MAX_CENTS, Math.max(0, Math.round(amount * 100)));
}

function monthsIn(sentence: string): number | undefined {
  const match = MONTH_COUNT.exec(sentence);
  if (!match?.[1]) return undefined;
  const months = NUMBER_WORDS[match[1].toLowerCase()] ?? Number(match[1]);
  return months >= 1 && months <= 120 ? months : undefined;
}

function candidate(sentence: string, mention: MoneyMention, context: string): Candidate | null {
  const before = clauseBefore(sentence, mention.start);
  const after = clauseAfter(sentence, mention.end);
  if (has(CUES.negative, before) || has(CUES.negative, after)) return null;
  const near = before.slice(-28);
  const ceiling = has(CUES.ceiling, near);
  const approx = !ceiling && has(CUES.approx, near);
  const score = (has(CUES.budget, context) ? 3 : 0) + (ceiling || approx ? 2 : 0);
  if (score < 2) return null;
  const monthly = has(CUES.monthly, after);
  const months = monthly ? monthsIn(sentence) : undefined;
  const factor = months ?? 1;
  let kind: BudgetKind = mention.min < mention.max ? 'range' : 'fixed';
  if (ceiling) kind = 'ceiling';
  else if (approx && kind === 'fixed') kind = 'approximate';
  if (monthly) kind = 'monthly';
  const budget: Budget = {
    min: ceiling ? 0 : cents(mention.min * factor),
    max: cents(mention.max * factor),
    currency: mention.currency,
    kind,
    text: sentence.trim().slice(0, 160),
  };
  if (months) budget.months = months;
  return { score, budget };
}

/** The stated budget, or null when the brief gives no amount we can stand behind. */
export function findBudget(sentences: Segment[], wholeText: string): Budget | null {
  let best: Candidate | null = null;
  sentences.forEach((segment, index) => {
    // A heading such as "3. Budget" lends its word to the line after it.
    const previous = sentences[index - 1]?.text ?? '';
    const context = previous.split(/\s+/).length <= 4 ? `${previous} ${segment.text}` : segment.text;
    for (const mention of findMoney(segment.text, wholeText)) {
      const found = candidate(segment.text, mention, context);
      // Ties go to the first amount of the brief.
      if (found && (!best || found.score > best.score)) best = found;
    }
  });
  return (best as Candidate | null)?.budget ?? null;
}
