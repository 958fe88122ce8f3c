// Amounts as written, one number at a time: a figure ("15.000", "1.5M", "80 millones de pesos") or
// a number in words ("forty-two thousand Canadian dollars"), with the currency before or after it.
// mentions.ts joins these tokens into ranges. A generic "$" or "pesos" is left for the market to name.
import data from '../data/currencies.json';
import { escapeRegex } from '../../text/phrases';
import { linked } from './links';
import { bareSpelled } from './bare-spelled';
import { spelledNumbers } from './number-words';
import { marketCurrency, signOnlyThere, writtenAsMoney } from './written-signs';

export const MARKERS = data.markers as Record<string, string>;
const MULTIPLIERS = data.multipliers as Record<string, number>;
const GENERIC_SIGNS = new Set(data.genericSigns);
const GENERIC_DOLLARS = new Set(data.genericDollars);
const SCALED = data.scaled as Record<string, number>;
const UPPER_ONLY = new Set(data.upperCaseOnly);
const MIL_IS_MILLION = new Set(data.milIsMillion);
/** A "$" or "pesos": the local dollar or peso, until the market says which one it is. */
export const GENERIC = '$';
/** "dollars", "dólares": the local dollar where there is one, else the US dollar. */
export const DOLLAR = 'dollar';

const isGeneric = (marker: string): boolean =>
  GENERIC_SIGNS.has(marker.toLowerCase()) || GENERIC_DOLLARS.has(marker.toLowerCase());

const alternation = (words: string[]): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => (/^\p{L}/u.test(word) ? `(?<![\\p{L}])${escapeRegex(word)}` : escapeRegex(word)))
    .join('|');

// "18 million pounds of food": a weight; a currency word is not followed by what it measures.
const CURRENCY = `(?:${alternation(Object.keys(MARKERS))})(?![\\p{L}])(?!\\s+of\\s)`;
// Indian grouping ("1,50,000", "1,10,00,000") first, then thousands groups, then plain figures.
const NUMBER = `\\d{1,2}(?:,\\d{2})+,\\d{3}(?!\\d)|\\d{1,3}(?:(?:[.,'’]|\\s)\\d{3})+(?:[.,]\\d{1,2})?(?!\\d)|\\d+(?:[.,]\\d+)?`;
const MULTIPLIER = `(?:${alternation(Object.keys(MULTIPLIERS))})(?![\\p{L}])`;
// Every amount holds a digit, so the scan starts at numbers; a currency written before one is then
// looked for in the few characters before it. Trying the long currency alternation at every
// position of the text instead made this the slowest step of the analysis.
// "80 millones de pesos", "2 millions d'euros": a word multiplier takes its currency after "de".
const OF_AFTER = `\\s+(?:de\\s+|d['’]\\s*)`;
const OF_AFTER_WORD = `(?<=\\p{L})${OF_AFTER}`;
const AMOUNT = new RegExp(
  `(?<![\\d.,])(?<num>${NUMBER})(?:\\s?(?<mult>${MULTIPLIER}))?(?:(?:${OF_AFTER_WORD}|\\s?)(?<cur2>${CURRENCY}))?`,
  'giu',
);
// What must follow a number in words for it to be an amount: a currency, maybe after "grand" or "de"
// (a number in words ends in a letter: "medio millón de pesos").
const SPELLED_TAIL = new RegExp(
  `^(?:\\s?(?<mult>${MULTIPLIER}))?(?:${OF_AFTER}|\\s?)(?<cur2>${CURRENCY})`,
  'iu',
);
// "sixty to eighty grand", "four and a half k": slang that is money without a currency named.
const GRAND_TAIL = /^\s?(?<mult>grand|k)(?![\p{L}])/iu;
// The longest multiplier and currency words after a number in words ("mil millones de dólares estadounidenses").
const TAIL_REACH = 64;
const CURRENCY_BEFORE = new RegExp(`(?<cur1>${CURRENCY})\\s?$`, 'iu');
const CURRENCY_REACH = 32;
const CODE_BEFORE = /(?<![\p{L}])([A-Z]{3})\s?$/u;

