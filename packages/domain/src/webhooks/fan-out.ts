import type { Db } from '@proposals/db';

const BATCH = 500;

export interface FannedOut {
  /** Events taken off the outbox, with or without endpoints to deliver them to. */
  published: number;
  deliveries: { id: string; endpointId: string }[];
}

/**
 * The outbox relay: takes unpublished events in order (skipping those another dispatcher has
 * locked), writes one pending delivery for each active endpoint of the account that subscribes
 * to the type and the source, and marks the events published, in one statement. It takes events
 * only while their deliveries fit in `room` (always at least one event), so a busy dispatcher
 * leaves the rest to the others. The new deliveries are the caller's to attempt; if it never
 * does, they are still due, and the overdue sweep queues them.
 */
export async function fanOutEvents(db: Db, room: number): Promise<FannedOut> {
  const [row] = await db.$queryRaw<FannedOut[]>`
    WITH batch AS (
      SELECT id, account_id, type, source, created_at FROM events
      WHERE published_at IS NULL
      ORDER BY created_at LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    ), targets AS (
      SELECT b.id AS event_id, b.account_id, b.type, e.id AS endpoint_id
      FROM batch b JOIN webhook_endpoints e
        ON e.account_id = b.account_id AND e.is_active
       AND b.type = ANY (e.events) AND b.source = ANY (e.sources)
    ), counted AS (
      SELECT b.id, coalesce(sum(count(t.endpoint_id)) OVER (ORDER BY b.created_at, b.id
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM batch b LEFT JOIN targets t ON t.event_id = b.id
      GROUP BY b.id, b.created_at
    ), chosen AS (
      SELECT id FROM counted WHERE before < ${room}
    ), fanned AS (
      INSERT INTO webhook_deliveries (id, account_id, event_id, endpoint_id, event_type, next_attempt_at, updated_at)
      SELECT gen_random_uuid(), t.account_id, t.event_id, t.endpoint_id, t.type, now(), now()
      FROM targets t WHERE t.event_id IN (SELECT id FROM chosen)
      ON CONFLICT (event_id, endpoint_id) DO NOTHING
      RETURNING id, endpoint_id
    ), published AS (
      UPDATE events SET published_at = now() WHERE id IN (SELECT id FROM chosen)
    )
    SELECT (SELECT count(*)::int FROM chosen) AS published,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'endpointId', endpoint_id)), '[]'::json)
       FROM fanned) AS deliveries`;
  return row!;
}
