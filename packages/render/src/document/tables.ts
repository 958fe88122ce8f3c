import type { PricingLine, Milestone } from '@proposals/contracts';
import { formatDate, formatMoney, formatQuantity, localeFor, type Locale } from '@proposals/locale';
import type { Language } from './language';
import type { Labels } from './labels';
import type { Table } from './model';

export interface Formatters {
  language: Language;
  locale: Locale;
  labels: Labels;
  money(cents: number): string;
  date(isoDate: string): string;
}

export function formatters(language: Language, labels: Labels, currency: string): Formatters {
  const locale = localeFor(language, null, currency);
  return {
    language,
    locale,
    labels,
    money: (cents) => formatMoney(cents, currency, locale),
    // The market the currency implies dates the cover as the body does ("November 24, 2026" for a US client).
    date: (isoDate) => formatDate(isoDate, locale),
  };
}

/** Items, hours, rate and total; the closing row holds `total` (the proposal's mid price) when given. */
export function pricingTable(
  lines: PricingLine[],
  total: number | null,
  f: Formatters,
  totalLabel: string,
): Table {
  const { labels } = f;
  const hours = lines.reduce((sum, line) => sum + line.hours, 0);
  const amount = total ?? lines.reduce((sum, line) => sum + line.total, 0);
  return {
    columns: [
      { label: labels.item, align: 'left' },
      { label: labels.hours, align: 'right' },
      { label: labels.rate, align: 'right' },
      { label: labels.total, align: 'right' },
    ],
    rows: lines.map((l) => [l.item, formatQuantity(l.hours, f.locale), f.money(l.rate), f.money(l.total)]),
    total: [totalLabel, formatQuantity(hours, f.locale), '', f.money(amount)],
  };
}

export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const dayOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/**
 * One row per milestone, at its own dates when the generator gave them (phases may overlap or wait
 * for the client's inputs); otherwise phases follow each other from the proposed start date.
 */
export function timelineTable(milestones: Milestone[], startDate: string | null, f: Formatters): Table {
  const { labels } = f;
  let cursor = startDate;
  const placed = milestones.map((m) => {
    const from = m.startDate && m.endDate ? m.startDate : cursor;
    const to = m.startDate && m.endDate ? m.endDate : from && addDays(from, m.durationDays);
    if (to) cursor = to;
    return { m, from, to };
  });
  const dated = placed.length > 0 && placed.every(({ from, to }) => from && to);
  const rows = placed.map(({ m, from, to }) => [
    m.name,
    m.description,
    ...(dated ? [f.date(from as string), f.date(to as string)] : []),
    String(m.durationDays),
  ]);
  const first = dated ? Math.min(...placed.map(({ from }) => dayOf(from as string))) : 0;
  const spans = placed.map(({ m, from }) => ({
    from: dated ? dayOf(from as string) - first : null,
    days: m.durationDays,
  }));
  return {
    columns: [
      { label: labels.phase, align: 'left' },
      { label: labels.activities, align: 'left' },
      ...(dated
        ? [
            { label: labels.start, align: 'left' as const },
            { label: labels.end, align: 'left' as const },
          ]
        : []),
      { label: labels.days, align: 'right' },
    ],
    rows,
    spans,
  };
}

/** Relative column widths: the first column (item, phase) widest, figures narrow. */
export const columnWeights = (table: Table): number[] =>
  table.columns.map((c, i) => (i === 0 ? 3 : c.align === 'right' ? 1.2 : 2));
