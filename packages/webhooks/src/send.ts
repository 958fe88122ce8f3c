import { Agent, request } from 'undici';
import { ipLiteral, isPublicAddress, type UrlPolicy } from './address-policy';
import { connectLookup, systemResolve, type Resolve } from './resolve';

/** What one attempt came to; `httpStatus` is null when there was no answer. */
export interface AttemptOutcome {
  ok: boolean;
  httpStatus: number | null;
  /** Short and safe to show in the event log; null on success. */
  error: string | null;
  durationMs: number;
  /** From Retry-After on a 429 or 503, in milliseconds. */
  retryAfterMs: number | null;
}

export interface SenderOptions {
  policy: UrlPolicy;
  resolve?: Resolve;
  timeoutMs?: number;
}

export type Send = (url: string, headers: Record<string, string>, body: string) => Promise<AttemptOutcome>;
export interface Sender {
  send: Send;
  close(): Promise<void>;
}

/** Enough of an answer to be sure it was one; the rest is discarded unread. */
const RESPONSE_READ_LIMIT = 64 * 1024;
const ERROR_MAX = 200;

function retryAfterMs(status: number, value: string | string[] | undefined): number | null {
  if ((status !== 429 && status !== 503) || typeof value !== 'string') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

function describe(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; code?: string; message?: string; cause?: unknown };
  if (e.name === 'TimeoutError' || e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT')
    return `no answer within ${timeoutMs / 1000} s`;
  const cause = e.cause as { code?: string; message?: string } | undefined;
  const text = cause?.message ?? e.message ?? String(err);
  return text.slice(0, ERROR_MAX);
}

/**
 * POSTs deliveries with undici: no redirects followed (a 3xx is a failure), a time limit on the
 * whole attempt, at most a little of the answer read. Under the strict policy every connection
 * is checked on the address it actually uses.
 */
export function createSender({ policy, resolve = systemResolve, timeoutMs = 10_000 }: SenderOptions): Sender {
  const strict = policy === 'strict';
  const agent = new Agent({
    connect: { lookup: connectLookup(resolve, strict), timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 4_000,
  });

  const send: Send = async (url, headers, body) => {
    const started = performance.now();
    const done = (outcome: Omit<AttemptOutcome, 'durationMs'>): AttemptOutcome => ({
      ...outcome,
      durationMs: Math.round(performance.now() - started),
    });
    try {
      // An IP literal never reaches the lookup, so it is checked here.
      const literal = ipLiteral(new URL(url).hostname);
      if (strict && literal && !isPublicAddress(literal))
        return done({
          ok: false,
          httpStatus: null,
          error: `${literal} is not a public address`,
          retryAfterMs: null,
        });
      const res = await request(url, {
        method: 'POST',
        headers,
        body,
        dispatcher: agent,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body.dump({ limit: RESPONSE_READ_LIMIT }).catch(() => undefined);
      const status = res.statusCode;
      const ok = status >= 200 && status < 300;
      const error = ok
        ? null
        : status >= 300 && status < 400
          ? `redirect (${status}) not followed`
          : `receiver answered ${status}`;
      return done({
        ok,
        httpStatus: status,
        error,
        retryAfterMs: retryAfterMs(status, res.headers['retry-after']),
      });
    } catch (err) {
      return done({ ok: false, httpStatus: null, error: describe(err, timeoutMs), retryAfterMs: null });
    }
  };

  return { send, close: () => agent.close() };
}
