// Amounts as briefs write them: "$15k-20k", "15.000 €", "12 000 €", "12.000,50 €", "CHF 8'000", "1.5M",
// "entre 20 000 et 30 000 euros". No library reads all of these, so the parser is ours.
import data from '../data/currencies.json';
import { escapeRegex } from './keywords';

export interface MoneyMention {
  start: number;
  end: number;
  /** Major units; equal to max for a single figure. */
  min: number;
  max: number;
  currency: string;
}

const MARKERS = data.markers as Record<string, string>;
const MULTIPLIERS = data.multipliers as Record<string, number>;
const GENERIC_DOLLARS = new Set(data.genericDollars);
const DOLLAR_HINTS = new RegExp(
  `(?<![\\p{L}])(?:${Object.keys(data.dollarHints).map(escapeRegex).join('|')})(?![\\p{L}])`,
  'iu',
);

const alternation = (words: string[]): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => (/^\p{L}/u.test(word) ? `(?<![\\p{L}])${escapeRegex(word)}` : escapeRegex(word)))
    .join('|');

const CURRENCY = `(?:${alternation(Object.keys(MARKERS))})(?![\\p{L}])`;
const NUMBER = `\\d{1,3}(?:(?:[.,']|\\s)\\d{3})+(?:[.,]\\d{1,2})?(?!\\d)|\\d+(?:[.,]\\d+)?`;
const MULTIPLIER = `(?:${alternation(Object.keys(MULTIPLIERS))})(?![\\p{L}])`;
// Every amount holds a digit, so the scan starts at numbers; a currency written before one is then
// looked for in the few characters before it. Trying the long currency alternation at every
// position of the text instead made this the slowest step of the analysis.
const AMOUNT = new RegExp(
  `(?<![\\d.,])(?<num>${NUMBER})(?:\\s?(?<mult>${MULTIPLIER}))?(?:\\s?(?<cur2>${CURRENCY}))?`,
  'giu',
);
const CURRENCY_BEFORE = new RegExp(`(?<cur1>${CURRENCY})\\s?$`, 'iu');
const CURRENCY_REACH = 32;
const RANGE_LINK = /^\s*(?:-|–|—|to|à|a|bis|au)\s*$/i;
const PAIR_LINK = /^\s*(?:and|et|und|y)\s*$/i;
const PAIR_LEAD = /(?:between|entre|zwischen|de)\s*$/i;

/** "12.000" and "12,000" are thousands; "1.5" and "12,5" are decimals; "12.000,50" is both. */
export function parseNumber(text: string): number {
  const compact = text.replace(/\s/g, ' ');
  const grouped = /^(\d{1,3}(?:[.,' ]\d{3})+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (grouped?.[1]) {
    const whole = Number(grouped[1].replace(/\D/g, ''));
    return grouped[2] ? whole + Number(`0.${grouped[2]}`) : whole;
  }
  return Number(compact.replace(',', '.'));
}

interface Token {
  start: number;
  end: number;
  value: number;
  factor: number;
  currency: string | undefined;
}

function currencyOf(marker: string | undefined, text: string): string | undefined {
  if (!marker) return undefined;
  if (!GENERIC_DOLLARS.has(marker.toLowerCase())) return MARKERS[marker.toLowerCase()];
  const hint = DOLLAR_HINTS.exec(text)?.[0].toLowerCase() ?? '';
  return (data.dollarHints as Record<string, string>)[hint] ?? 'USD';
}

function tokensOf(text: string, wholeText: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const groups = match.groups ?? {};
    if (/^\s*%/.test(text.slice(match.index + match[0].length))) continue;
    const factor = groups.mult ? (MULTIPLIERS[groups.mult.toLowerCase()] ?? 1) : 1;
    // A currency already read after the previous amount is not read again before this one.
    const from = Math.max(tokens.at(-1)?.end ?? 0, match.index - CURRENCY_REACH);
    const before = CURRENCY_BEFORE.exec(text.slice(from, match.index));
    tokens.push({
      start: before ? from + before.index : match.index,
      end: match.index + match[0].trimEnd().length,
      value: parseNumber(groups.num ?? '') * factor,
      factor,
      // "$350,000 MXN": a code after the amount says which dollar the sign before it meant.
      currency: currencyOf(
        groups.cur2 && GENERIC_DOLLARS.has(before?.groups?.cur1 ?? '')
          ? groups.cur2
          : (before?.groups?.cur1 ?? groups.cur2),
        wholeText,
      ),
    });
  }
  return tokens;
}

function linked(text: string, first: Token, second: Token): boolean {
  const between = text.slice(first.end, second.start);
  if (RANGE_LINK.test(between)) return true;
  return PAIR_LINK.test(between) && PAIR_LEAD.test(text.slice(Math.max(0, first.start - 12), first.start));
}

const YEAR_LIKE = /^(?:19|20)\d\d$/;

/** A number with no currency that still reads as an amount: "10k", "15.000", "25000" (not a year). */
function looksLikeAmount(token: Token, text: string): boolean {
  const written = text.slice(token.start, token.end);
  if (token.factor !== 1) return true;
  return token.value >= 1000 && !YEAR_LIKE.test(written.trim()) && !/^\s*\p{L}/u.test(text.slice(token.end));
}

/** The currency of a bare amount: the brief's other amounts, else its language's usual one. */
// A currency code on its own, as a form field gives it ("Currency: AUD").
const CODE = new RegExp(
  `(?<![\\p{L}])(${Object.keys(MARKERS)
    .filter((marker) => /^[a-z]{3}$/.test(marker))
    .map((code) => code.toUpperCase())
    .join('|')})(?![\\p{L}])`,
  'u',
);

export function defaultCurrency(wholeText: string, language: string): string {
  const code = CODE.exec(wholeText)?.[1];
  const stated = findMoney(wholeText)[0]?.currency ?? (code && MARKERS[code.toLowerCase()]);
  const defaults = data.languageDefaults as Record<string, string>;
  return stated ?? defaults[language] ?? 'USD';
}

/**
 * Amounts with a currency in `text` (one sentence); `wholeText` lends context to a bare "$". With
 * `bareCurrency`, numbers written with no currency that look like amounts count in that currency.
 */
export function findMoney(text: string, wholeText = text, bareCurrency?: string): MoneyMention[] {
  const tokens = tokensOf(text, wholeText).map((token) =>
    !token.currency && bareCurrency && looksLikeAmount(token, text)
      ? { ...token, currency: bareCurrency }
      : token,
  );
  const mentions: MoneyMention[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const first = tokens[i] as Token;
    const second = tokens[i + 1];
    if (second && linked(text, first, second) && (first.currency ?? second.currency)) {
      // "15-20k": the multiplier written once applies to both ends.
      const scaled = first.factor === 1 && second.factor !== 1 && first.value * second.factor <= second.value;
      const lowValue = scaled ? first.value * second.factor : first.value;
      if (lowValue <= second.value) {
        const currency = (first.currency ?? second.currency) as string;
        mentions.push({ start: first.start, end: second.end, min: lowValue, max: second.value, currency });
        i += 1;
        continue;
      }
    }
    if (first.currency)
      mentions.push({
        start: first.start,
        end: first.end,
        min: first.value,
        max: first.value,
        currency: first.currency,
      });
  }
  return mentions;
}
