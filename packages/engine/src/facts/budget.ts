// The project's budget: of every amount in the brief (subject lines, form fields, every message of a
// thread), the one its words make this project's budget. A newer message wins over the older one it
// corrects; an amount the brief takes back anywhere counts nowhere.
import { MONEY_MAX_CENTS, type Budget } from '@proposals/contracts';
import type { Brief, BriefLine } from '../brief';
import { sentencesOf } from '../brief/sentences';
import { withdrawnFigures } from './amount-clauses';
import { cluesOf, type AmountContext, type Clues } from './budget-clues';
import { isBudgetLabel, opensWithBudgetLabel } from './budget-labels';
import { CUES, has } from './cues';
import { DOLLAR_COUNTRIES, type Market } from './market';
import { DOLLAR, findMoney, GENERIC, paidIn, type MoneyMention } from './money/mentions';
import { monthsIn, termMonths } from './term';

export interface BudgetFact extends Budget {
  /** Whether the amount includes VAT/GST/IVA, as the brief says; null when it does not say. */
  tax: 'excluded' | 'included' | null;
}

interface Candidate {
  mention: MoneyMention;
  context: AmountContext;
  clues: Clues;
  message: number;
  order: number;
}

const LANGUAGE_CURRENCY: Record<string, string> = { en: 'USD', fr: 'EUR', de: 'EUR', es: 'EUR' };
// A "$" where no place names the market: in French it is Canada's (Québec writes "25 000 $").
const LANGUAGE_DOLLAR: Record<string, string> = { fr: 'CAD' };
const HEADING_REACH = 6;

/** The heading a line sits under, within a few lines of the same message. */
function headingOver(lines: readonly BriefLine[], line: BriefLine): string {
  for (let i = line.index - 1; i >= 0 && i >= line.index - HEADING_REACH; i -= 1) {
    const other = lines[i] as BriefLine;
    if (other.message !== line.message) break;
    if (other.part === 'heading') return other.text;
  }
  return '';
}

/** The sentences of a line; "S/. 30 000" (Peru's sol sign) ends none at its full stop. */
function sentencesIn(line: string): string[] {
  const spans: { start: number; end: number }[] = [];
  for (const { text, start } of sentencesOf(line)) {
    const last = spans.at(-1);
    if (last && /\/\.$/.test(line.slice(last.start, last.end))) last.end = start + text.length;
    else spans.push({ start, end: start + text.length });
  }
  return spans.map(({ start, end }) => line.slice(start, end));
}

function contextsOf(brief: Brief): { context: AmountContext; message: number }[] {
  const contexts = brief.subjects.map((subject) => ({
    context: { sentence: subject, frame: '' },
    message: 0,
  }));
  for (const line of brief.lines) {
    if (!line.text || line.part === 'signature') continue;
    const { field } = line;
    if (field) {
      // The label frames the value's first sentence only: "Media spend: $20k/month. Agency fee: $5k/month."
      sentencesIn(field.value).forEach((text, index) =>
        contexts.push({
          context: {
            sentence: text,
            frame: index ? '' : `${headingOver(brief.lines, line)} ${field.label}`.trim(),
          },
          message: line.message,
        }),
      );
      continue;
    }
    let frame = headingOver(brief.lines, line);
    for (const text of sentencesIn(line.text)) {
      const own = opensWithBudgetLabel(text) ? `${frame} budget` : frame;
      contexts.push({ context: { sentence: text, frame: own }, message: line.message });
      if (isBudgetLabel(text)) frame = `${frame} budget`;
    }
  }
  return contexts;
}

const LOCAL_DOLLARS = new Set(['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD']);

function currencyOf(
  mention: MoneyMention,
  market: Market,
  stated: string | undefined,
  language: string,
): string {
  const local = (market.country ? DOLLAR_COUNTRIES[market.country] : undefined) ?? LANGUAGE_DOLLAR[language];
  if (mention.currency === GENERIC) return local ?? 'USD';
  if (mention.currency === DOLLAR) return local && LOCAL_DOLLARS.has(local) ? local : 'USD';
  // "4 500 000 FCFA" from Douala is the Central African franc.
  if (mention.currency) return paidIn(mention.currency, market.currency);
  return market.currency ?? stated ?? LANGUAGE_CURRENCY[language] ?? 'USD';
}

