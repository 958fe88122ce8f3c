// The kind of engagement the brief asks for, which decides the commercial model: a project for a
// fixed price (by milestones when large), a retainer (a monthly fee for a term), a phased
// engagement (pilot, rollout, support), time and materials, or, for a brief too vague to price, a
// paid discovery with ballpark ranges. An RFP adds its own mechanics to any of them.
import type { Brief } from '../brief';
import { serviceById } from '../catalogue';
import type { BudgetFact } from '../facts/budget';
import { CUES } from '../facts/cues';
import type { Lot } from '../facts/lot-ceilings';
import { noticeMonths, termMonths } from '../facts/term';
import { ENGAGEMENT_CUES, has } from './cues';
import type { Request } from './index';
import { hoursMarked } from './quantity';
import { rateCapOf } from './rate-cap';
import { rateCardAsked, type RateAsk } from './rate-card';
import { unitPricesAsked } from './unit-prices';

export type EngagementModel = 'project' | 'retainer' | 'phased' | 'hourly' | 'discovery';

export interface Engagement {
  model: EngagementModel;
  /** The term of a retainer, or of the recurring part of a project, in months. */
  months: number | null;
  rfp: boolean;
  rates: boolean;
  /** Time and materials capped at this many hours. */
  hoursCap?: number | null;
  /** The most the client pays an hour, in cents. */
  rateCap?: number | null;
  /** Units the client asks to see a price for ("per location", "per reel"). */
  unitPrices?: { unit: string; count: number | null }[];
  /** Months' notice instead of a fixed term. */
  noticeMonths?: number | null;
  /** A tender's lots, each priced within its own ceiling and awarded on its own. */
  lots?: Lot[];
  /** The rates asked instead of a price: quoted a unit each, with no total. */
  rateCard?: RateAsk[];
}

const VAGUE_WORDS = 90;
const DEFAULT_RETAINER_MONTHS = 6;

const wordsIn = (text: string): number => text.split(/\s+/).filter(Boolean).length;

// Short is not vague when the brief names three kinds of work, or two (or one and its features) and
// a date they must be done by, or only work of a known size ("translation into Spanish", "a logo"):
// a build of unknown size is.
function specific(deliverables: readonly Request[], deadline: string | null): boolean {
  const services = new Set(deliverables.flatMap((r) => r.services));
  const sized = [...services].every((id) => !serviceById(id)?.components?.length);
  // "a website for the league - fixtures, results/standings and online team registration".
  const featured = deliverables.some((r) => r.text.split(/,|\s(?:and|et|und|y)\s/u).length >= 3);
  return (
    services.size >= 3 ||
    (deadline !== null && (services.size >= 2 || featured)) ||
    (services.size > 0 && sized)
  );
}

function recurringShare(deliverables: readonly Request[]): number {
  if (deliverables.length === 0) return 0;
  const recurring = deliverables.filter(
    (r) => r.per !== null || r.services.some((id) => serviceById(id)?.recurring),
  ).length;
  return recurring / deliverables.length;
}

export function readEngagement(
  brief: Brief,
  ledger: readonly Request[],
  budget: BudgetFact | null,
  deadline: string | null,
  lots: readonly Lot[] = [],
): Engagement {
  const text = `${brief.subjects.join('\n')}\n${brief.text}`;
  const deliverables = ledger.filter((r) => r.kind === 'deliverable');
  const rfp = has(ENGAGEMENT_CUES.rfp, text) || lots.length > 0;
  const rateCard = lots.length ? [] : rateCardAsked(brief);
  const months = budget?.months ?? termMonths(brief) ?? null;
  const recurring = recurringShare(deliverables);
  let model: EngagementModel = 'project';
  // "Festpreis und zusätzlich nach Aufwand mit Tagessatz": a fixed price, with the rates beside it;
  // but another provider's "offre … au forfait" is theirs, not what this client asks for.
  const sentences = brief.sentences.map((s) => s.text);
  const fixed = [...brief.subjects, ...sentences].some(
    (sentence) => has(ENGAGEMENT_CUES.fixedPrice, sentence) && !has(CUES.negative, sentence),
  );
  // "una bolsa de horas … hasta $2.300.000 mensuales": a monthly budget makes the hours a retainer's.
  if (has(ENGAGEMENT_CUES.hourly, text) && !fixed && budget?.kind !== 'monthly') model = 'hourly';
  else if (budget?.kind === 'monthly' || recurring >= 0.6) model = 'retainer';
  else if (has(ENGAGEMENT_CUES.phased, text)) model = 'phased';
  else if (
    !budget &&
    deliverables.length <= 3 &&
    deliverables.every((r) => r.quantity === null) &&
    // "a ballpark cost?" after a list of sized work with a date asks for a price, not a discovery.
    (has(ENGAGEMENT_CUES.ballpark, text) || wordsIn(brief.text) < VAGUE_WORDS) &&
    !specific(deliverables, deadline)
  )
    model = 'discovery';
  // A rate card is billed by the unit used, as time and materials is.
  if (rateCard.length) model = 'hourly';
  const term = model === 'retainer' ? (months ?? DEFAULT_RETAINER_MONTHS) : recurring > 0 ? months : null;
  // "plafonnée à 60 heures", "capped at 40 hours", "max. 80 Stunden".
  const hoursCap = model === 'hourly' ? hoursMarked(sentences, brief.language, CUES.ceiling) : null;
  return {
    model,
    months: term,
    rfp,
    rates: model === 'hourly' || has(ENGAGEMENT_CUES.rates, text),
    hoursCap,
    rateCap: rateCapOf(brief),
    unitPrices: unitPricesAsked(brief),
    noticeMonths: noticeMonths(brief),
    ...(model === 'discovery' && has(ENGAGEMENT_CUES.ballpark, text) ? { ballpark: true } : {}),
    ...(lots.length ? { lots: [...lots] } : {}),
    ...(rateCard.length ? { rateCard } : {}),
  };
}
