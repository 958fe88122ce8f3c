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
const AMOUNT = new RegExp(
  `(?<cur1>${CURRENCY})?\\s?(?<![\\d.,])(?<num>${NUMBER})(?:\\s?(?<mult>${MULTIPLIER}))?(?:\\s?(?<cur2>${CURRENCY}))?`,
  'giu',
);
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
  if (marker !== '$') return MARKERS[marker.toLowerCase()];
  const hint = DOLLAR_HINTS.exec(text)?.[0].toLowerCase() ?? '';
  return (data.dollarHints as Record<string, string>)[hint] ?? 'USD';
}

function tokensOf(text: string, wholeText: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const groups = match.groups ?? {};
    if (/^\s*%/.test(text.slice(match.index + match[0].length))) continue;
    const factor = groups.mult ? (MULTIPLIERS[groups.mult.toLowerCase()] ?? 1) : 1;
    tokens.push({
      start: match.index,
      end: match.index + match[0].trimEnd().length,
      value: parseNumber(groups.num ?? '') * factor,
      factor,
      currency: currencyOf(groups.cur1 ?? groups.cur2, wholeText),
    });
  }
  return tokens;
}

function linked(text: string, first: Token, second: Token): boolean {
  const between = text.slice(first.end, second.start);
  if (RANGE_LINK.test(between)) return true;
  return PAIR_LINK.test(between) && PAIR_LEAD.test(text.slice(Math.max(0, first.start - 12), first.start));
}

/** Amounts with a currency in `text` (one sentence); `wholeText` lends context to a bare "$". */
export function findMoney(text: string, wholeText = text): MoneyMention[] {
  const tokens = tokensOf(text, wholeText);
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
