import { EVENT_TYPES, schemas, type EventType } from '@proposals/contracts';
import { ref, type SchemaComponents } from './schemas';

// The delivery headers (spec "Delivery headers", plus the Standard Webhooks ones of DESIGN §3).
const DELIVERY_HEADERS: [string, string][] = [
  [
    'X-Service-Signature',
    '`sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps.',
  ],
  ['X-Service-Event', 'The event type.'],
  ['X-Service-Delivery', 'The event id, `evt_<uuid>`, as in the body.'],
  ['X-Service-Timestamp', 'Unix time in seconds of this attempt.'],
  ['User-Agent', '`Service-Webhooks/1.0`.'],
  ['webhook-id', 'Standard Webhooks: the event id.'],
  ['webhook-timestamp', 'Standard Webhooks: as X-Service-Timestamp.'],
  [
    'webhook-signature',
    'Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`).',
  ],
];

const parameters = DELIVERY_HEADERS.map(([name, description]) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}));

/** `proposal.analysis_completed` → `ProposalAnalysisCompleted`. */
export const pascal = (type: string) =>
  type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

function eventSchema(type: EventType, components: SchemaComponents) {
  return {
    type: 'object',
    properties: {
      id: { type: 'string', pattern: '^evt_[0-9a-f-]{36}$' },
      type: { const: type },
      createdAt: { type: 'string', format: 'date-time' },
      data: components.define(`${pascal(type)}Data`, schemas.eventData[type]),
    },
    required: ['id', 'type', 'createdAt', 'data'],
    additionalProperties: false,
  };
}

/** The OpenAPI `webhooks`: one signed POST per event type, with its body and headers. */
export function webhookOperations(components: SchemaComponents) {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => {
      const name = `${pascal(type)}Event`;
      components.define(name, eventSchema(type, components));
      const operation = {
        operationId: `on${pascal(type)}`,
        summary: `The ${type} event, delivered`,
        description:
          'POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.',
        parameters,
        requestBody: { required: true, content: { 'application/json': { schema: ref(name) } } },
        responses: { '2XX': { description: 'Received.' } },
      };
      return [type, { post: operation }];
    }),
  );
}
