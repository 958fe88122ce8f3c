// A rate card's rates: what one unit of each line the client named costs at this proposal's rate.
// An hour is the rate, a day eight of them (or a shoot day's hours), a word or an image its share of
// a usual job of that kind, a kilometre the mileage, an urgent job a surcharge.
import { serviceById, type Service } from '../catalogue';
import { languageCount } from '../ledger/languages';
import type { RateAsk } from '../ledger/rate-card';
import { unitOfWord } from '../ledger/quantity';
import { servicesIn } from '../ledger/services';
import { hoursOf } from '../price/quantities';
import { HOURS_PER_DAY, mileageRate } from '../price/rates';
import type { Language } from '@proposals/locale';

export interface RateRow extends RateAsk {
  /** Cents a unit; null for a surcharge. */
  cents: number | null;
  /** A surcharge in percent ("Urgent surcharge, in %"). */
  percent: number | null;
}

// Delivery within a day or two costs half as much again: the evenings and weekends it takes.
const URGENT_SURCHARGE = 50;
// Copy by the word, where the catalogue sells it by the page: about 400 finished words an hour.
const WORDS_AN_HOUR = 400;
const KM_PER_MILE = 1.609;
const TYPICAL_JOB = 10;

const PERCENT = /%|prozent|porcentaje|pourcentage|percentage/iu;
const MINIMUM = /minimum|mindest|m[ií]nimo|minimal/iu;
const HOUR = /hour|heure|hora|stunde|std/iu;
const HALF = /half|halb|demi|media/iu;
const DAY = /day|tag|journée|jornada/iu;
const KM = /(?<![\p{L}])(?:km|kilom\p{L}*)(?![\p{L}])/iu;
const MILE = /(?<![\p{L}])miles?(?![\p{L}])/iu;

/** Cents of one unit of a service sold in that unit, at a usual job's size. */
function unitCents(service: Service, rate: number): number {
  const quantity = service.defaultQuantity ?? TYPICAL_JOB;
  return (hoursOf(service, quantity, rate) * rate) / quantity;
}

function centsOf(ask: RateAsk, language: Language, rate: number, currency: string): number {
  const { per } = ask;
  const services = servicesIn(ask.item, language).map((match) => match.service);
  if (MINIMUM.test(ask.item) || HOUR.test(per)) return rate;
  if (DAY.test(per)) {
    // A shoot day is the catalogue's day, with its preparation; other days are eight hours.
    const dayHours = services.find((s) => s.unit === 'day')?.hours.perUnit ?? HOURS_PER_DAY;
    return (HALF.test(per) ? dayHours / 2 : dayHours) * rate;
  }
  if (KM.test(per) || MILE.test(per)) {
    const km = mileageRate(currency) ?? rate / 100;
    return MILE.test(per) ? km * KM_PER_MILE : km;
  }
  const unit = unitOfWord(per.split(/\s+/).pop() ?? '', language);
  // "English > Bahasa Malaysia, per word": a pair of languages by the word is a translation.
  const pair =
    unit === 'word' && (languageCount(ask.item) ?? 0) >= 2 ? serviceById('translation') : undefined;
  const sold = pair ?? services.find((s) => s.unit === unit);
  if (sold) return unitCents(sold, rate);
  if (unit === 'word') return rate / WORDS_AN_HOUR;
  const first = services[0];
  return first ? hoursOf(first, 1, rate) * rate : rate;
}

// Rates a client compares end in round figures: NZ$60, RM 0.16, 1.200 €.
const rounded = (cents: number): number =>
  cents >= 10_000
    ? Math.round(cents / 500) * 500
    : cents >= 1_000
      ? Math.round(cents / 100) * 100
      : Math.round(cents);

export function rateRows(
  asks: readonly RateAsk[],
  language: Language,
  rate: number,
  currency: string,
): RateRow[] {
  return asks.map((ask) =>
    PERCENT.test(ask.per)
      ? { ...ask, cents: null, percent: URGENT_SURCHARGE }
      : { ...ask, cents: rounded(centsOf(ask, language, rate, currency)), percent: null },
  );
}

// Rates asked late in the year are for the next one ("fixed for the 2027 calendar year").
const LATE_MONTH = 9;

/** The last day the rates hold: the end of this year, or of the next when asked from October. */
export function validUntil(createdAt: string): string {
  const day = new Date(createdAt);
  const year = Number.isNaN(day.getTime()) ? 2000 : day.getUTCFullYear();
  return `${day.getUTCMonth() >= LATE_MONTH ? year + 1 : year}-12-31`;
}
