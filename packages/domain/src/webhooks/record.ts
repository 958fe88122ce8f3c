import type { Db, Prisma } from '@proposals/db';
import type { AttemptOutcome } from '@proposals/webhooks';
import { DISABLE_AFTER_FAILURES, type Next } from './schedule';

const DISABLED = `endpoint disabled after ${DISABLE_AFTER_FAILURES} consecutive failed attempts`;

/** Counts a failed attempt against the endpoint; true when this one disabled it. */
async function countFailure(tx: Prisma.TransactionClient, endpointId: string): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ is_active: boolean }[]>`
    UPDATE webhook_endpoints
    SET failure_count = failure_count + 1,
        is_active = failure_count + 1 < ${DISABLE_AFTER_FAILURES},
        disabled_at = CASE WHEN failure_count + 1 >= ${DISABLE_AFTER_FAILURES} THEN now() END
    WHERE id = ${endpointId}::uuid AND is_active
    RETURNING is_active`;
  return row !== undefined && !row.is_active;
}

export interface Delivered {
  id: string;
  endpointId: string;
  outcome: AttemptOutcome;
}

/**
 * Writes successful attempts before anything acts on them, many in one statement: each delivery
 * delivered with its HTTP status and duration, and its endpoint's failure counter reset. Only a
 * counter that is not 0 is written, so busy endpoints take no row lock per delivery.
 */
export async function recordDelivered(db: Db, delivered: Delivered[]): Promise<void> {
  await db.$executeRaw`
    WITH attempt AS (
      SELECT * FROM unnest(${delivered.map((d) => d.id)}::uuid[],
        ${delivered.map((d) => d.outcome.httpStatus)}::int[],
        ${delivered.map((d) => d.outcome.durationMs)}::int[]) AS a(id, http_status, duration_ms)
    ), done AS (
      UPDATE webhook_deliveries d
      SET status = 'delivered', attempts = d.attempts + 1, last_http_status = a.http_status,
          last_error = NULL, last_duration_ms = a.duration_ms, delivered_at = now(),
          next_attempt_at = NULL, updated_at = now()
      FROM attempt a WHERE d.id = a.id
      RETURNING d.endpoint_id
    )
    UPDATE webhook_endpoints SET failure_count = 0, updated_at = now()
    WHERE id IN (SELECT endpoint_id FROM done) AND failure_count <> 0`;
}

/**
 * Writes a failed attempt before anything acts on it: the delivery's status, attempts, HTTP
 * status, error and duration, and the endpoint's failure counter. The attempt that reaches the
 * limit disables the endpoint and fails its pending deliveries. Returns what was decided,
 * `failed` when the endpoint was disabled meanwhile.
 */
export async function recordFailedAttempt(
  db: Db,
  delivery: { id: string; endpointId: string },
  outcome: AttemptOutcome,
  next: Exclude<Next, { status: 'delivered' }>,
): Promise<Next> {
  const attempt = {
    attempts: { increment: 1 },
    lastHttpStatus: outcome.httpStatus,
    lastError: outcome.error,
    lastDurationMs: outcome.durationMs,
  };
  return db.$transaction(async (tx) => {
    const disabledNow = await countFailure(tx, delivery.endpointId);
    const endpoint = await tx.webhookEndpoint.findUnique({ where: { id: delivery.endpointId } });
    const decided: Next = endpoint?.isActive ? next : { status: 'failed' };
    const retryAt = decided.status === 'pending' ? new Date(Date.now() + decided.retryInMs) : null;
    await tx.webhookDelivery.update({
      where: { id: delivery.id },
      data: { ...attempt, status: decided.status, nextAttemptAt: retryAt },
    });
    if (disabledNow)
      await tx.webhookDelivery.updateMany({
        where: { endpointId: delivery.endpointId, status: 'pending' },
        data: { status: 'failed', nextAttemptAt: null, lastError: DISABLED },
      });
    return decided;
  });
}

/** Ends a delivery without an attempt: its endpoint is disabled, or it is past its time to live. */
export const closeDelivery = (db: Db, id: string, status: 'failed' | 'expired', reason: string) =>
  db.webhookDelivery.updateMany({
    where: { id, status: 'pending' },
    data: { status, nextAttemptAt: null, lastError: reason },
  });
