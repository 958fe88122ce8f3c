// The proposal's hourly rate: one blended rate for the client's market (data/rates.json, with the
// basis of each figure), a premium for specialist work, or the template's own rates when it has
// them. One rate per proposal, as agencies quote.
import type { Category } from '@proposals/contracts';
import type { TemplateInput } from '../types';
import data from './data/rates.json';

interface MarketRate {
  currency: string;
  rate: number;
}

const MARKETS = data.markets as Record<string, MarketRate>;
const BY_CURRENCY = data.byCurrency as Record<string, number>;
const PER_USD = data.perUsd as Record<string, number>;
export const HOURS_PER_DAY = data.hoursPerDay;

// A brief that tells no market is most likely from the countries its language is written in.
const LANGUAGE_CURRENCY: Record<string, string> = { fr: 'EUR', de: 'EUR', es: 'EUR' };

/** The currency of the proposal: the brief's, else the market's, else the template's, else its language's, else USD. */
export function proposalCurrency(
  budgetCurrency: string | null,
  country: string | null,
  template: TemplateInput | null | undefined,
  language: string,
): string {
  return (
    budgetCurrency ??
    (country ? MARKETS[country]?.currency : undefined) ??
    template?.currency ??
    LANGUAGE_CURRENCY[language] ??
    'USD'
  );
}

/** Cents per hour for `currency`, at the client's market's level (converted when it pays in another). */
export function hourlyRate(
  currency: string,
  country: string | null,
  primary: Category,
  template: TemplateInput | null | undefined,
): number {
  const templated = template && template.currency === currency ? Object.values(template.defaultRates) : [];
  if (templated.length > 0) return Math.round(templated.reduce((a, b) => a + b, 0) / templated.length);
  const market = country ? MARKETS[country] : undefined;
  const base = (market && marketRateIn(market, currency)) ?? BY_CURRENCY[currency] ?? BY_CURRENCY.USD ?? 150;
  const premium = data.specialist.categories.includes(primary) ? data.specialist.premium : 1;
  return roundRate(base * premium) * 100;
}

// A Uruguayan client asking for US dollars still buys at Montevideo's prices, not New York's.
function marketRateIn(market: MarketRate, currency: string): number | null {
  if (market.currency === currency) return market.rate;
  const from = PER_USD[market.currency];
  const to = PER_USD[currency];
  return from && to ? (market.rate / from) * to : null;
}

/** Cents a kilometre driven, in `currency`; null when its exchange rate is unknown. */
export function mileageRate(currency: string): number | null {
  const perUsd = PER_USD[currency];
  return perUsd ? Math.round(data.mileagePerKmUsd * perUsd * 100) : null;
}

/** Rates end in round figures: 85, 110, 125, 190 000. */
function roundRate(rate: number): number {
  const step = rate >= 10_000 ? 1000 : rate >= 1000 ? 50 : 5;
  return Math.round(rate / step) * step;
}
