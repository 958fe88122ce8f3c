// What the words around one amount say about it: is it this project's budget, or revenue, a
// competitor's quote, last year's spend, a venue or media budget, a figure taken back? And if it is
// the budget: a ceiling, an approximation, a monthly figure, with or without tax?
import type { BudgetKind } from '@proposals/contracts';
import { CUES, has } from './cues';
import type { MoneyMention } from './money/mentions';
import { clauseAfter, clauseBefore, takenBack } from './amount-clauses';
import { perUnitAfter, shareAt } from './budget-parts';
import { coversOtherCosts } from './budget-elsewhere';
import { monthsIn } from './term';

/** Where an amount stands: its sentence, and what frames the sentence. */
export interface AmountContext {
  sentence: string;
  /** A field label ("Budget range") or the heading over the sentence ("4. BUDGET"). */
  frame: string;
}

export interface Clues {
  /** 0: no reason to think it is the budget; higher: more reasons. */
  weight: number;
  /** Revenue, someone else's price, another budget, reference only, or taken back. */
  rejected: boolean;
  /** Taken back where it stands ("not the £25,000", "15.000 ist mir zu viel"). */
  withdrawn: boolean;
  kind: BudgetKind;
  /** A ceiling word stands right before it ("max. 400 € pro Monat"), whatever its kind. */
  capped: boolean;
  tax: 'excluded' | 'included' | null;
  /** Earmarked for the agency's own work ("davon für die Agenturleistung", "for you guys"). */
  ours: boolean;
  /** Said for each of something ("190 € HTVA par participant"): a unit's budget, not the project's. */
  perUnit: boolean;
  /** A part of a sum said before it ("£38,500 across both lots, of which up to £13,500 …"). */
  share: boolean;
}

/** The parenthesis an amount sits in ("(media spend is separate, around $60k)"), or ''. */
function parenthesisAround(sentence: string, start: number, end: number): string {
  const open = sentence.lastIndexOf('(', start);
  if (open < 0 || sentence.lastIndexOf(')', start) > open) return '';
  const close = sentence.indexOf(')', end);
  return sentence.slice(open, close < 0 ? sentence.length : close);
}

interface Around {
  before: string;
  after: string;
  aside: string;
  /** "£9,000, no more": a short clause after the amount's comma, which qualifies it. */
  tail: string;
  /** The whole clause, reaching further back: "El presupuesto aprobado … es de 80 millones". */
  near: string;
}

// "… in Melbourne. Budget: 60k": a label right before the amount is part of its clause.
const LABEL_BEFORE = /([\p{L}][\p{L} ]{0,30}):\s*$/u;

