import type { Db } from '@proposals/db';
import { addToQueues, type OutboxJob, type Queues } from './publish';

/**
 * Rows are marked when a consumer takes their job; younger ones are left to the writer that
 * published them and the consumer about to take them. Publishing an older one again is harmless
 * (same job id) when it is only waiting behind a backlog.
 */
const WRITER_GRACE_MS = 5000;
const BATCH = 200;

/**
 * Publishes the outbox rows of `queue` that were never marked published (Redis was away, or the
 * writer died between commit and publish). Safe with several replicas: each locks the rows it
 * takes and skips those another has locked. Returns how many rows it published.
 */
export function relayJobs(db: Db, queues: Queues, queue: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<OutboxJob[]>`
      SELECT id, queue, proposal_id AS "proposalId", account_id AS "accountId", source::text AS source
      FROM job_outbox
      WHERE queue = ${queue} AND published_at IS NULL
        AND created_at < now() - make_interval(secs => ${WRITER_GRACE_MS / 1000})
      ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
    if (rows.length === 0) return 0;
    await addToQueues(queues, rows);
    await tx.jobOutbox.updateMany({
      where: { id: { in: rows.map((r) => r.id) } },
      data: { publishedAt: new Date() },
    });
    return rows.length;
  });
}

/** Published rows are kept a day for the stall sweep and for inspection, then trimmed. */
export async function trimPublishedJobs(db: Db, olderThanMs = 24 * 3600_000): Promise<number> {
  const { count } = await db.jobOutbox.deleteMany({
    where: { publishedAt: { lt: new Date(Date.now() - olderThanMs) } },
  });
  return count;
}
