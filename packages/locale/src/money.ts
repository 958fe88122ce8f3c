// Money as a buyer in that market writes it: "£8,980", "2 450 €", "21.720 €", "€ 21.720" in
// Austria, "CHF 12'000" in Switzerland, "$180,000 MXN", "₹1,50,000", "A$45,000", "₱350,000",
// "RD$450,000", "Bs 28.000", "Gs. 25.000.000", "BWP 120,000", "₡6.500.000", "Rs. 350,000",
// "12 000 000 Ar", "Q95,000", "L 250,000", "UGX 38,000,000", "$12,500" in Puerto Rico, "TT$85,000",
// "N$120,000", "BZ$30,000", "CI$60,000", "Bds$40,000", "EC$14,000", "BD$4,500", "B$13,550", "WS$8,000".
import type { Locale } from './locale';
import { formatNumber } from './numbers';

const NBSP = '\u00a0';

/** Symbols written before the amount in English, without a space. */
const ENGLISH_SYMBOL: Record<string, string> = {
  USD: '$',
  GBP: '£',
  EUR: '€',
  INR: '₹',
  JPY: '¥',
  CAD: 'C$',
  AUD: 'A$',
  NZD: 'NZ$',
  SGD: 'S$',
  HKD: 'HK$',
  NGN: '₦',
  GHS: 'GH₵',
  JMD: 'J$',
  MYR: 'RM',
  PHP: '₱',
  FJD: 'FJ$',
};

/**
 * Signs a market writes before its amounts in any language: "RD$450,000", "Bs 28.000", "Gs. 25.000.000",
 * "₡6.500.000", "Rs. 350,000", "Q95,000", "L 250,000"; the Caribbean's and Namibia's dollars and Samoa's
 * tala with their own letters ("TT$", "Bds$", "BZ$", "CI$", "N$", "EC$", "BD$", "B$", "WS$"), as a bare
 * "$" would read as US dollars.
 */
const LOCAL_SYMBOL: Record<string, string> = {
  DOP: 'RD$',
  BOB: `Bs${NBSP}`,
  PYG: `Gs.${NBSP}`,
  CRC: '₡',
  LKR: `Rs.${NBSP}`,
  GTQ: 'Q',
  HNL: `L${NBSP}`,
  TTD: 'TT$',
  BBD: 'Bds$',
  BZD: 'BZ$',
  KYD: 'CI$',
  NAD: 'N$',
  XCD: 'EC$',
  BMD: 'BD$',
  BSD: 'B$',
  WST: 'WS$',
};

/** Peso markets write "$" before and the code after, so that nobody reads dollars. */
const PESOS = new Set(['MXN', 'COP', 'CLP', 'ARS', 'UYU']);

export interface MoneyOptions {
  /** 'auto' (default): cents only when the amount is not whole. */
  decimals?: 'auto' | 'always';
}

function withSymbol(amount: string, currency: string, locale: Locale): string {
  const { language, country } = locale;
  if (currency === 'CHF' || country === 'CH') return `${currency === 'EUR' ? '€' : currency} ${amount}`;
  if (LOCAL_SYMBOL[currency]) return `${LOCAL_SYMBOL[currency]}${amount}`;
  if (PESOS.has(currency)) return `$${amount} ${currency}`;
  // Puerto Rico writes its dollars "$12,500" in Spanish as in English.
  if (currency === 'USD' && country === 'PR') return `$${amount}`;
  if (language === 'en') {
    const symbol =
      currency === 'USD' && country !== 'US' && country !== null ? 'US$' : ENGLISH_SYMBOL[currency];
    return symbol ? `${symbol}${amount}` : `${currency}${NBSP}${amount}`;
  }
  if (currency === 'EUR') return country === 'AT' ? `€${NBSP}${amount}` : `${amount}${NBSP}€`;
  if (language === 'fr' && currency === 'CAD') return `${amount}${NBSP}$`;
  // "12 000 000 FCFA": how West and Central Africa write their francs.
  if (language === 'fr' && (currency === 'XOF' || currency === 'XAF')) return `${amount}${NBSP}FCFA`;
  // "12 000 000 Ar": Madagascar's ariary, after the figure.
  if (language === 'fr' && currency === 'MGA') return `${amount}${NBSP}Ar`;
  if (language === 'es' && currency === 'USD') return `US$${NBSP}${amount}`;
  if (currency === 'GBP') return `${amount}${NBSP}£`;
  return `${amount}${NBSP}${currency}`;
}

/** Integer cents of `currency` in the conventions of `locale`. */
export function formatMoney(
  cents: number,
  currency: string,
  locale: Locale,
  options: MoneyOptions = {},
): string {
  const value = cents / 100;
  const decimals = options.decimals === 'always' ? 2 : Number.isInteger(value) ? 0 : 2;
  const amount = formatNumber(Math.abs(value), locale, decimals);
  const written = withSymbol(amount, currency, locale);
  return value < 0 ? `−${written}` : written;
}