/** "12.000" and "12,000" are thousands; "1.5" and "12,5" are decimals; "12.000,50" is both. */
export function parseNumber(text: string): number {
  const compact = text.replace(/\s/g, ' ');
  if (/^\d{1,2}(?:,\d{2})+,\d{3}$/.test(compact)) return Number(compact.replace(/,/g, ''));
  const grouped = /^(\d{1,3}(?:[.,'’ ]\d{3})+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (grouped?.[1]) {
    const whole = Number(grouped[1].replace(/\D/g, ''));
    return grouped[2] ? whole + Number(`0.${grouped[2]}`) : whole;
  }
  return Number(compact.replace(',', '.'));
}

export interface Token {
  start: number;
  end: number;
  value: number;
  factor: number;
  currency: string | undefined;
}

// After a figure unless said otherwise: "ten thousand pula". `value`: the figure, for signs read only
// before one; `market`: the client's market's currency, for signs that mean it there ("francs" in Dakar).
function currencyOf(marker: string | undefined, after = true, value = 0, market: string | null = null) {
  if (!marker || !writtenAsMoney(marker, after, value)) return undefined;
  const key = marker.toLowerCase();
  // "R 45 000" is rand; a stray lower-case "r" before a figure is not.
  if (UPPER_ONLY.has(key) && marker !== marker.toUpperCase()) return undefined;
  const generic = GENERIC_SIGNS.has(key) ? GENERIC : GENERIC_DOLLARS.has(key) ? DOLLAR : undefined;
  return marketCurrency(marker, market) ?? generic ?? MARKERS[key];
}

/** "15k", "2 Mio.", "45 mil": a thousand in Spanish, but "RM 2.8 mil" is millions of ringgit. */
function multiplierOf(mult: string | undefined, currency: string | undefined): number {
  if (!mult) return 1;
  const key = mult.toLowerCase();
  if (key === 'mil' && currency && MIL_IS_MILLION.has(currency)) return 1_000_000;
  return MULTIPLIERS[key] ?? 1;
}

/** "15 T€", "20 k€", "1.2 MSEK": a currency marker that also means thousands or millions. */
const scaleOf = (marker: string | undefined): number => (marker && SCALED[marker.toLowerCase()]) || 1;

export function tokensOf(text: string, market: string | null = null): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const groups = match.groups ?? {};
    if (/^\s*%/.test(text.slice(match.index + match[0].length))) continue;
    // A currency already read after the previous amount is not read again before this one.
    const from = Math.max(tokens.at(-1)?.end ?? 0, match.index - CURRENCY_REACH);
    const ahead = text.slice(from, match.index);
    const before = CURRENCY_BEFORE.exec(ahead) ?? signOnlyThere(ahead, market);
    // "$350,000 MXN", "MXN $350,000": a code beside the sign says which dollar or peso it meant.
    const sign = before?.groups?.cur1 ?? '';
    const codeBefore =
      before && isGeneric(sign) ? CODE_BEFORE.exec(text.slice(from, from + before.index)) : null;
    const marker =
      groups.cur2 && isGeneric(sign)
        ? groups.cur2
        : codeBefore?.[1] && MARKERS[codeBefore[1].toLowerCase()]
          ? codeBefore[1]
          : (before?.groups?.cur1 ?? groups.cur2);
    const after = !before || Boolean(groups.cur2 && isGeneric(sign));
    const figure = parseNumber(groups.num ?? '') * multiplierOf(groups.mult, undefined);
    const currency = currencyOf(marker, after, figure, market);
    const scale = multiplierOf(groups.mult, currency) * scaleOf(marker);
    tokens.push({
      start: before ? from + before.index : match.index,
      end: match.index + match[0].trimEnd().length,
      value: parseNumber(groups.num ?? '') * scale,
      factor: scale,
      currency,
    });
  }
  return [...tokens, ...spelledTokens(text, market), ...grandTokens(text)].sort((a, b) => a.start - b.start);
}

// "about a grand a month", "a couple of grand": slang for thousands of the local money, with no figure written.
const A_GRAND = /(?<![\p{L}\d])(?:(?<two>a\s+couple(?:\s+of)?)|(?<few>a\s+few)|a|one)\s+grand(?![\p{L}])/giu;

function grandTokens(text: string): Token[] {
  return [...text.matchAll(A_GRAND)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    value: (m.groups?.two ? 2 : m.groups?.few ? 3 : 1) * 1000,
    factor: 1000,
    currency: undefined,
  }));
}

const SPELLED_AMOUNT = 100;
const PERIOD_TAIL =
  /^\s*(?:a|per|\/)\s*(?:month|week|year)|^\s*(?:par|al|pro|im|por)\s+(?:mois|mes|monat|año|an|jahr)(?![\p{L}])/iu;

/** "forty-two thousand Canadian dollars", "quince mil euros", "six grand USD", "sixty grand". */
function spelledTokens(text: string, market: string | null): Token[] {
  if (!/\p{L}{3}/u.test(text)) return [];
  const numbers = spelledNumbers(text);
  const tailAt = (end: number) => {
    const after = text.slice(end, end + TAIL_REACH);
    return SPELLED_TAIL.exec(after) ?? GRAND_TAIL.exec(after);
  };
  return numbers.flatMap((number, index) => {
    const { start, end, value } = number;
    const tail = tailAt(end);
    // "between twenty and thirty thousand dollars": the low end takes the high end's currency.
    const next = numbers[index + 1];
    const shared = !tail && next && linked(text, number, next) ? tailAt(next.end) : null;
    if (shared)
      return [{ start, end, value, factor: 1, currency: currencyOf(shared.groups?.cur2, true, 0, market) }];
    // "fifteen hundred a month for you guys": a spelled amount with a period is money even without a currency.
    if (!tail && value >= SPELLED_AMOUNT && PERIOD_TAIL.test(text.slice(end, end + TAIL_REACH)))
      return [{ start, end, value, factor: 1, currency: undefined }];
    if (!tail) return bareSpelled(text, number, next).map((bare) => ({ ...bare, currency: undefined }));
    const currency = currencyOf(tail.groups?.cur2, true, 0, market);
    const factor = multiplierOf(tail.groups?.mult, currency);
    return [{ start, end: end + tail[0].length, value: value * factor, factor, currency }];
  });
}
