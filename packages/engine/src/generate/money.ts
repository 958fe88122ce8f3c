import type { Language } from '../catalogue';
import rates from '../data/rates.json';
import { phrasesFor } from './phrases';

const SYMBOLS: Record<string, string> = rates.symbols;

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

// Formatted by hand, not with Intl: ICU versions differ in separators and spacing, and the
// document must be byte-identical wherever it is generated.
function formatNumber(value: number, decimals: number, language: Language): string {
  const { decimal, group: separator } = phrasesFor(language).locale;
  const [whole = '0', fraction] = value.toFixed(decimals).split('.');
  return fraction === undefined ? group(whole, separator) : `${group(whole, separator)}${decimal}${fraction}`;
}

/** `$12,500.00`, `12 500,00 €`, `12.500,00 €`: cents in the conventions of the proposal's language. */
export function formatMoney(cents: number, currency: string, language: Language): string {
  const amount = formatNumber(cents / 100, 2, language);
  const symbol = SYMBOLS[currency] ?? currency;
  if (!phrasesFor(language).locale.symbolFirst) return `${amount} ${symbol}`;
  return /^[A-Z]{3}$/.test(symbol) ? `${symbol} ${amount}` : `${symbol}${amount}`;
}

export function formatHours(hours: number, language: Language): string {
  return formatNumber(hours, Number.isInteger(hours) ? 0 : 1, language);
}
