import { ref } from './schemas';

const timestamp = { type: 'string', format: 'date-time' } as const;

/** The `meta` of the success envelope and of the page envelope (`src/http/envelope.ts`). */
export const envelopeSchemas = {
  Meta: {
    type: 'object',
    properties: { requestId: { type: 'string' }, timestamp },
    required: ['requestId', 'timestamp'],
    additionalProperties: false,
  },
  PageMeta: {
    type: 'object',
    properties: {
      requestId: { type: 'string' },
      timestamp,
      page: { type: 'integer', minimum: 1 },
      limit: { type: 'integer', minimum: 1 },
      total: { type: 'integer', minimum: 0 },
      hasMore: { type: 'boolean' },
    },
    required: ['requestId', 'timestamp', 'page', 'limit', 'total', 'hasMore'],
    additionalProperties: false,
  },
};

const envelope = (data: object, meta: string) => ({
  type: 'object',
  properties: { data, meta: ref(meta) },
  required: ['data', 'meta'],
  additionalProperties: false,
});

/** `{ data, meta }` around one resource. */
export const dataEnvelope = (data: object) => envelope(data, 'Meta');

/** `{ data: [...], meta }` with the page fields in meta. */
export const pageEnvelope = (item: object) => envelope({ type: 'array', items: item }, 'PageMeta');
