// What every section writer needs: the plan, its voice, and the locale's formatters.
import {
  formatDate,
  formatDateRange,
  formatMoney,
  formatPercent,
  formatQuantity,
  type Locale,
} from '@proposals/locale';
import { UNITS } from '../catalogue';
import { taxNameOf } from '../facts/market';
import type { Plan } from '../plan';
import { lineCents } from '../price/fit';
import type { PricedLine } from '../price/lines';
import { de } from './voice/de';
import { en } from './voice/en';
import { es } from './voice/es';
import { fr } from './voice/fr';
import type { Voice } from './voice/types';

const VOICES = { en, fr, de, es };

export interface Writer {
  plan: Plan;
  voice: Voice;
  locale: Locale;
  money: (cents: number) => string;
  date: (iso: string, weekday?: boolean) => string;
  range: (from: string, to: string) => string;
  number: (value: number) => string;
  percent: (value: number) => string;
  /** "8 pages", "1 page", "9 posts". */
  units: (quantity: number, unit: string | null) => string;
  /** "GST" in Singapore, else the language's usual name for the tax. */
  taxName: string;
  /** Cents of a line at the plan's rate. */
  cents: (line: PricedLine) => number;
}

export function writerFor(plan: Plan): Writer {
  const { locale } = plan;
  const voice = VOICES[plan.language];
  return {
    plan,
    voice,
    locale,
    money: (cents) => formatMoney(cents, plan.currency, locale),
    date: (iso, weekday = false) => formatDate(iso, locale, { weekday }),
    range: (from, to) => formatDateRange(from, to, locale),
    number: (value) => formatQuantity(value, locale),
    percent: (value) => formatPercent(value, locale),
    units: (quantity, unit) => {
      const labels = unit ? UNITS[unit]?.label[plan.language] : undefined;
      const n = formatQuantity(quantity, locale);
      return labels ? `${n} ${quantity === 1 ? labels[0] : labels[1]}` : n;
    },
    taxName:
      taxNameOf(plan.analysis.market?.country ?? null, plan.language, plan.analysis.market?.vat ?? null) ??
      voice.investment.taxName,
    cents: (line) => lineCents(line, plan.rate),
  };
}

export const section = (heading: string, ...blocks: (string | null | undefined | false)[]): string =>
  [
    `## ${heading}`,
    ...blocks.filter((block): block is string => typeof block === 'string' && block.length > 0),
  ].join('\n\n');

/** A Markdown table; cells may not hold a pipe. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align?: readonly ('l' | 'r')[],
): string {
  const clean = (cell: string) => cell.replace(/\|/g, '/').replace(/\n/g, ' ');
  const line = (cells: readonly string[]) => `| ${cells.map(clean).join(' | ')} |`;
  const rule = `| ${header.map((_, i) => (align?.[i] === 'r' ? '---:' : '---')).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
