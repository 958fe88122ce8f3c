import {
  AppError,
  notFound,
  type ListWebhookEventsQuery,
  type Page,
  type WebhookEventRecord,
} from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { isUuid } from '../shared/ids';
import { skipTake, toPage } from '../shared/pagination';
import { toEventRecord } from './mapper';

/** GET /webhooks/events: the account's delivery records, newest first, filtered. */
export async function listWebhookEvents(
  db: Db,
  accountId: string,
  { page, limit, endpointId, eventType, status }: ListWebhookEventsQuery,
): Promise<Page<WebhookEventRecord>> {
  const request = { page: page ?? 1, limit: limit ?? 20 };
  const where = { accountId, endpointId, eventType, status };
  const [rows, total] = await Promise.all([
    db.webhookDelivery.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...skipTake(request),
    }),
    db.webhookDelivery.count({ where }),
  ]);
  return toPage(rows, total, request, toEventRecord);
}

/**
 * POST /webhooks/events/:id/retry: a failed or delivered record goes back to pending, due now,
 * for one more attempt. The caller queues it; if that is lost, the overdue sweep queues it.
 */
export async function retryWebhookEvent(db: Db, accountId: string, id: string): Promise<WebhookEventRecord> {
  const where = isUuid(id) ? { id, accountId } : null;
  const row = where && (await db.webhookDelivery.findFirst({ where }));
  if (!row) throw notFound('Webhook event');
  const [updated] = await db.webhookDelivery.updateManyAndReturn({
    where: { id, accountId, status: { in: ['failed', 'delivered'] } },
    data: { status: 'pending', nextAttemptAt: new Date(), lastError: null },
  });
  if (!updated)
    throw new AppError(
      'invalid_state',
      `Only a failed or delivered event can be retried; this one is ${row.status}.`,
    );
  return toEventRecord(updated);
}
