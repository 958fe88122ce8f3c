import type { ApiErrorCode, ErrorBody } from './types';

/** Everything this SDK throws on purpose extends this: one `instanceof` catches them all. */
export class ProposalsError extends Error {
  override name = 'ProposalsError';
}

/**
 * The API answered with an error envelope. `code` is one of the API's error codes, or
 * `unexpected_response` when something in between (a proxy, a load balancer) answered instead.
 */
export class ProposalsApiError extends ProposalsError {
  override name = 'ProposalsApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | 'unexpected_response',
    message: string,
    /** The `X-Request-Id` of the call: quote it when asking for help. */
    readonly requestId: string | undefined,
    /** Per-field problems of a `validation_error`. */
    readonly details: ErrorBody['error']['details'] = undefined,
    /** What `Retry-After` asked for, in seconds, on 429 and 503. */
    readonly retryAfterSeconds: number | undefined = undefined,
  ) {
    super(message);
  }

  /** The error a non-2xx response stands for; `body` is its parsed JSON, if it had any. */
  static from(response: Response, body: unknown): ProposalsApiError {
    const requestId = response.headers.get('X-Request-Id') ?? undefined;
    const retryAfter = Number(response.headers.get('Retry-After') ?? NaN);
    const retryAfterSeconds = Number.isFinite(retryAfter) ? retryAfter : undefined;
    const error = (body as Partial<ErrorBody> | undefined)?.error;
    if (!error || typeof error.code !== 'string')
      return new ProposalsApiError(
        response.status,
        'unexpected_response',
        `HTTP ${response.status} ${response.statusText} without the API's error envelope.`,
        requestId,
        undefined,
        retryAfterSeconds,
      );
    return new ProposalsApiError(
      response.status,
      error.code,
      error.message,
      error.requestId ?? requestId,
      error.details,
      retryAfterSeconds,
    );
  }
}

/** The API could not be reached (connection refused, DNS, time-out), after any retries. */
export class ProposalsConnectionError extends ProposalsError {
  override name = 'ProposalsConnectionError';

  constructor(method: string, url: string, cause: unknown) {
    // fetch rejects with a generic "fetch failed"; what went wrong is on its cause.
    const inner = (cause as { cause?: { code?: string; message?: string } })?.cause;
    const reason = inner?.code ?? inner?.message ?? (cause as Error)?.message ?? String(cause);
    super(`${method} ${url} failed: ${reason}`, { cause });
  }
}

/** A pipeline stage ended without its result: the worker failed and the status went back. */
export class StageFailedError extends ProposalsError {
  override name = 'StageFailedError';

  constructor(
    readonly proposalId: string,
    readonly stage: string,
    /** The status the failed stage returned the proposal to. */
    readonly status: string,
  ) {
    super(`The ${stage} stage of proposal ${proposalId} failed; its status went back to '${status}'.`);
  }
}

/** A wait ran out of time (the stage may still finish later). */
export class WaitTimeoutError extends ProposalsError {
  override name = 'WaitTimeoutError';

  constructor(
    readonly proposalId: string,
    readonly status: string,
    readonly lastStatus: string,
    timeoutMs: number,
  ) {
    super(`Proposal ${proposalId} is still '${lastStatus}' after ${timeoutMs} ms, not '${status}'.`);
  }
}

/** A webhook delivery failed verification; `reason` says which check. Answer it with 400. */
export class WebhookVerificationError extends ProposalsError {
  override name = 'WebhookVerificationError';

  constructor(
    readonly reason:
      | 'missing_headers'
      | 'invalid_timestamp'
      | 'timestamp_too_old'
      | 'timestamp_in_future'
      | 'invalid_signature'
      | 'invalid_body',
    message: string,
  ) {
    super(message);
  }
}
