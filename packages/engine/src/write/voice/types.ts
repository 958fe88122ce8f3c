// Everything the proposal says in words, per language. Values arrive already formatted for the
// locale (money, dates, quantities); a voice only places them in sentences of its own language.
import type { Category } from '@proposals/contracts';
import type { Phase } from '../../catalogue';

type Text = (...values: string[]) => string;

export type InputKind = 'text' | 'photos' | 'products';

export interface Voice {
  headings: {
    summary: string;
    understanding: string;
    scope: string;
    notIncluded: string;
    requirements: string;
    timeline: string;
    investment: string;
    ballpark: string;
    options: string;
    assumptions: string;
    questions: string;
    nextSteps: string;
  };
  /** A title for the project when the brief's own subject says nothing (by primary category). */
  titles: Record<Category, string>;
  header: {
    preparedFor: string;
    preparedBy: string;
    date: string;
    validUntil: string;
    discoveryTitle: string;
    ballparkTitle: string;
  };
  /** ": " between a label and its text (French sets a space before it). */
  colon: string;
  /** The brief's words, quoted in the language's marks. */
  quote: (text: string) => string;
  /** "a, b and c". */
  list: (items: readonly string[]) => string;
  phases: Record<Phase, string>;
  weeks: (n: number) => string;
  summary: {
    asked: Text; // list
    dates: Text; // start, end
    beforeDeadline: Text; // weeks, deadline
    onEvent: Text; // event date
    covering: Text; // event date
    late: Text; // deadline, end
    retainer: Text; // start, end, list
    discovery: Text; // weeks, price
    ballpark: Text; // work, low, high, price
    hourly: Text; // hours, estimate, rate
    hourlyOverCap: Text; // cap
    hourlyCap: Text; // cap
    price: Text; // total, taxNote
    fits: Text; // budget
    /** Within the few per cent a quote may stay over when nothing more can honestly be cut. */
    justOver: Text; // budget
    headroom: Text; // budget
    headroomOptions: string;
    reduced: Text; // budget, how, what the full depth would add
    /** Up to a fifth over with everything listed kept: what to leave out if the budget is firm. */
    close: Text; // budget, difference, droppable list, price without them
    packages: Text; // budget, moved list
    over: Text; // budget, full total, what the client can do next
    overThen: { options: string; units: string; rescope: string };
    monthlyFee: Text; // fee, months, total
    rollingFee: Text; // fee, months, total: no fixed term, the total over the first months
    monthlyAverage: Text; // average, budget
    ongoing: Text; // list, fee a month
  };
  understanding: {
    objectives: string;
    constraints: string;
    platforms: Text; // list
    event: Text; // event text, date
  };
  scope: {
    retainerIntro: Text; // months
    setup: string;
    perMonth: Text; // quantity phrase
    perQuarter: Text; // quantity phrase
    perYear: Text; // quantity phrase
    reduced: Text; // how
    undecidedNote: string;
  };
  notIncluded: {
    excluded: Text; // label
    client: Text; // label
    thirdParty: Record<string, string>;
    options: string;
  };
  requirements: { intro: string; met: string; evidence: string };
  timeline: {
    columns: [string, string, string];
    intro: Text; // start, end
    buffer: Text; // weeks, deadline
    late: Text; // deadline
    award: Text; // date
    /** A tender's award the brief does not date, assumed from its submission. */
    awardAssumed: Text; // date
    inputs: Text; // date
    event: Text; // date
    input: Text; // text
    retainerTerm: Text; // months
    monthlyWork: string;
  };
  investment: {
    columns: [string, string, string, string, string];
    monthlyColumns: [string, string, string, string];
    /** The term table's header: a table without one renders as an empty bar. */
    termColumns: [string, string];
    total: string;
    monthlyFee: string;
    setup: string;
    termTotal: string;
    perMonth: string;
    hours: Text; // hours
    /** The usual name of the tax in this language, where the market has none of its own. */
    taxName: string;
    tax: Text; // tax name, rate, amount, gross
    ongoing: string;
    plusTax: Text; // amount, tax name
    payment: {
      fixed: string;
      milestone: string;
      retainer: string;
      hourly: Text;
      discovery: string;
      ballpark: string;
    };
    /** A price for one unit: '$240 per video'. */
    unitPrice: Text; // unit, price
    /** The unit prices the client asked for, as a list. */
    unitPrices: Text; // items
    /** A tender's lot as a heading: 'Lot 1: Destination promotional film'. */
    lot: Text; // ref, title
    lotSubtotal: Text; // ref
    /** Each lot's price, as a list. */
    lots: Text; // items
    lotPrice: Text; // ref, price
    lotWithin: Text; // ref, price, ceiling
    /** An amount with its tax: 'ZAR 292,100 incl. VAT'. */
    withTax: Text; // amount, tax name
    rateCard: Text; // rate, day rate
    ballparkIntro: string;
    ballparkColumns: [string, string, string];
    ballparkNote: string;
    standardBasis: string;
  };
  options: { item: Text; effect: Text };
  assumptions: {
    /** What production waits for from the client, named as theirs. */
    inputNames: Record<InputKind, string>;
    inputs: Text; // what, date
    feedback: string;
    access: Text; // platforms, date
    term: Text; // months
    /** No fixed term, only a notice period. */
    notice: Text; // months, term
    thirdParty: string;
  };
  nextSteps: {
    /** When there is nothing to answer or choose. */
    go: Text; // date
    reply: Text;
    sign: Text;
    kickoff: Text;
  };
  signature: Text; // agency
}
