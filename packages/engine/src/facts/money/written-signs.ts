// Currency signs that are money only as their markets write them (data/currencies.json): "Bs 28.000"
// and "Gs. 25.000.000" in their own case, not "BS 7671" (a British Standard) or "GS1" (barcodes);
// "P120 000", "PHP 350,000" and "DOP 450,000" only before a figure of a hundred or more, not "5 P.M.",
// a "P1" incident, "PHP 8.3" or "1 DOP" on a film crew.
import data from '../data/currencies.json';

const CASE_KEPT = new Set(data.caseKept);
const CASE_KEPT_KEYS = new Set(data.caseKept.map((sign) => sign.toLowerCase()));
const BEFORE_FIGURE = new Set(data.beforeFigureOnly);
const LEAST_FIGURE = 100;

/** Whether `marker`, written before (or after) a figure of `value`, can be a currency sign there. */
export function writtenAsMoney(marker: string, after: boolean, value: number): boolean {
  const key = marker.toLowerCase();
  if (CASE_KEPT_KEYS.has(key) && !CASE_KEPT.has(marker)) return false;
  return !BEFORE_FIGURE.has(key) || (!after && value >= LEAST_FIGURE);
}
