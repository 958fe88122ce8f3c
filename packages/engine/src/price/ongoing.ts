// A retainer prices ongoing work: a campaign is its monthly management (beside a campaign set-up
// when that management is already priced), and a listing said to be looked after ("the four
// profiles properly managed: posts, photos, replying to reviews") is local SEO's monthly care of it
// rather than its one-off set-up, and a site or shop said to be looked after is its maintenance.
import { isBuild, serviceById, type Service } from '../catalogue';
import type { Request } from '../ledger';
import type { PricedLine } from './line';

const ONGOING: Record<string, { id: string; always: boolean }> = {
  'paid-campaign': { id: 'ads-management', always: true },
  'google-business-profile': { id: 'local-seo', always: false },
};
const ONGOING_WORK =
  /(?<![\p{L}])(?:manag(?:e|ed|ing|ement)|maintain\p{L}*|monitor\p{L}*|replying|responding|moderat\p{L}*|gérer|gérés?|gérées?|gestion|suivi|betreu\p{L}*|pflege\p{L}*|gestionar|gestión|responder|moderar)(?![\p{L}])/iu;

export function ongoingOf(named: Service, request: Request, lines: readonly PricedLine[]): Service {
  // "Betreuung Shopify-Shop ab Jänner": a build the client runs, looked after month by month.
  if (isBuild(named.id) && ONGOING_WORK.test(request.text)) return serviceById('maintenance') ?? named;
  const care = ONGOING[named.id];
  const ongoing = care && (care.always || ONGOING_WORK.test(request.text)) ? serviceById(care.id) : undefined;
  if (!ongoing || !care) return named;
  return care.always && lines.some((l) => l.key === ongoing.id) ? named : ongoing;
}

/** Whether a retainer prices this service monthly: recurring by nature, or always its ongoing care. */
export const monthlyInRetainer = (id: string): boolean =>
  serviceById(id)?.recurring === true || ONGOING[id]?.always === true;