const cents = (amount: number): number => Math.min(MONEY_MAX_CENTS, Math.max(0, Math.round(amount * 100)));

const STRETCH_REACH = 3;

/**
 * "around £2,500, could stretch to £3k", "CAD $9,000 and it can't go past $10,000", "bisher 290 €,
 * max. 400 €": a higher ceiling said with the budget is how far it goes.
 */
function stretched(best: Candidate, candidates: readonly Candidate[]): MoneyMention {
  const ceiling = candidates.find(
    (c) =>
      c.order === best.order &&
      c.mention.start > best.mention.end &&
      (c.clues.kind === 'ceiling' || c.clues.capped) &&
      !c.clues.rejected &&
      !c.clues.share &&
      [best.mention.currency, undefined, GENERIC, DOLLAR].includes(c.mention.currency) &&
      c.mention.max > best.mention.max &&
      c.mention.max <= best.mention.max * STRETCH_REACH,
  );
  return ceiling ? { ...best.mention, max: ceiling.mention.max } : best.mention;
}

/** "190 € HTVA par participant …, soit environ 34 200 € HTVA": the total after a unit's budget is the budget. */
function restateTotals(candidates: Candidate[]): void {
  for (const unit of candidates.filter((c) => c.clues.perUnit)) {
    const total = candidates.find(
      (c) => c.order === unit.order && c.mention.start > unit.mention.end && !c.clues.perUnit,
    );
    if (total && total.mention.max > unit.mention.max)
      total.clues = { ...total.clues, weight: Math.max(total.clues.weight, unit.clues.weight + 3) };
  }
}

export function readBudget(brief: Brief, market: Market): BudgetFact | null {
  const candidates: Candidate[] = [];
  const withdrawn = new Set<number>();
  contextsOf(brief).forEach(({ context, message }, order) => {
    const cued =
      has(CUES.budget, context.sentence) ||
      has(CUES.budget, context.frame) ||
      has(CUES.agencyShare, context.sentence);
    // Figures without a currency count only in a budget sentence, but any may be taken back.
    for (const value of withdrawnFigures(context.sentence)) withdrawn.add(value);
    for (const mention of findMoney(context.sentence, true, market.currency)) {
      const clues = cluesOf(mention, context);
      // "keep it under 4k a month, that's a hard number": a capped monthly figure is a budget.
      if (mention.currency || cued || (clues.capped && clues.kind === 'monthly'))
        candidates.push({ mention, context, clues, message, order });
    }
  });
  restateTotals(candidates);
  const stated = candidates.map((c) => c.mention.currency).find((c) => c && c !== GENERIC && c !== DOLLAR);
  const best = candidates
    .filter((c) => !c.clues.rejected && !withdrawn.has(c.mention.max))
    .filter((c) => c.clues.weight >= 3 || (c.clues.weight >= 2 && (c.mention.currency || c.clues.capped)))
    // "Für das ganze Fest 85.000 € … davon für die Agenturleistung maximal 12.000 €": ours wins.
    .sort(
      (a, b) =>
        a.message - b.message ||
        Number(b.clues.ours) - Number(a.clues.ours) ||
        b.clues.weight - a.clues.weight ||
        a.order - b.order,
    )[0];
  if (!best) return null;
  const { clues, context } = best;
  const mention = stretched(best, candidates);
  const months = clues.kind === 'monthly' ? (monthsIn(context.sentence) ?? termMonths(brief)) : undefined;
  const factor = months ?? 1;
  if (Math.round(mention.max * factor * 100) > MONEY_MAX_CENTS) return null;
  const budget: BudgetFact = {
    min:
      clues.kind === 'ceiling' ||
      (clues.kind === 'monthly' && (clues.capped || has(CUES.ceilingSentence, context.sentence)))
        ? 0
        : cents(mention.min * factor),
    max: cents(mention.max * factor),
    currency: currencyOf(mention, market, stated, brief.language),
    kind: mention !== best.mention && clues.kind !== 'monthly' ? 'range' : clues.kind,
    text: context.sentence.trim().slice(0, 200),
    tax: clues.tax,
  };
  if (months) budget.months = months;
  return budget;
}
