// A tender's lots and the most each may cost ("Budget ceiling: R420 000,00 (VAT inclusive)",
// "Montant maximum : 48.000 € HTVA"; an addendum's "le montant maximum du lot est porté à 16.000 €"
// wins). Bidding for every lot, the budget is their ceilings together, each lot within its own.
import type { Brief } from '../brief';
import { sentencesOf } from '../brief/sentences';
import type { BudgetFact } from './budget';
import { taxSaid } from './budget-clues';
import { CUES, has } from './cues';
import type { Market } from './market';
import { findMoney } from './money/mentions';

const TEXT_MAX = 200;

export interface Lot {
  ref: string;
  title: string;
  /** Cents; null when the brief sets none for it. */
  ceiling: number | null;
}

interface Ceiling {
  cents: number;
  sentence: string;
  /** Said before tax, where the sentence gives it both ways. */
  net: boolean;
}

const TAX_REACH = 30;

function ceilingOf(brief: Brief, lines: readonly number[], market: Market): Ceiling | null {
  let found: Ceiling | null = null;
  for (const index of lines) {
    const line = brief.lines[index];
    if (!line) continue;
    const label = line.field?.label ?? '';
    for (const { text } of sentencesOf(line.text)) {
      const cued = [text, label].some((words) => has(CUES.budget, words) || has(CUES.ceiling, words));
      const money = cued ? findMoney(text, false, market.currency).filter((m) => m.currency) : [];
      // "12.000,00 € (IVA excluido); 14.520,00 € (IVA incluido)": the bid is priced before tax.
      const taxOf = (at: number): ReturnType<typeof taxSaid> =>
        taxSaid(text.slice(money[at]?.end, money[at + 1]?.start ?? text.length).slice(0, TAX_REACH));
      const net = money.findLastIndex((_, at) => taxOf(at) === 'excluded');
      const chosen = money[net >= 0 ? net : money.length - 1];
      if (chosen) found = { cents: Math.round(chosen.max * 100), sentence: text.trim(), net: net >= 0 };
    }
  }
  return found;
}

/** A lot's ceiling as the brief words it, "Lot 2: …", and whether the amount taken is before tax. */
export interface CeilingText {
  text: string;
  net: boolean;
}

export function readLots(brief: Brief, market: Market): { lots: Lot[]; ceilings: CeilingText[] } {
  const read = brief.lots.map((lot) => ({
    lot,
    ceiling: ceilingOf(brief, [...lot.lines, ...lot.amendments], market),
  }));
  return {
    lots: read.map(({ lot, ceiling }) => ({
      ref: lot.ref,
      title: lot.title,
      ceiling: ceiling?.cents ?? null,
    })),
    ceilings: read.flatMap(({ lot, ceiling }) =>
      ceiling ? [{ text: `Lot ${lot.ref}: ${ceiling.sentence}`, net: ceiling.net }] : [],
    ),
  };
}

/** The budget of a bid for every lot: their ceilings together, when each has one. */
export function lotsBudget(
  lots: readonly Lot[],
  ceilings: readonly CeilingText[],
  read: BudgetFact | null,
  market: Market,
): BudgetFact | null {
  if (lots.length === 0 || lots.some((lot) => lot.ceiling === null)) return read;
  const currency = read?.currency ?? market.currency;
  if (!currency) return read;
  const text = ceilings.map((ceiling) => ceiling.text).join(' ');
  return {
    min: 0,
    max: lots.reduce((sum, lot) => sum + (lot.ceiling ?? 0), 0),
    currency,
    kind: 'ceiling',
    // The brief's words, cut at a word as every budget's text is kept short.
    text: text.length > TEXT_MAX ? text.slice(0, text.lastIndexOf(' ', TEXT_MAX)) : text,
    tax: ceilings.every((ceiling) => ceiling.net) ? 'excluded' : (taxSaid(text) ?? read?.tax ?? null),
  };
}
