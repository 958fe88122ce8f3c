import { createHmac } from 'node:crypto';
import { standardKey } from './secrets';

export const USER_AGENT = 'Service-Webhooks/1.0';

export interface SignedDelivery {
  /** The `evt_` id: body id, X-Service-Delivery and webhook-id. */
  eventId: string;
  eventType: string;
  /** The exact bytes sent; both signatures cover these. */
  body: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  /** Newest first: the current secret, then a rotated-out one still in its overlap. */
  secrets: string[];
}

/** `sha256=` + hex HMAC of the body keyed with the whole secret string, as the spec tells receivers. */
export const serviceSignature = (body: string, secret: string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** `v1,` + base64 HMAC of `id.timestamp.body` keyed with the decoded secret (Standard Webhooks). */
export const standardSignature = (id: string, timestamp: number, body: string, secret: string): string =>
  `v1,${createHmac('sha256', standardKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;

/** Every header of a delivery (spec "Delivery headers" and Standard Webhooks), one value per secret. */
export function deliveryHeaders({ eventId, eventType, body, timestamp, secrets }: SignedDelivery) {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-service-signature': secrets.map((s) => serviceSignature(body, s)).join(' '),
    'x-service-event': eventType,
    'x-service-delivery': eventId,
    'x-service-timestamp': String(timestamp),
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => standardSignature(eventId, timestamp, body, s)).join(' '),
  };
}

export interface EventBody {
  id: string;
  type: string;
  createdAt: Date;
  data: unknown;
}

/** The body of a delivery (spec "Body"), serialised once so the signed bytes are the sent bytes. */
export const eventBody = ({ id, type, createdAt, data }: EventBody): string =>
  JSON.stringify({ id, type, createdAt: createdAt.toISOString(), data });
