import type { Db } from '@proposals/db';
import { CLAIM_LEASE_MS, toClaimed, type ClaimedDelivery, type ClaimedRow } from './claim';

const BATCH = 500;

export interface FannedOut {
  /** Events taken off the outbox, with or without endpoints to deliver them to. */
  published: number;
  /** The new deliveries, claimed for the caller's attempt. */
  deliveries: ClaimedDelivery[];
}

/**
 * The outbox relay: takes unpublished events in order (skipping those another dispatcher has
 * locked), writes one pending delivery for each active endpoint of the account that subscribes
 * to the type and the source, and marks the events published, in one statement. It takes events
 * only while their deliveries fit in `room` (always at least one event), and locks no more than
 * `room` of them, so a busy dispatcher leaves the rest to the others.
 *
 * The deliveries are written already claimed for the caller (due after the claim's lease) and
 * returned with what signing and sending them needs, so attempting them takes no claim of its
 * own: one statement and one row version less per delivery, on PostgreSQL, the busiest process of
 * a dispatching stack. Those the caller does not attempt it releases (releaseClaims); if it dies
 * first, they are due when the lease ends, and the overdue sweep queues them.
 */
export async function fanOutEvents(db: Db, room: number): Promise<FannedOut> {
  // Arrays rather than joins between the CTEs: PostgreSQL cannot estimate their sizes and chose
  // nested loops over thousands of rows (EXPLAIN ANALYZE: a second per batch, not milliseconds).
  const [row] = await db.$queryRaw<{ published: number; deliveries: ClaimedRow[] }[]>`
    WITH batch AS (
      SELECT id, account_id, type, source, data, created_at FROM events
      WHERE published_at IS NULL
      ORDER BY created_at LIMIT ${Math.min(BATCH, Math.max(1, room))}
      FOR UPDATE SKIP LOCKED
    ), targets AS (
      SELECT b.id AS event_id, b.account_id, b.type, b.data, b.created_at AS event_created_at,
        e.id AS endpoint_id, e.url, e.secret, e.previous_secret,
        coalesce(e.previous_secret_expires_at > now(), false) AS previous_secret_live
      FROM batch b JOIN webhook_endpoints e
        ON e.account_id = b.account_id AND e.is_active
       AND b.type = ANY (e.events) AND b.source = ANY (e.sources)
    ), counted AS (
      SELECT b.id, coalesce(sum(count(t.endpoint_id)) OVER (ORDER BY b.created_at, b.id
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM batch b LEFT JOIN targets t ON t.event_id = b.id
      GROUP BY b.id, b.created_at
    ), chosen AS (
      SELECT coalesce(array_agg(id), '{}') AS ids FROM counted WHERE before < ${room}
    ), picked AS (
      SELECT gen_random_uuid() AS id, t.* FROM targets t
      WHERE t.event_id = ANY ((SELECT ids FROM chosen)::text[])
    ), fanned AS (
      INSERT INTO webhook_deliveries (id, account_id, event_id, endpoint_id, event_type, next_attempt_at, updated_at)
      SELECT p.id, p.account_id, p.event_id, p.endpoint_id, p.type,
        now() + make_interval(secs => ${CLAIM_LEASE_MS / 1000}), now()
      FROM picked p
      ON CONFLICT (event_id, endpoint_id) DO NOTHING
      RETURNING id
    ), published AS (
      UPDATE events SET published_at = now() WHERE id = ANY ((SELECT ids FROM chosen)::text[])
    )
    SELECT (SELECT cardinality(ids) FROM chosen) AS published,
      (SELECT coalesce(json_agg(json_build_object(
         'id', p.id, 'endpoint_id', p.endpoint_id, 'attempts', 0, 'created_at', now(),
         'url', p.url, 'is_active', true, 'secret', p.secret, 'previous_secret', p.previous_secret,
         'previous_secret_live', p.previous_secret_live, 'event_id', p.event_id, 'event_type', p.type,
         'event_created_at', p.event_created_at, 'data', p.data)), '[]'::json)
       FROM picked p WHERE p.id = ANY ((SELECT array_agg(id) FROM fanned)::uuid[])) AS deliveries`;
  return { published: row!.published, deliveries: row!.deliveries.map(toClaimed) };
}
