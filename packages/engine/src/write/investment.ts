// The price, line by line: each line with the brief's words it answers and how it is computed
// (units × unit price, or hours × the one rate), the total, tax and how it is invoiced. A
// retainer shows its monthly fee and the term; a discovery shows its fixed price and the ranges.
import { HOURS_PER_DAY } from '../price/rates';
import type { PricedLine } from '../price/lines';
import { bandOf, totalsOf } from '../plan/totals';
import type { Writer } from './context';
import { section, table } from './context';
import { lotGroups, lotRows, lotsNote, type LotGroup } from './lots';
import { unitPrices } from './unit-prices';
import { briefWords } from './words';

function basisOf(w: Writer, line: PricedLine): string {
  const words =
    line.basis ??
    w.plan.lines.find((l) => l.basis && l.requests.some((r) => line.requests.includes(r)))?.basis;
  return words ? w.voice.quote(briefWords(words)) : w.voice.investment.standardBasis;
}

function computed(
  w: Writer,
  line: PricedLine,
  hours: number,
  cents: number,
  quantity: number | null,
): string {
  if (
    quantity &&
    quantity > 1 &&
    line.unit &&
    cents % Math.round(quantity) === 0 &&
    Number.isInteger(quantity)
  )
    return `${w.units(quantity, line.unit)} × ${w.money(cents / quantity)}`;
  return `${w.voice.investment.hours(w.number(hours))} × ${w.money(w.plan.rate)}`;
}

function projectTable(w: Writer, groups: LotGroup[] | null): string {
  const { plan, voice } = w;
  const rowOf = (line: PricedLine, n: number) => {
    const cents = w.cents(line);
    return [
      String(n),
      line.label,
      basisOf(w, line),
      computed(w, line, line.hours, cents, line.quantity),
      w.money(cents),
    ];
  };
  // A tender in lots: each lot's lines under its title, with its subtotal.
  let next = 1;
  const rows = groups
    ? groups.flatMap((group) => {
        const first = next;
        next += group.lines.length;
        return lotRows(w, group, first, rowOf);
      })
    : plan.fitted.included.map((line, i) => rowOf(line, i + 1));
  const totals = totalsOf(plan);
  rows.push(['', `**${voice.investment.total}**`, '', '', `**${w.money(totals.total)}**`]);
  return table(voice.investment.columns, rows, ['l', 'l', 'l', 'r', 'r']);
}

function retainerTables(w: Writer): string[] {
  const { plan, voice } = w;
  const totals = totalsOf(plan);
  const monthly = plan.fitted.included.filter((line) => line.perMonth);
  const rows = monthly.map((line) => {
    const hours = line.perMonth?.hours ?? 0;
    const cents = Math.round(hours * plan.rate);
    return [
      line.label,
      basisOf(w, line),
      computed(w, line, hours, cents, line.perMonth?.quantity ?? null),
      w.money(cents),
    ];
  });
  rows.push([`**${voice.investment.monthlyFee}**`, '', '', `**${w.money(totals.monthly ?? 0)}**`]);
  const term = [
    ...(totals.setup ? [[voice.investment.setup, w.money(totals.setup)]] : []),
    [
      `${voice.investment.monthlyFee} × ${totals.months}`,
      w.money((totals.monthly ?? 0) * (totals.months ?? 1)),
    ],
    [`**${voice.investment.termTotal}**`, `**${w.money(totals.total)}**`],
  ];
  return [
    table(voice.investment.monthlyColumns, rows, ['l', 'l', 'r', 'r']),
    table(voice.investment.termColumns, term, ['l', 'r']),
  ];
}

function closingLines(w: Writer): string[] {
  const { plan, voice } = w;
  const totals = totalsOf(plan);
  const vat = plan.analysis.market?.vat ?? 0;
  const taxLine =
    vat > 0
      ? voice.investment.tax(
          w.taxName,
          w.percent(vat),
          w.money(Math.round((totals.total * vat) / 100)),
          w.money(Math.round(totals.total * (1 + vat / 100))),
        )
      : null;
  const payment = plan.discovery
    ? plan.discovery.asked
      ? voice.investment.payment.ballpark
      : voice.investment.payment.discovery
    : plan.schedule.months
      ? voice.investment.payment.retainer
      : plan.engagement.model === 'hourly'
        ? voice.investment.payment.hourly(w.money(plan.budget?.statedMax ?? totals.total))
        : plan.schedule.phases.length > 3 && totals.hours > 400
          ? voice.investment.payment.milestone
          : voice.investment.payment.fixed;
  const rateCard = plan.engagement.rates
    ? voice.investment.rateCard(w.money(plan.rate), w.money(plan.rate * HOURS_PER_DAY))
    : null;
  return [taxLine, payment, rateCard].filter((l): l is string => !!l);
}

function ballpark(w: Writer): string | null {
  const { plan, voice } = w;
  const lines = plan.discovery?.ballpark ?? [];
  if (lines.length === 0) return null;
  // A build and its standard parts (plan, design, launch) are one piece of work to budget for.
  const works = new Map<number, { label: string; hours: number }>();
  for (const line of lines) {
    const at = line.requests[0] ?? -1;
    const work = works.get(at);
    if (work) work.hours += line.hours;
    else works.set(at, { label: line.label, hours: line.hours });
  }
  const rows = [...works.values()].map((line) => {
    const [low, high] = bandOf(line.hours);
    return [
      line.label,
      `${w.number(low)}–${w.number(high)} h`,
      `${w.money(low * plan.rate)} – ${w.money(high * plan.rate)}`,
    ];
  });
  return section(
    voice.headings.ballpark,
    voice.investment.ballparkIntro,
    table(voice.investment.ballparkColumns, rows, ['l', 'r', 'r']),
    voice.investment.ballparkNote,
  );
}

/** Recurring work with no term, a month each, after the project's price. */
function ongoing(w: Writer): string | null {
  if (w.plan.ongoing.length === 0) return null;
  const items = w.plan.ongoing.map((line) => {
    const cents = w.cents(line);
    const how = computed(w, line, line.hours, cents, line.quantity);
    return `- **${line.label}**${w.voice.colon}${how} = ${w.money(cents)} ${w.voice.investment.perMonth}`;
  });
  return [w.voice.investment.ongoing, ...items].join('\n');
}

export function investment(w: Writer): string {
  const groups = lotGroups(w);
  const tables = w.plan.schedule.months ? retainerTables(w) : [projectTable(w, groups)];
  const body = section(
    w.voice.headings.investment,
    ...tables,
    unitPrices(w),
    lotsNote(w, groups),
    closingLines(w).join(' '),
    ongoing(w),
  );
  return [body, ballpark(w)].filter((s): s is string => !!s).join('\n\n');
}
