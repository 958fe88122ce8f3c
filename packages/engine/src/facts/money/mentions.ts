// Amounts as briefs write them: "$15k-20k", "15.000 €", "12 000 €", "12.000,50 €", "CHF 8'000", "1.5M",
// "entre 20 000 et 30 000 euros", "between 40 and 50 thousand". No library reads all of these.
import { linked } from './links';
import { tokensOf, type Token } from './tokens';

export { DOLLAR, GENERIC, parseNumber } from './tokens';
export { paidIn } from './written-signs';

// "$280 mil pesos (MXN)", "45 mil dólares (USD)": a code in brackets right after names the currency.
const CODE_AFTER = /^\s*\(?\s*([A-Z]{3})\s*\)?/;
const ISO =
  /^(?:USD|EUR|GBP|CHF|CAD|AUD|NZD|SGD|HKD|INR|MXN|COP|CLP|ARS|PEN|BRL|JPY|SEK|NOK|DKK|PLN|ZAR|CNY|CZK|HUF|MAD|AED)$/;

function codeAfter(text: string, end: number): string | undefined {
  const code = CODE_AFTER.exec(text.slice(end, end + 12))?.[1];
  return code && ISO.test(code) ? code : undefined;
}

export interface MoneyMention {
  start: number;
  end: number;
  /** Major units; equal to max for a single figure. */
  min: number;
  max: number;
  /** ISO 4217; GENERIC ("$", "pesos") or DOLLAR ("dollars") until the market says which; undefined: none written. */
  currency: string | undefined;
}

const YEAR_LIKE = /^(?:19|20)\d\d$/;

/** A number with no currency that still reads as an amount: "10k", "15.000", "25000" (not a year). */
function looksLikeAmount(token: Token, text: string): boolean {
  const written = text.slice(token.start, token.end);
  const after = text.slice(token.end);
  // "18 million pounds of food": a measure of something else.
  if (token.factor !== 1) return !/^\s*\p{L}+\s+of\s/u.test(after);
  return (
    token.value >= 1000 &&
    !YEAR_LIKE.test(written.trim()) &&
    (!/^\s*\p{L}/u.test(after) || PER_PERIOD.test(after))
  );
}

// "un plafond de 4 500 par mois": a figure counted per period is money, not a count of things.
const PER_PERIOD =
  /^\s*(?:a|an|per|each|every|par|chaque|pro|im|je|al|por|cada)\s+(?:month|year|mois|an|année|monat|jahr|mes|año)(?![\p{L}])/iu;

/**
 * "15-20k", "40 and 50 thousand": a multiplier written once applies to both ends; "entre 18 et
 * 22 000 euros": a small first figure beside thousands counts in thousands.
 */
function lowEnd(first: Token, second: Token): number {
  if (first.factor === 1 && second.factor !== 1 && first.value * second.factor <= second.value)
    return first.value * second.factor;
  const thousands = first.value * 1000;
  if (
    first.factor === 1 &&
    first.value < 1000 &&
    second.value >= 1000 &&
    thousands <= second.value &&
    thousands * 10 >= second.value
  )
    return thousands;
  return first.value;
}

/**
 * Amounts of one sentence. With `bare`, figures written with no currency that look like amounts
 * ("a budget of 15.000", "40 and 50 thousand") count too, their currency undefined. `market`: the
 * currency the client's market pays in, which some signs mean there ("francs" in Dakar, "L. 250,000"
 * in Tegucigalpa); without it they read as where no market is known.
 */
export function findMoney(text: string, bare = false, market: string | null = null): MoneyMention[] {
  const tokens = tokensOf(text, market);
  const mentions: MoneyMention[] = [];
  const keep = (token: Token, currency: string | undefined) =>
    currency !== undefined || (bare && looksLikeAmount(token, text));
  for (let i = 0; i < tokens.length; i += 1) {
    const first = tokens[i] as Token;
    const second = tokens[i + 1];
    if (second && linked(text, first, second)) {
      // "15-20k", "40 and 50 thousand": the multiplier written once applies to both ends.
      const low = lowEnd(first, second);
      const currency = first.currency ?? second.currency;
      if (low <= second.value && keep(second, currency)) {
        mentions.push({ start: first.start, end: second.end, min: low, max: second.value, currency });
        i += 1;
        continue;
      }
    }
    const currency = codeAfter(text, first.end) ?? first.currency;
    if (keep(first, currency))
      mentions.push({ start: first.start, end: first.end, min: first.value, max: first.value, currency });
  }
  return mentions;
}
