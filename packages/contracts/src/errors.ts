// The error catalogue of DESIGN.md section 3: every code the API answers with, and its status.
export const ERROR_STATUS = {
  validation_error: 400,
  invalid_json: 400,
  unauthorized: 401,
  quota_exceeded: 402,
  insufficient_scope: 403,
  plan_upgrade_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  invalid_state: 409,
  idempotency_key_in_use: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_mismatch: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetail {
  field: string;
  message: string;
}

/** The one error type the API raises on purpose; the error middleware turns it into a response. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra response headers, e.g. Retry-After or Allow. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found.`);

/** A validation_error listing each problem, in `details` and in the message. */
export const invalidInput = (what: string, details: ErrorDetail[]) =>
  new AppError(
    'validation_error',
    `Invalid ${what}: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}.`,
    details,
  );
