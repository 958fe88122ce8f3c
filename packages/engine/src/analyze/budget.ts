// Which amount of the brief is our budget. Briefs quote revenue, competitors' quotes, prices and
// order values too, so an amount counts only with a budget word in its sentence (or a "no more
// than"/"around" right before it) and no distractor word in its own clause.
import { MONEY_MAX_CENTS, type Budget, type BudgetKind } from '@proposals/contracts';
import dates from '../data/dates.json';
import type { Segment } from './clean-text';
import { CUES, has } from './cues';
import { defaultCurrency, findMoney, type MoneyMention } from './money';

const NUMBER_WORDS = dates.numberWords as Record<string, number>;
const MONTH_COUNT = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})[\\s-]*(?:months?|mois|monate?n?|mes(?:es)?)(?![\\p{L}])`,
  'iu',
);

interface Candidate {
  score: number;
  budget: Budget;
}

/** "Montant maximum : 35 000 €": a short label before a colon qualifies the amount after it. */
function labelBefore(sentence: string, at: number): string {
  const label = /^([^:]{1,40}):\s*$/u.exec(sentence.slice(0, at).replace(/\s*(?:max\.?|min\.?)\s*$/iu, ''));
  return label ? `${label[1]} ` : '';
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

function monthsIn(sentence: string | undefined): number | undefined {
  const match = MONTH_COUNT.exec(sentence ?? '');
  if (!match?.[1]) return undefined;
  const months = NUMBER_WORDS[match[1].toLowerCase()] ?? Number(match[1]);
  return months >= 1 && months <= 120 ? months : undefined;
}

/** The parenthesis an amount sits in ("(media spend is separate, around $60k)"), or ''. */
function parenthesisAround(sentence: string, start: number, end: number): string {
  const open = sentence.lastIndexOf('(', start);
  if (open < 0 || sentence.lastIndexOf(')', start) > open) return '';
  const close = sentence.indexOf(')', end);
  return sentence.slice(open, close < 0 ? sentence.length : close);
}

/** "We now have £18,000, not the £25,000 I mentioned": the words right before take the amount back. */
const withdrawnHere = (sentence: string, mention: MoneyMention): boolean =>
  has(CUES.withdrawn, clauseBefore(sentence, mention.start).slice(-20));

/** Amounts the brief takes back count nowhere in it, not even where an older message quoted below states them. */
function withdrawnAmounts(sentences: Segment[], wholeText: string): Set<string> {
  const keys = new Set<string>();
  for (const { text } of sentences) {
    if (!has(CUES.withdrawn, text)) continue;
    for (const mention of findMoney(text, wholeText))
      if (withdrawnHere(text, mention)) keys.add(`${mention.currency} ${mention.max}`);
  }
  return keys;
}

/** A rate's term given on a line of its own ("Durée : 6 mois"). */
const termOf = (sentences: Segment[]): number | undefined =>
  monthsIn(sentences.find(({ text }) => has(CUES.duration, text) && MONTH_COUNT.test(text))?.text);

function candidate(
  sentence: string,
  mention: MoneyMention,
  context: string,
  term: number | undefined,
): Candidate | null {
  const before = clauseBefore(sentence, mention.start);
  const after = clauseAfter(sentence, mention.end);
  const aside = parenthesisAround(sentence, mention.start, mention.end);
  if (has(CUES.negative, before) || has(CUES.negative, after) || has(CUES.negative, aside)) return null;
  if (withdrawnHere(sentence, mention)) return null;
  // "INR 18 lakh was mentioned loosely; no firm budget yet": the sentence itself denies a budget.
  if (has(CUES.noBudget, sentence)) return null;
  const near = labelBefore(sentence, mention.start) + before.slice(-28);
  // "The not-to-exceed amount for this engagement is USD 48,000": the cap may lead its clause.
  const ceiling =
    has(CUES.ceiling, near) ||
    has(CUES.ceiling, labelBefore(sentence, mention.start) + before) ||
    has(CUES.ceilingAfter, after.slice(0, 14));
  const approx = !ceiling && has(CUES.approx, near);
  const monthly = has(CUES.monthly, after) || has(CUES.monthly, near);
  const months = monthly ? (monthsIn(sentence) ?? term) : undefined;
  // "1 500 €/mois sur 6 mois": a rate over a stated term is a budget even without the word.
  // An amount labelled "budget" in its own clause (or under a "Budget" heading) beats one merely near "spend".
  const labelled =
    has(CUES.strongBudget, before) || (context !== sentence && has(CUES.strongBudget, context));
  // "We have £18,000 for this": what the client has, with a currency, is its budget.
  const budgetWord = has(CUES.budget, context) || has(CUES.holding, context);
  const score = (budgetWord ? 3 : 0) + (ceiling || approx || months ? 2 : 0) + (labelled ? 1 : 0);
  if (score < 2 || Math.round(mention.max * (months ?? 1) * 100) > MONEY_MAX_CENTS) return null;
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
export function findBudget(sentences: Segment[], wholeText: string, language = 'en'): Budget | null {
  const withdrawn = withdrawnAmounts(sentences, wholeText);
  const pass = (bareCurrency?: string): Budget | null => {
    let best: Candidate | null = null;
    const term = termOf(sentences);
    sentences.forEach((segment, index) => {
      // A heading such as "3. Budget" lends its word to the line after it.
      const previous = sentences[index - 1]?.text ?? '';
      const context = previous.split(/\s+/).length <= 4 ? `${previous} ${segment.text}` : segment.text;
      for (const mention of findMoney(segment.text, wholeText, bareCurrency)) {
        const found = candidate(segment.text, mention, context, term);
        // A bare "10k" counts only in a budget sentence.
        if (found && bareCurrency && !has(CUES.budget, context)) continue;
        if (withdrawn.has(`${mention.currency} ${mention.max}`)) continue;
        // Ties go to the first amount of the brief.
        if (found && (!best || found.score > best.score)) best = found;
      }
    });
    return (best as Candidate | null)?.budget ?? null;
  };
  return pass() ?? pass(defaultCurrency(wholeText, language));
}