function aroundOf(mention: MoneyMention, sentence: string): Around {
  const after = clauseAfter(sentence, mention.end);
  const label = LABEL_BEFORE.exec(sentence.slice(0, mention.start))?.[1] ?? '';
  // "Das Mediabudget (8.000 € netto)": an amount opening a bracket is framed by the words before it.
  const open = sentence.slice(0, mention.start).search(/\(\s*\S{0,3}\s*$/u);
  return {
    before: clauseBefore(sentence, open >= 0 ? open : mention.start, 60),
    after,
    aside: parenthesisAround(sentence, mention.start, mention.end),
    tail: /^\s*,\s*([^,;.()]{1,20})(?:[.,;!]|$)/u.exec(sentence.slice(mention.end))?.[1] ?? '',
    near: `${label} ${clauseBefore(sentence, mention.start, 120)} ${sentence.slice(mention.start, mention.end)} ${after}`,
  };
}

// "4-5 lakhs one time + monthly support charges": the amount is the one-off; the monthly is asked apart.
const ONE_OFF =
  /(?:^|[^\p{L}])(?:one[- ]time|one[- ]off|once|upfront|up-front|einmalig\p{L}*|unique|ponctuel\p{L}*|única vez|pago único)(?![\p{L}])/iu;

function monthlyAfter(after: string): boolean {
  const monthly = CUES.monthly.first(after);
  if (!monthly) return false;
  const oneOff = ONE_OFF.exec(after);
  return !oneOff || oneOff.index > monthly.start;
}

const CAPPED_REACH = 30;

function kindOf(
  mention: MoneyMention,
  a: Around,
  capped: boolean,
  { sentence, frame }: AmountContext,
): BudgetKind {
  // "eine monatliche Pauschale von € 1.480": the word may stand a few words before the amount.
  if (monthlyAfter(a.after) || has(CUES.monthly, a.before.slice(-32)) || has(CUES.monthly, frame))
    return 'monthly';
  const ceiling =
    capped ||
    has(CUES.ceilingAfter, a.after.slice(0, 24)) ||
    has(CUES.ceilingAfter, a.tail) ||
    has(CUES.ceilingSentence, sentence) ||
    has(CUES.ceiling, frame);
  if (ceiling) return 'ceiling';
  if (mention.min < mention.max) return 'range';
  return has(CUES.approx, `${a.before.slice(-24)} ${frame}`) ? 'approximate' : 'fixed';
}

// "La pauta de Google la pagamos nosotros directo …, unos B/. 2.000 mensuales": the clause is about
// the ad spend up to the amount, unless it turns to the budget before it ("… overall; for this
// campaign we have €40k" is a clause of its own).
function spendBefore(sentenceHead: string): boolean {
  const head = sentenceHead.split(/[;:]|\s[–—-]\s/u).at(-1) ?? '';
  const spend = CUES.negative.all(head).at(-1);
  return spend !== undefined && !has(CUES.budget, head.slice(spend.end));
}

/** Whether the words give an amount with its tax or without it; "inkl. 19 % MwSt.": the rate does not change what they say. */
export function taxSaid(words: string): 'included' | 'excluded' | null {
  const said = words.replace(/\d+(?:[.,]\d+)?\s?%\s*/g, '');
  return has(CUES.taxIncluded, said) ? 'included' : has(CUES.taxExcluded, said) ? 'excluded' : null;
}

export function cluesOf(mention: MoneyMention, context: AmountContext): Clues {
  const { sentence, frame } = context;
  const a = aroundOf(mention, sentence);
  const withdrawn = takenBack(sentence, mention);
  const rejected =
    withdrawn ||
    // A field or heading ("Mediabudget:", "Presupuesto para pauta:") frames its amount like words beside it.
    [a.before, a.after, a.aside, frame].some((part) => has(CUES.negative, part) || has(CUES.rate, part)) ||
    has(CUES.referenceOnly, sentence) ||
    has(CUES.noBudget, sentence) ||
    coversOtherCosts(sentence.slice(mention.end)) ||
    spendBefore(sentence.slice(0, mention.start));
  const capped = has(CUES.ceiling, a.before.slice(-CAPPED_REACH));
  const kind = kindOf(mention, a, capped, context);
  // "… davon für die Agenturleistung maximal 12.000 €", "for you guys … four and a half k a month": ours to spend.
  const ours = has(CUES.agencyShare, a.near);
  const budgetHere = has(CUES.budget, a.near) || has(CUES.holding, a.before) || ours;
  const weight =
    (budgetHere ? 3 : has(CUES.budget, sentence) ? 2 : 0) +
    (has(CUES.strongBudget, frame) || has(CUES.budget, frame) ? 3 : 0) +
    (has(CUES.strongBudget, a.near) ? 1 : 0) +
    // "€500k a year on marketing overall; for this campaign we have €40k": the project's own amount wins.
    // "£24,000 … for the year, covering the page rewrite and the twelve months of articles": what it pays for.
    (has(CUES.projectScope, a.near) || has(CUES.projectScope, sentence.slice(mention.end)) ? 1 : 0) -
    // "our FY27 budget of $1.2m, most of that is the new WMS": a sum mostly spent on other things.
    (has(CUES.wideScope, a.near) || has(CUES.spentElsewhere, sentence) ? 2 : 0) +
    // "No more than $5k", "around €12k", "never more than 450 € a month": how a budget is said,
    // even without the word.
    // A monthly figure with its term ("1 500 €/mois sur 6 mois") is a budget; alone it may be a price.
    (kind === 'ceiling' || kind === 'approximate' || capped || (kind === 'monthly' && monthsIn(sentence))
      ? 2
      : kind === 'monthly'
        ? 1
        : 0);
  const tax = taxSaid(`${a.after} ${sentence}`);
  const perUnit = perUnitAfter(a.after);
  // "… davon für die Agenturleistung maximal 12.000 €" is ours; any other part of the sum is not the budget.
  const share = !ours && shareAt(sentence, mention.start);
  const lowered = weight - (perUnit || share ? 3 : 0);
  return { weight: lowered, rejected, withdrawn, kind, capped, tax, ours, perUnit, share };
}
