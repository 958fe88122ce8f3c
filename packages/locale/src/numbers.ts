// Numbers written by hand, not with Intl: ICU versions differ in separators and spaces, and a
// document must be byte-identical wherever it is generated.
import type { Locale } from './locale';

const NBSP = '\u00a0';

interface Separators {
  group: string;
  decimal: string;
  /** Spanish in Spain groups only from five digits ("9000 €", "15.000 €"). */
  minGroupDigits: number;
  /** India groups by two above the thousands: 1,50,000. */
  indian: boolean;
}

// Central America and the Caribbean write "Q95,000.00", "L 250,000" and "B/. 1,500.00" as the US does;
// Costa Rica does not.
const DOT_DECIMAL = new Set([
  'US',
  'GB',
  'IE',
  'AU',
  'NZ',
  'CA',
  'SG',
  'IN',
  'MX',
  'PH',
  'HK',
  'DO',
  'GT',
  'HN',
  'SV',
  'PR',
  'PA',
]);

export function separatorsOf(locale: Locale): Separators {
  const { language, country } = locale;
  if (country === 'CH' || country === 'LI')
    return { group: "'", decimal: '.', minGroupDigits: 1, indian: false };
  if (language === 'en' || (country !== null && DOT_DECIMAL.has(country) && language !== 'fr'))
    return { group: ',', decimal: '.', minGroupDigits: 1, indian: country === 'IN' };
  if (language === 'fr') return { group: NBSP, decimal: ',', minGroupDigits: 1, indian: false };
  if (language === 'es' && (country === 'ES' || country === null))
    return { group: '.', decimal: ',', minGroupDigits: 2, indian: false };
  return { group: '.', decimal: ',', minGroupDigits: 1, indian: false };
}

function groupDigits(digits: string, s: Separators): string {
  if (digits.length < 4 + s.minGroupDigits - 1) return digits;
  if (!s.indian || digits.length <= 3) return digits.replace(/\B(?=(\d{3})+(?!\d))/g, s.group);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, s.group);
  return `${head}${s.group}${digits.slice(-3)}`;
}

/** `decimals` digits after the separator; 'auto' shows them only when the value is not whole. */
export function formatNumber(value: number, locale: Locale, decimals: number | 'auto' = 'auto'): string {
  const places = decimals === 'auto' ? (Number.isInteger(value) ? 0 : 2) : decimals;
  const negative = value < 0;
  const [whole = '0', fraction] = Math.abs(value).toFixed(places).split('.');
  const s = separatorsOf(locale);
  const body =
    fraction === undefined ? groupDigits(whole, s) : `${groupDigits(whole, s)}${s.decimal}${fraction}`;
  return negative ? `−${body}` : body;
}

/** Hours or quantities: at most one decimal, "1.5" or "1,5". */
export function formatQuantity(value: number, locale: Locale): string {
  const rounded = Math.round(value * 10) / 10;
  return formatNumber(rounded, locale, Number.isInteger(rounded) ? 0 : 1);
}

/** "20 %" in French and German, "20%" in English and Spanish, with the rate's own decimals. */
export function formatPercent(value: number, locale: Locale): string {
  // A tax rate is written as the law gives it: "14,975 %" in Québec, "8,1 %" in Switzerland.
  const places = Math.min(3, (String(value).split('.')[1] ?? '').length);
  const number = formatNumber(value, locale, places);
  return locale.language === 'fr' || locale.language === 'de' ? `${number}${NBSP}%` : `${number}%`;
}
