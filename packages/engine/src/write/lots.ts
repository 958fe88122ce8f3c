// A tender in lots, answered lot by lot: the investment table groups each lot's lines under its
// title with a subtotal, and a note gives each lot's price beside its ceiling, on the ceiling's
// basis (with tax where the tender's ceilings include it), since each lot is awarded alone.
import type { PricedLine } from '../price/lines';
import { lotOfLine } from '../price/lots';
import type { Writer } from './context';

export interface LotGroup {
  /** Null for work no lot states. */
  ref: string | null;
  title: string | null;
  ceiling: number | null;
  lines: PricedLine[];
}

/** The included lines by lot, in the tender's order of lots; null when the brief has none. */
export function lotGroups(w: Writer): LotGroup[] | null {
  const lots = w.plan.engagement.lots ?? [];
  if (lots.length === 0 || w.plan.discovery) return null;
  const of = (line: PricedLine) => lotOfLine(line, w.plan.ledger) ?? null;
  const groups: LotGroup[] = [
    ...lots.map((lot) => ({ ref: lot.ref, title: lot.title, ceiling: lot.ceiling })),
    { ref: null, title: null, ceiling: null },
  ].map((lot) => ({ ...lot, lines: w.plan.fitted.included.filter((line) => of(line) === lot.ref) }));
  return groups.filter((group) => group.lines.length);
}

const sum = (w: Writer, lines: readonly PricedLine[]) =>
  lines.reduce((total, line) => total + w.cents(line), 0);

/** "Lot 1: ZAR 254,000 incl. VAT, within its ceiling of R420 000,00": each lot can be awarded alone. */
export function lotsNote(w: Writer, all: readonly LotGroup[] | null): string | null {
  const groups = all?.filter((group) => group.ref !== null) ?? [];
  if (groups.length === 0) return null;
  const { voice, plan } = w;
  const vat = plan.analysis.market?.vat ?? 0;
  const gross = plan.analysis.market?.tax === 'included' && vat > 0;
  const items = groups.map((group) => {
    const cents = sum(w, group.lines);
    const price = gross
      ? voice.investment.withTax(w.money(Math.round(cents * (1 + vat / 100))), w.taxName)
      : w.money(cents);
    return group.ceiling === null
      ? voice.investment.lotPrice(group.ref as string, price)
      : voice.investment.lotWithin(group.ref as string, price, w.money(group.ceiling));
  });
  return voice.investment.lots(voice.list(items));
}

/** The table's rows of one lot: its title, its lines numbered on from `first`, its subtotal. */
export function lotRows(
  w: Writer,
  group: LotGroup,
  first: number,
  rowOf: (line: PricedLine, n: number) => string[],
): string[][] {
  const rows = group.lines.map((line, i) => rowOf(line, first + i));
  if (group.ref === null) return rows;
  const title = `**${w.voice.investment.lot(group.ref, group.title ?? '')}**`;
  const subtotal = [
    '',
    w.voice.investment.lotSubtotal(group.ref),
    '',
    '',
    `**${w.money(sum(w, group.lines))}**`,
  ];
  return [['', title, '', '', ''], ...rows, subtotal];
}
