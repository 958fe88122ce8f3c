// The signs of each country, as regexes built once from its data: places and regions, company
// forms, telling words and acronyms, phone prefixes and web domains. North American numbers are
// written one way first, so that their area code says the province or the island.
import { escapeRegex } from '../text/phrases';

export interface Country {
  currency: string;
  vat: number;
  phones: string[];
  tlds: string[];
  legalForms: string[];
  places: string[];
  words: string[];
  languages: string[];
  taxNames?: Record<string, string>;
  /** A region's country ("CA" for "CA-QC"), whose signs the region shares. */
  extends?: string;
}

// "(604) 859-2276", "604-859-2276", "+1 604.859.2276": one North American number, whatever its
// separators; its area code is the sign (BC's 604, Jamaica's 876), listed as "(604)".
const NANP_ANY =
  /(?<![\d+])(?:\+?1[\s.-]?)?(?:\(([2-9]\d{2})\)\s?|([2-9]\d{2})[\s.-])(\d{3})[\s.-](\d{4})(?!\d)/g;
export const NANP = /\(\d{3}\) \d{3}-\d{4}/;

/** Every North American number written as "(604) 859-2276". */
export const withNanpWrittenOneWay = (text: string): string =>
  text.replace(
    NANP_ANY,
    (_, inBrackets: string | undefined, bare: string | undefined, exchange: string, line: string) =>
      `(${inBrackets ?? bare}) ${exchange}-${line}`,
  );

// Whole words. One boundary before the whole alternation keeps the regex fast; ", QC" needs the
// comma before it instead ("Québec, QC"), and "(Pty) Ltd" or "s/" nothing.
const words = (list: readonly string[], flags: string): RegExp | null => {
  const group = (items: readonly string[], before: string) =>
    items.length ? [`${before}(?:${items.map(escapeRegex).join('|')})(?![\\p{L}\\p{N}])`] : [];
  const lettered = list.filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const regions = list.filter((word) => word.startsWith(', ')).map((word) => word.slice(2));
  const signed = list.filter((word) => !lettered.includes(word) && !word.startsWith(', '));
  const sources = [
    ...group(lettered, '(?<![\\p{L}\\p{N}])'),
    ...group(regions, '(?<=, )'),
    ...group(signed, ''),
  ];
  return sources.length ? new RegExp(sources.join('|'), flags) : null;
};

export interface Signs {
  places: RegExp | null;
  regions: RegExp | null;
  legal: RegExp | null;
  words: RegExp | null;
  acronyms: RegExp | null;
  phones: RegExp | null;
  tlds: RegExp | null;
}

// A region or state ("Ohio", ", TX", "Cumbria", "NSW") says more than a city name shared across countries.
const isRegion = (place: string): boolean =>
  place.startsWith(', ') || /\s/.test(place) || place.length > 8 || /^[A-Z]{2,4}$/.test(place);

// "Ltd", "SARL": a company form that many countries use says nothing of which one the client is in.
const MAX_COUNTRIES_OF_A_FORM = 3;
function telling(countries: Record<string, Country>): (form: string) => boolean {
  const uses = new Map<string, number>();
  for (const c of Object.values(countries))
    if (!c.extends) for (const form of c.legalForms) uses.set(form, (uses.get(form) ?? 0) + 1);
  return (form) => (uses.get(form) ?? 0) <= MAX_COUNTRIES_OF_A_FORM;
}

export const signsOf = (countries: Record<string, Country>): Map<string, Signs> => {
  const tells = telling(countries);
  return new Map<string, Signs>(
    Object.entries(countries).map(([code, c]) => [
      code,
      {
        places: words(
          c.places.filter((p) => !isRegion(p)),
          'gu',
        ),
        regions: words(c.places.filter(isRegion), 'gu'),
        legal: words(c.legalForms.filter(tells), 'gu'),
        // "SAT", "KW", "HT" written in capitals are signs; "Sat 12th Dec" and "ht" in a word are not.
        words: words(
          c.words.filter((w) => w !== w.toUpperCase()),
          'giu',
        ),
        acronyms: words(
          c.words.filter((w) => w === w.toUpperCase()),
          'gu',
        ),
        phones: c.phones.length
          ? new RegExp(`(?:${c.phones.map(escapeRegex).join('|')})[\\s(]*\\d`, 'g')
          : null,
        tlds: c.tlds.length
          ? new RegExp(`[.@][a-z0-9-]+(?:${c.tlds.map(escapeRegex).join('|')})(?![\\w.])`, 'gi')
          : null,
      },
    ]),
  );
};
