import type { RequestHandler, Response } from 'express';
import { AppError, IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf } from '@proposals/contracts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  requestFingerprint,
  type IdempotencyClaim,
  type KeptResponse,
} from '@proposals/domain';
import type { GatewayDeps } from '../deps';
import type { HttpMethod } from './http-method';

/** Headers a replay repeats; the others (X-Request-Id, RateLimit-*) describe the retry itself. */
const REPLAYED_HEADERS = ['Location'];

// Not kept: our own failures (5xx), and refusals of this attempt rather than of the request
// (401 and 429 change with time, not with the request); a retry must get a fresh answer.
const isKept = (status: number) => status < 500 && status !== 401 && status !== 429;

/**
 * The Idempotency-Key step of a POST route (DESIGN.md section 3), placed after authentication,
 * the scope check and the rate limit. Without the header it does nothing at all.
 */
export function idempotencyFor(method: HttpMethod, deps: GatewayDeps): RequestHandler[] {
  if (method !== 'post') return [];
  const step: RequestHandler = async (req, res, next) => {
    const key = idempotencyKeyOf(req.get(IDEMPOTENCY_KEY_HEADER));
    if (key === undefined) return next();
    const outcome = await claimIdempotencyKey(deps.db, {
      accountId: res.locals.principal.accountId,
      key,
      fingerprint: requestFingerprint(req.method, req.baseUrl + req.path, req.body),
      leaseMs: deps.config.IDEMPOTENCY_LEASE_MS,
    });
    switch (outcome.kind) {
      case 'claimed':
        keepAnswer(res, outcome.claim, deps);
        return next();
      case 'replay':
        return replay(res, outcome.response);
      case 'mismatch':
        throw new AppError(
          'idempotency_key_mismatch',
          `This ${IDEMPOTENCY_KEY_HEADER} was used with another method, path or body; send a new key.`,
        );
      case 'in_use':
        throw new AppError(
          'idempotency_key_in_use',
          `A request with this ${IDEMPOTENCY_KEY_HEADER} is still running; retry shortly.`,
          undefined,
          { 'Retry-After': '1' },
        );
    }
  };
  return [step];
}

/**
 * Every answer of the route, success or error, goes out through res.json. The answer is stored
 * (or the key released) before it is sent, so a client retrying the moment it has the answer
 * gets the replay, never a 409.
 */
function keepAnswer(res: Response, claim: IdempotencyClaim, deps: GatewayDeps): void {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const answer = {
      status: res.statusCode,
      headers: replayableHeaders(res),
      body: Buffer.from(JSON.stringify(body)),
    };
    void settle(answer, claim, deps).then(() => json(body));
    return res;
  };
}

async function settle(answer: KeptResponse, claim: IdempotencyClaim, deps: GatewayDeps): Promise<void> {
  try {
    if (!isKept(answer.status)) return await releaseIdempotencyKey(deps.db, claim);
    if (!(await completeIdempotencyKey(deps.db, claim, answer)))
      deps.logger.warn('an idempotency key was taken over while its request ran', { status: answer.status });
  } catch (err) {
    // The work is done, so the client still gets its answer; the claim frees itself with its lease.
    deps.logger.warn('could not settle an idempotency key', { error: (err as Error).message });
  }
}

function replayableHeaders(res: Response): Record<string, string> {
  const present = REPLAYED_HEADERS.filter((name) => res.getHeader(name) !== undefined);
  return Object.fromEntries(present.map((name) => [name, String(res.getHeader(name))]));
}

function replay(res: Response, kept: KeptResponse): void {
  res
    .status(kept.status)
    .set(kept.headers)
    .set('Idempotent-Replayed', 'true')
    .set('Content-Type', 'application/json; charset=utf-8')
    .send(kept.body);
}
