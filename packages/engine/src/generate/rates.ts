import type { AnalysisResult } from '../types';
import type { TemplateInput } from '../types';
import rates from '../data/rates.json';
import en from '../data/phrases/en.json';
import type { Phrases } from './phrases';

type RateTable = Record<string, number>;
const TABLES: Record<string, RateTable> = rates.rates;
const FX: Record<string, number> = rates.fxPerUsd;
const USD = TABLES.USD as RateTable;

/** Hourly rate in cents for a role and the labels of the line it prices. */
export type RateOf = (role: string, labels: readonly string[]) => number;

export function proposalCurrency(analysis: AnalysisResult, template?: TemplateInput | null): string {
  return analysis.budget?.currency ?? template?.currency?.toUpperCase() ?? 'USD';
}

function baseRate(currency: string, role: string): number {
  const table = TABLES[currency];
  if (table) return table[role] ?? (table.generic as number);
  const usd = USD[role] ?? (USD.generic as number);
  // Converted rates are rounded to five currency units, as a rate card would be.
  return Math.round((usd * (FX[currency] ?? 1)) / 500) * 500;
}

/**
 * The rate card: the template's default rates win, matched case-insensitively on the role id, the
 * role's name or the line's label; they apply only in the template's own currency.
 */
export function rateCard(currency: string, phrases: Phrases, template?: TemplateInput | null): RateOf {
  const overrides = new Map<string, number>();
  if (template && template.currency.toUpperCase() === currency) {
    for (const [name, cents] of Object.entries(template.defaultRates))
      overrides.set(name.trim().toLowerCase(), cents);
  }
  const roleNames = (role: string) => [
    role,
    phrases.roles[role as keyof Phrases['roles']],
    en.roles[role as keyof Phrases['roles']],
  ];
  return (role, labels) => {
    for (const name of [...labels, ...roleNames(role)]) {
      const cents = name === undefined ? undefined : overrides.get(name.toLowerCase());
      if (cents !== undefined) return Math.round(cents);
    }
    return baseRate(currency, role);
  };
}
