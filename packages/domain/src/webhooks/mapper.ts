import type { EventType, WebhookEndpoint, WebhookEventRecord } from '@proposals/contracts';
import type { WebhookDelivery, WebhookEndpoint as EndpointRow } from '@proposals/db';
import { iso, isoOrNull } from '../shared/time';

export const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as EventType[],
  sources: row.sources,
  isActive: row.isActive,
  failureCount: row.failureCount,
  createdAt: iso(row.createdAt),
});

export const toEventRecord = (row: WebhookDelivery): WebhookEventRecord => ({
  id: row.id,
  eventId: row.eventId,
  endpointId: row.endpointId,
  eventType: row.eventType as EventType,
  status: row.status,
  attempts: row.attempts,
  lastHttpStatus: row.lastHttpStatus,
  lastError: row.lastError,
  nextAttemptAt: isoOrNull(row.nextAttemptAt),
  deliveredAt: isoOrNull(row.deliveredAt),
  createdAt: iso(row.createdAt),
});
