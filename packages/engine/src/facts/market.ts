// Where the client is, from what the brief lets slip: places, phone numbers, web addresses, company
// forms and telling words. The country decides what a bare "$" means, the currency of a figure
// written without one, the VAT to state, and how money and dates are written in the proposal.
import type { Brief } from '../brief';
import { CURRENCY_SIGNS, PESO_CURRENCIES, PESOS } from './currency-signs';
import data from './data/markets.json';
import { NANP, signsOf, withNanpWrittenOneWay, type Country, type Signs } from './market-signs';
import { peopleIn } from './people-names';

const COUNTRIES = data.countries as Record<string, Country>;
// On a tie the first listed wins, a region in its country's place: "Hamilton" alone is Ontario's
// before New Zealand's, as Canada is listed before New Zealand.
const CODES = Object.keys(COUNTRIES);
const rankOf = (code: string): number => CODES.indexOf(COUNTRIES[code]?.extends ?? code);
const RANKED = [...CODES].sort((a, b) => rankOf(a) - rankOf(b));
const currencies = Object.values(COUNTRIES).map((c) => c.currency);
const SOLE = new Set(currencies.filter((c) => currencies.indexOf(c) === currencies.lastIndexOf(c)));
const SIGNS = signsOf(COUNTRIES);
// A currency only one country of the brief's language pays in is a sign of it too ("€" in Spanish is
// Spain's); not the dollar, which prices are quoted in everywhere.
const spoken = Object.values(COUNTRIES)
  .filter((c) => !c.extends && c.currency !== 'USD')
  .flatMap((c) => c.languages.map((language) => `${c.currency} ${language}`));
const SPOKEN_SOLE = new Set(spoken.filter((key) => spoken.indexOf(key) === spoken.lastIndexOf(key)));
const spokenSole = (country: Country, language: string): boolean =>
  SPOKEN_SOLE.has(`${country.currency} ${language}`);
export const DOLLAR_COUNTRIES = data.dollarCountries as Record<string, string>;

export interface Market {
  /** ISO 3166-1 alpha-2, or null when nothing tells. */
  country: string | null;
  /** The country's currency, or null. */
  currency: string | null;
  /** VAT/GST/IVA rate in percent; 0 where none is charged on services (US). */
  vat: number | null;
  /**
   * ISO 3166-2 of a region with a tax of its own ("CA-QC": TPS et TVQ), else null. `country` stays
   * the country's alpha-2, as the analysis contract requires; the region's rate is in `vat`.
   */
  region: string | null;
}

const count = (regex: RegExp | null, text: string, people?: ReadonlySet<string>): number =>
  regex ? (text.match(regex) ?? []).filter((found) => !people?.has(found)).length : 0;

// A place that is someone's name ("I'm Kerry") says nothing of where the client is.
function scoreOf(signs: Signs, text: string, people: ReadonlySet<string>): number {
  return (
    count(signs.places, text, people) +
    2 * count(signs.regions, text, people) +
    2 * count(signs.legal, text) +
    count(signs.words, text) +
    count(signs.acronyms, text) +
    3 * count(signs.phones, text) +
    3 * count(signs.tlds, text)
  );
}

export function readMarket(brief: Brief): Market {
  const text = withNanpWrittenOneWay(
    `${brief.subjects.join('\n')}\n${brief.addresses.join('\n')}\n${brief.text}`,
  );
  let best: { code: string; score: number } | null = null;
  const own = new Map<string, number>();
  // The one currency a brief writes, when only one country pays in it ("£"), is a sign of that
  // country; "€" beside "CHF-Preisen" says nothing that way.
  const pesos = PESOS.test(text);
  const written = [...Object.values(CURRENCY_SIGNS), PESOS].filter((sign) => sign.test(text));
  const people = peopleIn(text);
  for (const [code, signs] of SIGNS)
    own.set(code, scoreOf(signs, text, people) + (code === 'US' && NANP.test(text) ? 2 : 0));
  for (const code of RANKED) {
    const mine = own.get(code) ?? 0;
    // A region (Québec) adds its own signs to its country's: on a brief that only says Canada the two
    // tie and the country, listed first, keeps it.
    const parent = COUNTRIES[code]?.extends;
    const country = COUNTRIES[code] as Country;
    // A currency only one country pays in ("£") is a sign of that country; one many share only breaks ties.
    const paid = CURRENCY_SIGNS[country.currency]?.test(text) ?? false;
    const score =
      mine +
      (parent ? (own.get(parent) ?? 0) : 0) +
      (paid && written.length === 1 && (SOLE.has(country.currency) || spokenSole(country, brief.language))
        ? 1.5
        : 0);
    if (score === 0) continue;
    // A tie ("GmbH", shared by three countries) goes to the currency the brief writes, then its language.
    const tie =
      (paid ? 1.5 : 0) +
      (pesos && PESO_CURRENCIES.has(country.currency) ? 1 : 0) +
      (country.languages.includes(brief.language) ? 0.25 : 0);
    if (!best || score + tie > best.score) best = { code, score: score + tie };
  }
  if (!best) return { country: null, currency: null, vat: null, region: null };
  const country = COUNTRIES[best.code] as Country;
  const region = country.extends ? best.code : null;
  return { country: country.extends ?? best.code, currency: country.currency, vat: country.vat, region };
}

export const vatOf = (country: string | null): number | null =>
  country ? (COUNTRIES[country]?.vat ?? null) : null;

/**
 * The tax's own name where it differs from the language's usual one ("GST" in Singapore), else null;
 * a region's own where its rate says which ("HST" at 13 % in Canada).
 */
export function taxNameOf(
  country: string | null,
  language: string,
  vat: number | null = null,
): string | null {
  if (!country) return null;
  const region = Object.values(COUNTRIES).find((c) => c.extends === country && c.vat === vat);
  return region?.taxNames?.[language] ?? COUNTRIES[country]?.taxNames?.[language] ?? null;
}
