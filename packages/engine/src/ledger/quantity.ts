// How many of something a request asks for: "8 pages", "6 Fachartikel pro Monat", "trois ou quatre
// posts par mois" (the top of the range), "une dizaine par mois", "120 products × 3 photos each"
// (360 photos), "a profile page for each of our 6 physios" (6). Years, versions, sizes, money and
// percentages are not quantities.
import type { Language } from '@proposals/locale';
import { UNITS } from '../catalogue';
import type { PhraseMatcher } from '../text/phrases';
import { FREQUENCIES, has } from './cues';
import { notACount } from './not-counts';
import { inFull, once, WORD_ALT, WORDS } from './written-counts';

export type Per = 'week' | 'fortnight' | 'month' | 'quarter' | 'year';

export interface Quantity {
  value: number;
  /** A unit of the catalogue, when the words name one. */
  unit: string | null;
  per: Per | null;
  /** The words the number counts ("aktive Kundenkonten"), to tell whether they are the work. */
  noun?: string;
}

const NUMBER = `(?:\\d{1,4}(?:[.,' ]\\d{3})?|${WORD_ALT})`;
// "3–4", "3 or 4", "trois ou quatre", "1.000–1.500": the top of a range.
const VALUE = new RegExp(
  `(?<![\\p{L}\\d.,/])(${NUMBER})(?:\\s*(?:-|–|to|or|ou|oder|o|bis|à|a)\\s*(${NUMBER}))?(?![\\p{L}\\d]|[.,/]\\d)`,
  'giu',
);
// "120 products × 3 photos each", "40 produits avec 2 photos chacun": a product of two counts.
const TIMES =
  /^\s*(?:\p{L}+\s+)?(?:×|x|\*|with|avec|mit|con|à)\s*(\d{1,3}|\p{L}+)\s+(\p{L}+)(?:\s+(?:each|chacun|chacune|je|jeweils|cada uno|cada una|per \p{L}+))?/iu;
