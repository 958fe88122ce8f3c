import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@proposals/contracts';

const string = { type: 'string' } as const;

/** The response headers the API documents, by name (`components.headers`). */
export const HEADERS: Record<string, { description: string; schema: object }> = {
  'X-Request-Id': {
    description:
      "The request's id (the client's X-Request-Id when it sent a sane one), also in meta.requestId or error.requestId.",
    schema: string,
  },
  Location: { description: 'The path of the proposal the operation works on.', schema: string },
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimit: {
    description: 'IETF RateLimit header (draft 8): the remaining quota of the policy and when it resets.',
    schema: string,
  },
  'RateLimit-Policy': {
    description: 'IETF RateLimit-Policy header (draft 8): the limit and its window.',
    schema: string,
  },
  'Idempotent-Replayed': {
    description: '`true` when this is the kept answer to an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
};

export const headerName = (name: string) => name.replace(/-/g, '');

/** `$ref`s to the named headers, for a response's `headers`. */
export const headerRefs = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${headerName(name)}` }]));

/** Every POST may carry an Idempotency-Key (DESIGN §3 "Idempotency"). */
export const idempotencyKeyParameter = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body.',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
};
