// Pieces of one work a brief names one by one ("corporate film, recruitment film, safety film";
// the items under "Three videos:"): counted together, priced as one line with each named.
import type { Service } from '../catalogue';
import type { Request } from '../ledger';
import { serviceOf } from './alternatives';
import { ARTICLE } from './labels';
import { statesCount } from './quantities';

const PIECE_WORDS = 7;
// Units a thing named alone is one of ("a safety film"); a named batch of photos or pages is many.
const PIECES = new Set([
  'video',
  'sign',
  'report',
  'document',
  'template',
  'campaign',
  'episode',
  'event',
  'article',
  'newsletter',
  'dashboard',
  'workflow',
  'module',
  'form',
  'session',
  'piece',
  'ad',
]);
const named = (request: Request) => request.text.toLowerCase().replace(ARTICLE, '').trim();

/**
 * "corporate film", "recruitment film", "safety film": short uncounted items of one service in one
 * message, each naming a different one, are so many pieces of it; the count of them is the line's
 * quantity.
 */
function namedPieces(parts: readonly Request[], service: Service): number | null {
  // "film institutionnel (2 à 3 min)": what the brackets say is a measure of each, not a count.
  const short = (r: Request) =>
    !statesCount(r, service) &&
    r.text
      .replace(/\([^)]*\)/gu, '')
      .trim()
      .split(/\s+/).length <= PIECE_WORDS;
  // "Three videos:" over its items: each counts one, so the line counts them all.
  const one = (r: Request) => r.quantity === 1 && r.unit === service.unit && r.per === null;
  if (parts.length >= 2 && parts.every(one)) return parts.length;
  if (!PIECES.has(service.unit ?? '') || parts.length < 2 || !parts.every(short)) return null;
  // Each names its own one: "retouching" and "including retouching" are the same work said twice.
  const names = parts.map(named);
  const own = names.every((name, i) => names.every((other, j) => i === j || !other.includes(name)));
  return own ? names.length : null;
}

/** The first of a service's named pieces in a message, counting them all (`namedPieces`). */
export function piecesOf(ledger: readonly Request[]): { firsts: Map<Request, Request>; rest: Set<Request> } {
  const groups = new Map<string, { service: Service; requests: Request[] }>();
  for (const request of ledger) {
    const service = request.kind === 'deliverable' ? serviceOf(request) : null;
    if (!service) continue;
    const key = `${service.id}@${request.message}`;
    const group = groups.get(key) ?? groups.set(key, { service, requests: [] }).get(key);
    group?.requests.push(request);
  }
  const firsts = new Map<Request, Request>();
  const rest = new Set<Request>();
  for (const { service, requests } of groups.values()) {
    const count = namedPieces(requests, service);
    const [first, ...others] = requests as [Request, ...Request[]];
    if (!count) continue;
    firsts.set(first, { ...first, quantity: count, unit: service.unit });
    for (const other of others) rest.add(other);
  }
  return { firsts, rest };
}
