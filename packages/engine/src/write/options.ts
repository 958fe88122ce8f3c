// Options: whole deliverables left out of the price (undecided in the brief, or moved out to fit
// the budget), each with its price and what it does to the total. A line lightened to fit is no
// option of its own ("the logo, at full depth" reads as the same item sold twice); the summary says
// what its full depth would add.
import { totalsOf } from '../plan/totals';
import type { PricedLine } from '../price/lines';
import type { Writer } from './context';
import { section } from './context';
import { quantityOf } from './words';

const LETTERS = 'ABCDEFGHIJ';

export interface OptionLine {
  label: string;
  cents: number;
  line: PricedLine;
}

/** The options of the plan, in the order the document letters them. */
export function optionLines(w: Writer): OptionLine[] {
  return w.plan.fitted.moved.map((line) => ({ label: line.label, cents: w.cents(line), line }));
}

export function options(w: Writer): string | null {
  const opts = optionLines(w);
  if (opts.length === 0) return null;
  const total = totalsOf(w.plan).total;
  const bullets = opts.map((opt, i) => {
    const quantity = quantityOf(w, opt.line);
    const price = `${quantity ? `${quantity}${w.voice.colon}` : ''}+${w.money(opt.cents)}.`;
    return `- ${w.voice.options.item(LETTERS[i] ?? String(i + 1), opt.label, price)}${w.voice.options.effect(w.money(total + opt.cents))}`;
  });
  return section(w.voice.headings.options, bullets.join('\n'));
}
