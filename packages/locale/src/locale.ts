// Which conventions a proposal follows: its language, and its market when one is known. English
// for a US client writes "March 15, 2027" and "$12,500"; for a British one "15 March 2027"; a Swiss
// client reads "CHF 12'000" whatever the language.

export type Language = 'en' | 'fr' | 'de' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'fr', 'de', 'es'];

export interface Locale {
  language: Language;
  /** ISO 3166-1 alpha-2, upper case, or null when the market is unknown. */
  country: string | null;
}

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** Where a currency is the home currency, the market its proposals are written for by default. */
const HOME: Record<string, string> = {
  USD: 'US',
  GBP: 'GB',
  CAD: 'CA',
  AUD: 'AU',
  NZD: 'NZ',
  SGD: 'SG',
  INR: 'IN',
  CHF: 'CH',
  MXN: 'MX',
  COP: 'CO',
  CLP: 'CL',
  ARS: 'AR',
  PEN: 'PE',
  UYU: 'UY',
  MAD: 'MA',
  XOF: 'SN',
  KES: 'KE',
  TND: 'TN',
  NGN: 'NG',
  GHS: 'GH',
  JMD: 'JM',
  MYR: 'MY',
  AED: 'AE',
  XAF: 'CM',
  CRC: 'CR',
  PHP: 'PH',
  FJD: 'FJ',
  BWP: 'BW',
  BOB: 'BO',
  PYG: 'PY',
  DOP: 'DO',
  MGA: 'MG',
  LKR: 'LK',
  GTQ: 'GT',
  HNL: 'HN',
  UGX: 'UG',
  BRL: 'BR',
  JPY: 'JP',
  ZAR: 'ZA',
  HKD: 'HK',
  SEK: 'SE',
  NOK: 'NO',
  DKK: 'DK',
  PLN: 'PL',
};

/** The EUR market a language implies when the brief names no country. */
const EURO_HOME: Record<Language, string> = { en: 'IE', fr: 'FR', de: 'DE', es: 'ES' };

/** The locale of a proposal: the stated country wins, else the currency's home, else none. */
export function localeFor(language: string, country?: string | null, currency?: string | null): Locale {
  const lang: Language = isLanguage(language) ? language : 'en';
  if (country) return { language: lang, country: country.toUpperCase() };
  if (currency === 'EUR') return { language: lang, country: EURO_HOME[lang] };
  return { language: lang, country: (currency && HOME[currency]) || null };
}

/** English dates month-first: the United States, Puerto Rico and the Philippines. */
export const monthFirst = (locale: Locale): boolean =>
  locale.language === 'en' && (locale.country === 'US' || locale.country === 'PR' || locale.country === 'PH');
