// "Bitte Preis pro Standort angeben", "could u price the reels separately per reel?", "preferimos
// pagar por foto": the units a client asks to see a price for, beside the total.
import type { Brief } from '../brief';
import { countInBrief } from './brief-counts';
import { unitOfWord } from './quantity';

const ASKED =
  /(?<![\p{L}])(?:price[ds]?|pricing|cost|costs|quote|charge|pay|paying|preis|preise|kosten|prix|tarif|coût|facturer|payer|chiffr\p{L}*|beziffern|precio|precios|costo|cotiz\p{L}*|cotíz\p{L}*|cotícen\p{L}*|cobrar|pagar)(?![\p{L}])[^.?!\n]{0,40}?(?<![\p{L}])(?:per|pro|je|par|por|each|chaque|jede[nrs]?|cada)\s+(\p{L}+)/giu;
// "per month", "par mot" price the work, they do not itemise it.
const NOT_ITEMS = new Set(['month', 'week', 'year', 'day', 'hour', 'minute', 'word']);

export function unitPricesAsked(brief: Brief): { unit: string; count: number | null }[] {
  const units = [...brief.text.matchAll(ASKED)].flatMap((match) => {
    const unit = unitOfWord(match[1] as string, brief.language);
    return unit && !NOT_ITEMS.has(unit) ? [unit] : [];
  });
  // "für unsere 6 Standorte": how many of them, to price one when no line counts them.
  return [...new Set(units)].map((unit) => ({ unit, count: countInBrief(brief, unit) || null }));
}
