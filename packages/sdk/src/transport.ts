import { ProposalsConnectionError } from './errors';
import { sleep } from './sleep';

export interface RetryOptions {
  /** Further attempts after the first one; 0 turns retrying off. */
  maxRetries: number;
  /** The longest wait before one retry, whatever `Retry-After` asks. */
  maxRetryDelayMs: number;
  /** Each attempt is abandoned after this long (and counts as a network error). */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { maxRetries: 3, maxRetryDelayMs: 60_000, timeoutMs: 60_000 };

// A network error leaves unknown whether the server acted; only these are safe to send again
// (a POST is too once it carries an Idempotency-Key, which this transport gives every POST).
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const IDEMPOTENCY_KEY = 'Idempotency-Key';

/** Exponential from 0.5 s to 8 s, with jitter so that many clients do not retry in step. */
const backoff = (attempt: number) => Math.min(8_000, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);

/** `Retry-After` in milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Whether an answer means "not done, try again later": rate limit, outage, or our key still running. */
async function shouldRetry(response: Response): Promise<boolean> {
  if (response.status === 429 || response.status === 503) return true;
  if (response.status !== 409) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: string } } | null;
  return body?.error?.code === 'idempotency_key_in_use';
}

/**
 * A fetch that retries 429 and 503 (after `Retry-After`, capped), network errors of requests
 * that are safe to repeat, and 409 `idempotency_key_in_use`. Every POST gets an Idempotency-Key
 * (the caller's, or one made here) that stays the same on every attempt of the call, so the
 * server answers a retry of a request it already ran with the stored answer.
 */
export function retryingFetch(
  fetchImpl: (request: Request) => Promise<Response>,
  options: RetryOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const headers = new Headers(request.headers);
    if (request.method === 'POST' && !headers.has(IDEMPOTENCY_KEY))
      headers.set(IDEMPOTENCY_KEY, crypto.randomUUID());
    const repeatable = IDEMPOTENT.has(request.method) || headers.has(IDEMPOTENCY_KEY);
    // Read once: a Request's body can be sent only once, and each attempt needs its own.
    const body = request.body ? await request.arrayBuffer() : undefined;
    for (let attempt = 0; ; attempt++) {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(options.timeoutMs)]);
      const init = { method: request.method, headers, body, signal, redirect: request.redirect };
      let response: Response;
      try {
        response = await fetchImpl(new Request(request.url, init));
      } catch (error) {
        if (request.signal.aborted) throw error;
        if (!repeatable || attempt >= options.maxRetries)
          throw new ProposalsConnectionError(request.method, request.url, error);
        await sleep(backoff(attempt), request.signal);
        continue;
      }
      if (attempt >= options.maxRetries || !(await shouldRetry(response))) return response;
      const asked = retryAfterMs(response.headers.get('Retry-After'));
      await response.body?.cancel();
      await sleep(Math.min(asked ?? backoff(attempt), options.maxRetryDelayMs), request.signal);
    }
  };
}
