import type { Db } from '@proposals/db';

const SWEEP_BATCH = 1000;

/** Pending deliveries that should have been attempted before `since`: their job may be lost. */
export const overdueDeliveries = (db: Db, since: Date) =>
  db.webhookDelivery.findMany({
    where: { status: 'pending', nextAttemptAt: { lt: since } },
    select: { id: true, endpointId: true, attempts: true },
    orderBy: { nextAttemptAt: 'asc' },
    take: SWEEP_BATCH,
  });

/**
 * Records past their time to live that were never delivered become `expired` and are no longer
 * attempted; delivered ones keep their status, which stays true.
 */
export async function expireDeliveries(db: Db, ttlMs: number): Promise<number> {
  const { count } = await db.webhookDelivery.updateMany({
    where: { status: { in: ['pending', 'failed'] }, createdAt: { lt: new Date(Date.now() - ttlMs) } },
    data: { status: 'expired', nextAttemptAt: null },
  });
  return count;
}

/** Deliveries still to be made, across every dispatcher. */
export const deliveryBacklog = (db: Db) => db.webhookDelivery.count({ where: { status: 'pending' } });
