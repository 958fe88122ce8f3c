// Webhook endpoints and their delivery log (spec "Webhook endpoints", DESIGN §3 "Webhooks").
import { DELIVERY_STATUSES, EVENT_SOURCES, EVENT_TYPES } from '../enums';
import { nullableTimestamp, paginationProperties, record, timestamp, uuid } from './common';

const url = { type: 'string', format: 'uri', maxLength: 2048 } as const;
const events = {
  type: 'array',
  items: { type: 'string', enum: EVENT_TYPES },
  minItems: 1,
  uniqueItems: true,
} as const;
const sources = {
  type: 'array',
  items: { type: 'string', enum: EVENT_SOURCES },
  minItems: 1,
  uniqueItems: true,
} as const;

export const createWebhookBody = {
  type: 'object',
  properties: { url, events, sources: { ...sources, default: [...EVENT_SOURCES] } },
  required: ['url', 'events'],
  additionalProperties: false,
} as const;

export const updateWebhookBody = {
  type: 'object',
  properties: { url, events, sources, isActive: { type: 'boolean' } },
  additionalProperties: false,
} as const;

const endpointProperties = {
  id: uuid,
  url: { type: 'string' },
  events: { type: 'array', items: { type: 'string', enum: EVENT_TYPES } },
  sources: { type: 'array', items: { type: 'string', enum: EVENT_SOURCES } },
  isActive: { type: 'boolean' },
  failureCount: { type: 'integer', minimum: 0 },
  createdAt: timestamp,
} as const;

/** An endpoint as every answer but create shows it: without its secret. */
export const webhookEndpoint = record(endpointProperties);
const secret = { type: 'string', pattern: '^whsec_[A-Za-z0-9+/]{43}=$' } as const;
/** The create answer: the only one, with rotate-secret, that shows the secret. */
export const createdWebhookEndpoint = record({ ...endpointProperties, secret });
export const rotatedSecret = record({ id: uuid, secret });

/** `httpStatus` is 0 when the receiver gave no answer (refused, timed out, not allowed). */
export const webhookTestResult = record({
  success: { type: 'boolean' },
  httpStatus: { type: 'integer', minimum: 0 },
  error: { type: ['string', 'null'] },
});

export const listWebhookEventsQuery = {
  type: 'object',
  properties: {
    ...paginationProperties,
    endpointId: uuid,
    eventType: { type: 'string', enum: EVENT_TYPES },
    status: { type: 'string', enum: DELIVERY_STATUSES },
  },
  additionalProperties: false,
} as const;

/** One delivery of one event to one endpoint, as the event log lists it. */
export const webhookEventRecord = record({
  id: uuid,
  eventId: { type: 'string', pattern: '^evt_[0-9a-f-]{36}$' },
  endpointId: uuid,
  eventType: { type: 'string', enum: EVENT_TYPES },
  status: { type: 'string', enum: DELIVERY_STATUSES },
  attempts: { type: 'integer', minimum: 0 },
  lastHttpStatus: { type: ['integer', 'null'] },
  lastError: { type: ['string', 'null'] },
  nextAttemptAt: nullableTimestamp,
  deliveredAt: nullableTimestamp,
  createdAt: timestamp,
});

/**
 * The dispatcher's job: the delivery record's id, and its endpoint's so that the per-endpoint cap
 * is checked before the database is; everything else is read from the database.
 */
export const deliveryJobPayload = record({ deliveryId: uuid, endpointId: uuid });
