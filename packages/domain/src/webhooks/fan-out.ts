import type { Db } from '@proposals/db';

const BATCH = 500;

/**
 * The outbox relay: takes unpublished events (skipping those another dispatcher has locked),
 * writes one pending delivery for each active endpoint of the account that subscribes to the
 * type and the source, and marks the events published, in one statement. Returns the new
 * deliveries for the caller to queue; if that fails they are still due, and the overdue sweep
 * queues them.
 */
export async function fanOutEvents(db: Db): Promise<{ id: string; endpointId: string }[]> {
  return db.$queryRaw<{ id: string; endpointId: string }[]>`
    WITH batch AS (
      SELECT id, account_id, type, source FROM events
      WHERE published_at IS NULL
      ORDER BY created_at LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    ), fanned AS (
      INSERT INTO webhook_deliveries (id, account_id, event_id, endpoint_id, event_type, next_attempt_at, updated_at)
      SELECT gen_random_uuid(), b.account_id, b.id, e.id, b.type, now(), now()
      FROM batch b JOIN webhook_endpoints e
        ON e.account_id = b.account_id AND e.is_active
       AND b.type = ANY (e.events) AND b.source = ANY (e.sources)
      ON CONFLICT (event_id, endpoint_id) DO NOTHING
      RETURNING id, endpoint_id
    ), published AS (
      UPDATE events SET published_at = now() WHERE id IN (SELECT id FROM batch)
    )
    SELECT id::text, endpoint_id::text AS "endpointId" FROM fanned`;
}
