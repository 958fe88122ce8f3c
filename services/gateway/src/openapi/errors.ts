import { ERROR_STATUS, type ErrorCode } from '@proposals/contracts';
import type { RouteDefinition } from '../http/route';
import { headerRefs } from './headers';
import { ref, type Json } from './schemas';

const CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The error envelope (DESIGN §3 "Status codes and error codes") and the catalogue of its codes. */
export const errorSchemas = {
  ErrorCode: {
    type: 'string',
    enum: CODES,
    description: `The HTTP status goes with the code: ${CODES.map((c) => `${c} ${ERROR_STATUS[c]}`).join(', ')}.`,
    'x-error-status': ERROR_STATUS,
  },
  ErrorDetail: {
    type: 'object',
    properties: { field: { type: 'string' }, message: { type: 'string' } },
    required: ['field', 'message'],
    additionalProperties: false,
  },
  Error: {
    type: 'object',
    properties: {
      error: {
        type: 'object',
        properties: {
          code: ref('ErrorCode'),
          message: { type: 'string' },
          details: {
            type: 'array',
            items: ref('ErrorDetail'),
            description: 'On validation errors: one entry per problem.',
          },
          requestId: { type: 'string' },
        },
        required: ['code', 'message', 'requestId'],
        additionalProperties: false,
      },
    },
    required: ['error'],
    additionalProperties: false,
  },
};

// Errors that come from the HTTP layer rather than the use-case, by what the route takes.
const AUTHENTICATED: ErrorCode[] = ['unauthorized', 'insufficient_scope'];
const ANY_ROUTE: ErrorCode[] = ['internal_error', 'service_unavailable'];
const WITH_BODY: ErrorCode[] = [
  'validation_error',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
];
/** Every POST takes an Idempotency-Key; its codes are read from the catalogue, whatever they become. */
const IDEMPOTENT = CODES.filter((code) => code.startsWith('idempotency_'));

/** Every error code a route may answer with. */
export function routeErrors(route: RouteDefinition): ErrorCode[] {
  const codes: ErrorCode[] = [...AUTHENTICATED, ...ANY_ROUTE, ...(route.errors ?? [])];
  if (route.method === 'post' || route.method === 'patch') codes.push(...WITH_BODY);
  if (route.method === 'post') codes.push('validation_error', ...IDEMPOTENT);
  if (route.query) codes.push('validation_error');
  if (route.path.includes(':')) codes.push('not_found');
  if (route.rateLimit) codes.push('rate_limited');
  return [...new Set(codes)];
}

const EXTRA_HEADERS: Partial<Record<number, string[]>> = {
  429: ['Retry-After', 'RateLimit', 'RateLimit-Policy'],
  503: ['Retry-After'],
};

/** One response per status, naming its codes in the description and in `x-error-codes`. */
export function errorResponses(codes: ErrorCode[], headers: string[] = []): Record<string, Json> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of CODES.filter((c) => codes.includes(c))) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, Json> = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: statusCodes.map((code) => `\`${code}\``).join(', '),
      headers: headerRefs(['X-Request-Id', ...headers, ...(EXTRA_HEADERS[status] ?? [])]),
      content: { 'application/json': { schema: ref('Error') } },
      'x-error-codes': statusCodes,
    };
  }
  return responses;
}
