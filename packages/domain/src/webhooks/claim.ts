import type { Db } from '@proposals/db';

/** A delivery taken for one attempt, with what signing and sending it needs. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  attempts: number;
  createdAt: Date;
  url: string;
  isActive: boolean;
  secrets: string[];
  event: { id: string; type: string; createdAt: Date; data: unknown };
}

/**
 * Longer than an attempt can last (10 s time-out), so that a claim still held is never taken
 * twice; a claim whose dispatcher died runs out and the delivery is due again.
 */
export const CLAIM_LEASE_MS = 15_000;
/** A job may fire a moment before the database's clock reaches the time it was scheduled for. */
const EARLY_MS = 250;

/** A claimed delivery as SQL returns it: dates are strings when it comes inside JSON. */
export interface ClaimedRow {
  id: string;
  endpoint_id: string;
  attempts: number;
  created_at: Date | string;
  url: string;
  is_active: boolean;
  secret: string;
  previous_secret: string | null;
  previous_secret_live: boolean;
  event_id: string;
  event_type: string;
  event_created_at: Date | string;
  data: unknown;
}

/**
 * Takes pending, due deliveries for one attempt each by moving their due time past the lease: one
 * conditional update, so of two jobs for the same delivery (a duplicate, a requeue) one attempts
 * and the other finds nothing. Answers in the order of `ids`: null for a delivery that is not
 * pending or not due.
 */
export async function claimDeliveries(db: Db, ids: string[]): Promise<(ClaimedDelivery | null)[]> {
  const rows = await db.$queryRaw<ClaimedRow[]>`
    UPDATE webhook_deliveries d
    SET next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_MS / 1000}), updated_at = now()
    FROM webhook_endpoints e, events ev
    WHERE d.id = ANY (${ids}::uuid[]) AND d.status = 'pending'
      AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= now() + make_interval(secs => ${EARLY_MS / 1000}))
      AND e.id = d.endpoint_id AND ev.id = d.event_id
    RETURNING d.id::text, d.endpoint_id::text, d.attempts, d.created_at, e.url, e.is_active, e.secret,
      e.previous_secret, coalesce(e.previous_secret_expires_at > now(), false) AS previous_secret_live,
      ev.id AS event_id, ev.type AS event_type, ev.created_at AS event_created_at, ev.data`;
  const claimed = new Map(rows.map((row) => [row.id, toClaimed(row)]));
  // Two jobs for one delivery in the same batch: the first attempts, the second finds nothing.
  return ids.map((id) => {
    const taken = claimed.get(id) ?? null;
    claimed.delete(id);
    return taken;
  });
}

export const toClaimed = (row: ClaimedRow): ClaimedDelivery => ({
  id: row.id,
  endpointId: row.endpoint_id,
  attempts: row.attempts,
  createdAt: new Date(row.created_at),
  url: row.url,
  isActive: row.is_active,
  secrets: row.previous_secret && row.previous_secret_live ? [row.secret, row.previous_secret] : [row.secret],
  event: {
    id: row.event_id,
    type: row.event_type,
    createdAt: new Date(row.event_created_at),
    data: row.data,
  },
});

/** Gives claims back unattempted: the deliveries are due now, for the queue's jobs to claim. */
export async function releaseClaims(db: Db, ids: string[]): Promise<void> {
  await db.$executeRaw`
    UPDATE webhook_deliveries SET next_attempt_at = now(), updated_at = now()
    WHERE id = ANY (${ids}::uuid[]) AND status = 'pending'`;
}
