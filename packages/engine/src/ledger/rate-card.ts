// "We'd like a rate card rather than a project quote: product photography, per edited image; video
// shoot, half day and full day; travel, per km": the client asks what each unit of work costs, not
// what a project does. Each line they want a rate for, with the unit they name.
import type { Brief } from '../brief';
import { findMoney } from '../facts/money/mentions';
import { ENGAGEMENT_CUES, has } from './cues';

export interface RateAsk {
  /** The work, in the client's words: "Product photography (studio / white background)". */
  item: string;
  /** The unit as they name it: "per edited image", "half day", "in %". */
  per: string;
}

// "per edited image", "por palabra", "pro Stunde", "à l'heure": the unit a rate is asked in. A
// period ("per month") prices recurring work, which is a retainer's, not a rate card's.
const UNIT =
  /(?<![\p{L}])(?:(?:per|pro|je|par|por)\s+(?!(?:month|monat|mois|mes|week|woche|semaine|semana|year|jahr|an|año|quarter|annum)(?![\p{L}]))(?:(?:edited|bearbeitete[sm]?|retouchée?s?|editada)\s+)?\p{L}+|à l['’]heure|a la hora|in %|en %|in prozent|en porcentaje|en pourcentage|as a percentage)/giu;
const DAYS =
  /(?<![\p{L}])(?:half[- ]day|full[- ]day|halbe[rn]?\s+tag|ganze[rn]?\s+tag|halbtag|ganztag|demi-journée|journée complète|journée entière|media jornada|jornada completa)(?![\p{L}])/giu;
// Work in a rate card's list is short; a paragraph that says "per word" explains, it does not list.
const MAX_WORDS = 24;
const MIN_ASKS = 2;
// Without the words "rate card", a list of four units asked is one.
const MIN_ASKS_UNSAID = 4;

const cleaned = (item: string): string =>
  item
    .replace(/[\s,;:–—-]+$/u, '')
    .replace(/\s+(?:and|or|und|oder|et|ou|y|o)$/iu, '')
    .trim();

function asksOf(text: string): RateAsk[] {
  if (text.split(/\s+/).length > MAX_WORDS) return [];
  const days = [...text.matchAll(DAYS)];
  const unit = [...text.matchAll(UNIT)][0];
  // "video shoot, half day and full day": one rate each; "per word or per hour": the first one named.
  const found = days.length ? days : unit ? [unit] : [];
  const first = found[0];
  // "max €450 per reel" caps a price, it asks for none (money is read only where a unit is named).
  if (!first || findMoney(text).length > 0) return [];
  const item = cleaned(text.slice(0, first.index));
  if (!/\p{L}{3}/u.test(item)) return [];
  return found.map((match) => ({ item, per: (match[0] as string).trim() }));
}

/** The rates a brief asks for instead of a price; empty when it asks for a price. */
export function rateCardAsked(brief: Brief): RateAsk[] {
  const asks = brief.lines
    .filter((line) => line.listed || line.number !== null)
    .flatMap((line) => asksOf(line.text));
  const said = has(ENGAGEMENT_CUES.rateCard, `${brief.subjects.join('\n')}\n${brief.text}`);
  return asks.length >= (said ? MIN_ASKS : MIN_ASKS_UNSAID) ? asks : [];
}
