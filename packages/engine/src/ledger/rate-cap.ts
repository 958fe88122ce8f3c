// The most the client pays an hour: "our procurement policy caps external consultants at £125 per
// hour", "Stundensatz-Limit … max. 95 € netto", "TJM plafonné à 750 € HT" (a day is eight hours).
import type { Brief } from '../brief';
import { CUES, has } from '../facts/cues';
import { findMoney } from '../facts/money/mentions';

const PER_HOUR =
  /(?<![\p{L}])(?:per hour|an hour|hourly|\/\s?h(?:our|r)?|stundensatz\p{L}*|pro stunde|de l'heure|par heure|horaire|por hora|la hora)(?![\p{L}])/iu;
const PER_DAY =
  /(?<![\p{L}])(?:per day|a day|day rate|daily rate|tagessatz\p{L}*|pro tag|tjm|par jour|journalier|por día|tarifa diaria)(?![\p{L}])/iu;
const CAPS = /(?<![\p{L}])(?:caps?|capped|limit\p{L}*|plafonn\p{L}*|tope|höchst\p{L}*)(?![\p{L}])/iu;
const HOURS_PER_DAY = 8;

/** Cents per hour, or null when the brief sets no limit on the rate. */
export function rateCapOf(brief: Brief): number | null {
  for (const { text } of brief.sentences) {
    const [hourly, daily] = [PER_HOUR.test(text), PER_DAY.test(text)];
    if (!(daily || hourly) || !(has(CUES.ceiling, text) || CAPS.test(text))) continue;
    const amount = findMoney(text).find((m) => m.currency !== undefined);
    if (amount) return Math.round((amount.max * 100) / (hourly ? 1 : HOURS_PER_DAY));
  }
  return null;
}
