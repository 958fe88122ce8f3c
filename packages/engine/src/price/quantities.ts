// How much of a service a request buys: the count it states (in the service's unit, or one the
// brief uses for it), else the service's usual quantity; its hours; and the key that keeps the
// monthly and one-off work of one service on separate lines.
import { hoursFor, type Service } from '../catalogue';
import type { Request } from '../ledger';
import { roundHalf } from './line';

// Units a brief uses for one another: "2 blog posts a month" counts articles.
// "3 × 2 days" of workshops counts days of sessions.
const SAME_COUNT: readonly (readonly string[])[] = [
  ['article', 'post'],
  ['session', 'day'],
];
const counts = (unit: string | null, serviceUnit: string): boolean =>
  unit === serviceUnit ||
  SAME_COUNT.some((group) => group.includes(serviceUnit) && group.includes(unit ?? ''));

// "180 photos" of work sold by the shoot day: the days that many take.
const PER_UNIT: Partial<Record<string, Partial<Record<string, number>>>> = { day: { photo: 40 } };

const ONCE = /(?<![\p{L}])(?:once|one time|une fois|einmal|una vez)(?![\p{L}])/iu;

export function quantityFor(request: Request, service: Service): number | null {
  if (!service.unit) return null;
  const per = PER_UNIT[service.unit]?.[request.unit ?? ''];
  if (per && request.quantity !== null)
    return Math.max(service.defaultQuantity ?? 1, Math.ceil(request.quantity / per));
  return statesCount(request, service) ? request.quantity : service.defaultQuantity;
}

/**
 * Whether a request counts the service's own things: in its unit, or in none ("Etiketten für 9
 * Weine"); "une par semaine" is one said with how often, a count and not an article, while "une
 * fois par mois" says how often something happens, not how many things it makes.
 */
export function statesCount(request: Request, service: Service): boolean {
  if (request.quantity === null || !service.unit) return false;
  if (counts(request.unit, service.unit)) return true;
  return (
    request.unit === null && (request.quantity >= 2 || (request.per !== null && !ONCE.test(request.text)))
  );
}

/**
 * Hours for a quantity. Work sold by the word is priced by the word ("59,300 words × $0.15"):
 * whole cents a word, without the base hours that round an hourly job.
 */
export function hoursOf(service: Service, quantity: number | null, rate: number): number {
  if (service.unit !== 'word' || !quantity) return roundHalf(hoursFor(service.hours, quantity));
  const hours = Math.min(service.hours.max, service.hours.perUnit * quantity);
  const perWord = Math.max(1, Math.round((hours * rate) / quantity));
  return (perWord * quantity) / rate;
}

// Each further piece of block-priced work shares the first one's set-up and travel.
const REPEAT_SHARE = 0.6;
const MAX_REPEATS = 24;

/** "6 drone videos" of work priced as a block: how many blocks, each after the first at a share. */
export const blocksOf = (request: Request, service: Service): number =>
  !service.unit &&
  !service.components &&
  request.per === null &&
  request.unit === null &&
  (request.quantity ?? 0) >= 2
    ? 1 + REPEAT_SHARE * (Math.min(request.quantity as number, MAX_REPEATS) - 1)
    : 1;

/** A translation into four languages is four times the words. */
export const timesLanguages = (request: Request, service: Service, quantity: number | null): number | null =>
  quantity !== null &&
  service.category === 'translation' &&
  service.unit === 'word' &&
  (request.languages ?? 1) > 1
    ? quantity * (request.languages as number)
    : quantity;

/** The same service once a month and once as a project are two lines ("translate 59,300 words" and "3,000 new words a month"). */
export const lineKey = (service: Service, request: Request): string =>
  request.per !== null && !service.recurring ? `${service.id}:${request.per}` : service.id;

/**
 * "12 publications par mois" and "8 stories par mois": monthly counts of the same things add up; an
 * allowance of hours or days named twice is one allowance.
 */
export function withSummedCount(request: Request, parts: readonly Request[], service: Service): Request {
  const per = parts[0]?.per ?? null;
  const things = service.unit !== 'hour' && service.unit !== 'day';
  const counted = parts.every(
    (r) => r.per !== null && r.per === per && r.quantity !== null && r.unit === service.unit,
  );
  if (!things || !counted || parts.length < 2) return request;
  return { ...request, quantity: parts.reduce((sum, r) => sum + (r.quantity ?? 0), 0) };
}