const UNIT_REACH = 3;
/** A count in figures or words ("12", "1.000", "trois"). */
export function valueOf(text: string): number | null {
  const word = WORDS[text.toLowerCase()];
  if (word !== undefined) return word;
  const digits = Number(text.replace(/[.,' ](?=\d{3}$)/, ''));
  return Number.isFinite(digits) ? digits : null;
}

/** The unit a word names in the request's language (or English). */
export function unitOfWord(word: string, language: Language): string | null {
  const lower = word.toLowerCase();
  for (const [id, unit] of Object.entries(UNITS)) {
    if ((unit.words[language] ?? []).includes(lower) || unit.words.en.includes(lower)) return id;
  }
  return null;
}

const COLLECTIVE =
  /^(?:series|set|batch|bunch|range|collection|serie|série|reihe|sammlung|lote|conjunto|colección|ensemble|gamme)$/iu;

// "8 per month": what follows is how often, not what.
const FREQUENCY_LEAD = /^\s*(?:per|a|an|each|every|pro|par|chaque|al|por|cada|je)\s/iu;

function unitAfter(text: string, language: Language): string | null {
  if (FREQUENCY_LEAD.test(text)) return null;
  // The unit follows the number in the same phrase: "3 roles): … application" counts roles.
  // "18 one-to-one coaching sessions", "3 two-day workshops": a hyphened compound is one word.
  const words = (text.split(/[,;:()–|]/u)[0] ?? '')
    .split(/[\s/]+/)
    .filter(Boolean)
    .slice(0, UNIT_REACH + 1);
  for (const word of words) {
    // "un podcast de 8 épisodes": the unit after another number is that number's.
    // "3 30-second PSAs": a measure joined to its word says how long, the count is the first number's.
    if (/^\d+-\p{L}+$/u.test(word)) continue;
    if (FREQUENCY_LEAD.test(`${word} `) || /\d/.test(word)) return null;
    const unit = unitOfWord(word.replace(/[^\p{L}]/gu, ''), language);
    if (unit) return unit;
  }
  return null;
}

export const perOf = (text: string): Per | null =>
  FREQUENCIES.find(({ regex }) => has(regex, text))?.per ?? null;

/** "(a) the tenant portal and (b) the contractor portal": two of whatever the request is about. */
function enumerated(text: string, preferred: string | null): Quantity | null {
  const marks = text.match(/(?:^|\s)\(?[a-h]\)\s/giu) ?? [];
  return marks.length >= 2 ? { value: marks.length, unit: preferred, per: null } : null;
}

/** "a new website (home, wines, rooms, contact)": the pages it lists are its pages. */
function listed(text: string, preferred: string | null): Quantity | null {
  if (preferred !== 'page') return null;
  const inner = /\(([^()]{8,200})\)/u.exec(text)?.[1];
  const items = inner?.split(/,|\band\b|\bund\b|\bet\b|\by\b/iu).filter((s) => s.trim().length > 1) ?? [];
  return items.length >= 3 ? { value: items.length, unit: 'page', per: null } : null;
}

// "one hero video for each of our 5 walks", "2 Fotos für jedes der 30 Produkte": the count after it multiplies.
const EACH_OF =
  /\b(?:for each of|for every one of|for each|for every|pour chacun(?:e)? de|pour chaque|für jede[nrs]?|para cada uno de|para cada una de|para cada)\s+(?:our|the|your|nos|les|des|vos|unserer|der|die|unsere|nuestros|nuestras|los|las|sus)?\s*(?=\d|\p{L})/iu;

// "14 leaflets (approx 600 words each)", "5 Artikel mit je 800 Wörtern": a measure of each counted thing.
const EACH_AFTER = /^\s*\p{L}+\s+(?:each|apiece|chacun|chacune|jeweils|cada uno|cada una)(?![\p{L}])/iu;

/** The quantity a request states, if any; `preferred`: the unit its service counts. */
export function quantityOf(raw: string, language: Language, preferred: string | null): Quantity | null {
  const text = once(inFull(raw));
  const each = EACH_OF.exec(text);
  const eachAt = each ? each.index + each[0].length : -1;
  let times = 1;
  let prior: number | null = null;
  let best: Quantity | null = enumerated(text, preferred);
  // "aux deux semaines", "every 2 weeks": a number inside a frequency says how often, not how many.
  const often = FREQUENCIES.flatMap(({ regex }) => regex.all(text));
  for (const match of text.matchAll(VALUE)) {
    if (often.some((span) => match.index >= span.start && match.index < span.end)) continue;
    const after = text.slice(match.index + match[0].length);
    const before = text.slice(Math.max(0, match.index - 16), match.index);
    if (notACount(before, after)) continue;
    // "one-to-one", "two-day": a number word inside a compound describes, it does not count.
    if (/-$/.test(before) && /^\p{L}/u.test(match[1] ?? '')) continue;
    // "90-second", "2-hour": a number joined to a word measures, it does not count, unless the
    // word is a unit of work ("a 35-page site").
    const joined = /^-(\p{L}+)/u.exec(after)?.[1];
    if (joined && !unitOfWord(joined, language)) continue;
    if (/\d[.,]\d{1,2}(?!\d)/.test(match[0]) || /^(?:19|20)\d\d$/.test(match[1] ?? '')) continue;
    const value = valueOf((match[2] ?? match[1]) as string);
    if (value === null || value <= 0 || value > 100_000) continue;
    if (match.index === eachAt && best) {
      times = value;
      continue;
    }
    const product = TIMES.exec(after);
    const timesValue = product ? valueOf(product[1] as string) : null;
    const timesUnit = product ? unitOfWord(product[2] as string, language) : null;
    const unit = timesUnit ?? unitAfter(after, language);
    // "un nouveau site Web": an article counts nothing unless it counts the work's own unit.
    const article = value === 1 && /^\p{L}/u.test(match[1] ?? '') && !match[2];
    if (article && unit !== null && unit !== preferred && !perOf(after.slice(0, 48))) continue;
    // "una serie de vídeos", "a set of icons": the article counts the series, not its pieces.
    if (article && COLLECTIVE.test(after.trim().split(/\s+/)[0] ?? '')) continue;
    // "14 leaflets (approx 600 words each)": a measure of each counted thing, times their count.
    const perEach =
      prior !== null &&
      unit !== null &&
      (EACH_AFTER.test(after) || /(?:^|\s)(?:je|jeweils)\s+$/iu.test(before))
        ? prior
        : 1;
    prior = value;
    const quantity: Quantity = {
      value: (timesValue && timesUnit ? value * timesValue : value) * perEach,
      unit,
      per: perOf(after.slice(0, 48)),
      noun: after
        .split(/[,;:()]/)[0]
        ?.trim()
        .split(/\s+/)
        .slice(0, UNIT_REACH)
        .join(' '),
    };
    // A number naming the service's own unit wins over any other number; "3 × 2 days" over "2-day".
    if (
      !best ||
      (timesUnit !== null && timesUnit === best.unit) ||
      (unit !== null && unit === preferred && best.unit !== preferred) ||
      (best.unit === null && unit !== null && best.unit !== preferred)
    )
      best = quantity;
  }
  // "Our fortnightly newsletter", "a monthly report": one each time.
  if (best && times > 1) return { ...best, value: best.value * times };
  const per = perOf(text);
  return best ?? listed(text, preferred) ?? (per ? { value: 1, unit: preferred, per } : null);
}

/** The hours the first text that `cue` marks states ("un forfait mensuel de 6 heures", "plafonnée à 60 heures"). */
export function hoursMarked(texts: readonly string[], language: Language, cue: PhraseMatcher): number | null {
  for (const text of texts) {
    const stated = text ? quantityOf(text, language, 'hour') : null;
    if (stated?.unit === 'hour' && cue.test(text)) return stated.value;
  }
  return null;
}
