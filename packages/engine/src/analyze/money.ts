// Amounts as briefs write them: "$15k-20k", "15.000 €", "12 000 €", "12.000,50 €", "CHF 8'000", "1.5M",
// "entre 20 000 et 30 000 euros". No library reads all of these, so the parser is ours.
import data from '../data/currencies.json';
import { MARKERS, tokensOf, type Token } from './money-tokens';

export { parseNumber } from './money-tokens';

export interface MoneyMention {
  start: number;
  end: number;
  /** Major units; equal to max for a single figure. */
  min: number;
  max: number;
  currency: string;
}

const RANGE_LINK = /^\s*(?:-|–|—|to|à|a|bis|au)\s*$/i;
const PAIR_LINK = /^\s*(?:and|et|und|y)\s*$/i;
const PAIR_LEAD = /(?:between|entre|zwischen|de)\s*$/i;

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
