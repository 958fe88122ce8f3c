import { MONEY_MAX_CENTS, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits';

/** A response object with exactly these properties, all present (null where there is no value). */
export const record = <const P extends Record<string, object>>(properties: P) =>
  ({
    type: 'object',
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
    additionalProperties: false,
  }) as const;

export const uuid = { type: 'string', format: 'uuid' } as const;
export const nullableUuid = { type: ['string', 'null'], format: 'uuid' } as const;
/** ISO 8601 UTC with milliseconds, as Date#toISOString writes it. */
export const timestamp = { type: 'string', format: 'date-time' } as const;
export const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' } as const;

/** Money (DESIGN §3): its description reaches the OpenAPI document and the SDK's types. */
const CENTS = 'Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1).';
export const cents = { type: 'integer', minimum: 0, maximum: MONEY_MAX_CENTS, description: CENTS } as const;
export const nullableCents = { ...cents, type: ['integer', 'null'] } as const;

export const paginationProperties = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
} as const;

export const paginationQuery = {
  type: 'object',
  properties: paginationProperties,
  additionalProperties: false,
} as const;

export const deletedResponse = {
  type: 'object',
  properties: { id: uuid, deleted: { const: true } },
  required: ['id', 'deleted'],
  additionalProperties: false,
} as const;
