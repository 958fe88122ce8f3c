// Currency signs that are money only as their markets write them (data/currencies.json): "Bs 28.000"
// and "Gs. 25.000.000" in their own case, not "BS 7671" (a British Standard) or "GS1" (barcodes);
// "P120 000", "PHP 350,000" and "DOP 450,000" only before a figure of a hundred or more, not "5 P.M.",
// a "P1" incident, "PHP 8.3" or "1 DOP" on a film crew. Some mean the market's own currency:
// "francs" in Dakar are CFA francs, "L. 250,000" is lempiras only in a brief from Honduras.
import data from '../data/currencies.json';
import { escapeRegex } from '../../text/phrases';

const CASE_KEPT = new Set(data.caseKept);
const CASE_KEPT_KEYS = new Set(data.caseKept.map((sign) => sign.toLowerCase()));
const BEFORE_FIGURE = new Set(data.beforeFigureOnly);
const LEAST_FIGURE = 100;
const SHARED_SIGNS = data.sharedSigns as Record<string, string[]>;
const MARKET_SIGNS = data.marketSigns as Record<string, string[]>;
// Signs that are no currency but where the market pays in theirs ("L" is a size anywhere else).
const ONLY_THERE = Object.keys(MARKET_SIGNS).filter((sign) => !(sign in data.markers));
const ONLY_THERE_BEFORE = new RegExp(
  `(?<![\\p{L}])(?<cur1>${[...ONLY_THERE]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|')})\\s?$`,
  'iu',
);

/** Whether `marker`, written before (or after) a figure of `value`, can be a currency sign there. */
export function writtenAsMoney(marker: string, after: boolean, value: number): boolean {
  const key = marker.toLowerCase();
  if (CASE_KEPT_KEYS.has(key) && !CASE_KEPT.has(marker)) return false;
  return !BEFORE_FIGURE.has(key) || (!after && value >= LEAST_FIGURE);
}

/** A sign two currencies write alike ("FCFA") is read as the first, but as the market's where it pays in the other. */
export const paidIn = (currency: string, market: string | null): string =>
  market && SHARED_SIGNS[currency]?.includes(market) ? market : currency;

/** The market's currency where `marker` means it there ("francs" in Dakar: XOF), else undefined. */
export const marketCurrency = (marker: string, market: string | null): string | undefined =>
  market && MARKET_SIGNS[marker.toLowerCase()]?.includes(market) ? market : undefined;

/** A sign written right before a figure that is money only in its market ("L. 250,000" in Honduras). */
export function signOnlyThere(before: string, market: string | null): RegExpExecArray | null {
  const there = market && ONLY_THERE.some((sign) => MARKET_SIGNS[sign]?.includes(market));
  return there ? ONLY_THERE_BEFORE.exec(before) : null;
}
