import type { ErrorRequestHandler, Response } from 'express';
import { AppError } from '@proposals/contracts';
import { classifyDbError } from '@proposals/db';
import type { Logger } from '@proposals/logger';
import { isRedisUnavailable } from '@proposals/service-kit';

const RETRY_AFTER_SECONDS = '5';

// body-parser reports its failures with a `type`; each becomes the matching API error.
const BODY_ERRORS: Record<string, () => AppError> = {
  'entity.parse.failed': () => new AppError('invalid_json', 'The request body is not a valid JSON object.'),
  'entity.too.large': () => new AppError('payload_too_large', 'The request body is larger than 1 MiB.'),
  'charset.unsupported': () => new AppError('unsupported_media_type', 'The request body must be UTF-8 JSON.'),
  'encoding.unsupported': () => new AppError('unsupported_media_type', 'Unsupported Content-Encoding.'),
  'request.size.invalid': () =>
    new AppError('invalid_json', 'The request body does not match its Content-Length.'),
  'request.aborted': () => new AppError('invalid_json', 'The request body was not received whole.'),
};

/** Turns anything thrown into the API's error envelope: a known AppError as it is, the rest without internals. */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const bodyError = (err as { type?: string })?.type;
  if (bodyError && BODY_ERRORS[bodyError]) return BODY_ERRORS[bodyError]();
  const dbError = classifyDbError(err);
  if (dbError === 'unavailable' || dbError === 'overloaded' || isRedisUnavailable(err)) {
    return new AppError(
      'service_unavailable',
      'A backing service is unavailable; retry shortly.',
      undefined,
      {
        'Retry-After': RETRY_AFTER_SECONDS,
      },
    );
  }
  // A path with a broken percent-escape names nothing, like a malformed id.
  if (err instanceof URIError) return new AppError('not_found', 'Resource not found.');
  if (dbError === 'missing_reference')
    return new AppError('validation_error', 'The request refers to a record that no longer exists.');
  if (dbError === 'not_found') return new AppError('not_found', 'Resource not found.');
  return null;
}

/** The error envelope of DESIGN §3. */
export const errorBody = (error: AppError, requestId: string) => ({
  error: {
    code: error.code,
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
    requestId,
  },
});

export function sendError(res: Response, error: AppError): void {
  for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
  res.status(error.status).json(errorBody(error, res.locals.requestId));
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = toAppError(err);
    // An outage found on the way; the 503s we answer on purpose (capacity, back-pressure, time-outs)
    // are counted in the metrics instead: at ten times the load, a line each would cost more than the answer.
    if (known?.code === 'service_unavailable' && !(err instanceof AppError))
      logger.warn('dependency unavailable', { error: (err as Error).message });
    if (!known)
      logger.error('unhandled error', {
        error: err instanceof Error ? err.stack : String(err),
        path: req.originalUrl,
      });
    if (res.headersSent) return void res.end();
    sendError(
      res,
      known ??
        new AppError('internal_error', 'Something went wrong on our side; the request id helps us find it.'),
    );
  };
}
