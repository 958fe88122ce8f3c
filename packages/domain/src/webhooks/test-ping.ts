import { randomUUID } from 'node:crypto';
import { notFound, type WebhookTestResult } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { deliveryHeaders, eventBody, type Send } from '@proposals/webhooks';
import { isUuid } from '../shared/ids';

/**
 * POST /webhooks/:id/test: a real, signed `test.ping` sent now and answered with its result.
 * It goes to inactive endpoints too (to check a receiver before re-enabling it), is not retried,
 * does not count in `failureCount`, and is logged as one delivered or failed record.
 */
export async function pingWebhookEndpoint(
  db: Db,
  accountId: string,
  id: string,
  send: Send,
): Promise<WebhookTestResult> {
  const endpoint = isUuid(id) ? await db.webhookEndpoint.findFirst({ where: { id, accountId } }) : null;
  if (!endpoint) throw notFound('Webhook endpoint');
  const live = endpoint.previousSecret && endpoint.previousSecretExpiresAt! > new Date();
  const secrets = live ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
  const event = {
    id: `evt_${randomUUID()}`,
    type: 'test.ping',
    createdAt: new Date(),
    data: { endpointId: endpoint.id, source: 'api' as const },
  };
  const body = eventBody(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = deliveryHeaders({ eventId: event.id, eventType: event.type, body, timestamp, secrets });
  const outcome = await send(endpoint.url, headers, body);
  // Published already, so the relay never fans it out to other endpoints.
  await db.event.create({
    data: { ...event, accountId, source: 'api', publishedAt: event.createdAt },
  });
  await db.webhookDelivery.create({
    data: {
      accountId,
      eventId: event.id,
      endpointId: endpoint.id,
      eventType: event.type,
      status: outcome.ok ? 'delivered' : 'failed',
      attempts: 1,
      lastHttpStatus: outcome.httpStatus,
      lastError: outcome.error,
      lastDurationMs: outcome.durationMs,
      deliveredAt: outcome.ok ? new Date() : null,
    },
  });
  return { success: outcome.ok, httpStatus: outcome.httpStatus ?? 0, error: outcome.error };
}
