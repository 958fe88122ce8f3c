import type { ProposalStatusChange } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { iso } from '../shared/time';

// The reads of GET /proposals/:id/events, on the pool: one statement per refresh of every stream
// a gateway has open, so their cost does not grow with the streams.

/** One event as a stream sends it: the body a webhook delivery of it carries. */
export interface ProgressEvent {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

/** The stream of one proposal: which proposal, and from when its events are read again. */
export interface ProgressSubscription {
  proposalId: string;
  accountId: string;
  since(): Date;
}

export interface Snapshot {
  status: ProposalStatusChange;
  events: (ProgressEvent & { at: number })[];
}

const READ = `
  SELECT s.n::int AS n, p.status::text AS status, p.updated_at AS "updatedAt",
    e.id AS "eventId", e.type, e.created_at AS "createdAt", e.data
  FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) WITH ORDINALITY AS s(id, account_id, since, n)
  JOIN proposals p ON p.id = s.id AND p.account_id = s.account_id
  LEFT JOIN LATERAL (
    SELECT id, type, created_at, data FROM events
    WHERE account_id = s.account_id AND data->>'proposalId' = s.id::text AND created_at > s.since) e ON true
  ORDER BY s.n, e.created_at, e.id`;

interface Row {
  n: number;
  status: ProposalStatusChange['status'];
  updatedAt: Date;
  eventId: string | null;
  type: string;
  createdAt: Date;
  data: Record<string, unknown>;
}

/**
 * The current status and the events since each subscription's `since()`, in one statement for
 * them all; `undefined` where the proposal is no longer there.
 */
export async function readProgress(
  db: Db,
  subscriptions: readonly ProgressSubscription[],
): Promise<(Snapshot | undefined)[]> {
  const { rows } = await db.$pool.query<Row>({
    name: 'read-progress',
    text: READ,
    values: [
      subscriptions.map((s) => s.proposalId),
      subscriptions.map((s) => s.accountId),
      subscriptions.map((s) => s.since()),
    ],
  });
  const snapshots: (Snapshot | undefined)[] = subscriptions.map(() => undefined);
  for (const row of rows) {
    const id = subscriptions[row.n - 1]!.proposalId;
    const snapshot = (snapshots[row.n - 1] ??= {
      status: { id, status: row.status, updatedAt: iso(row.updatedAt) },
      events: [],
    });
    if (row.eventId === null) continue;
    const at = row.createdAt.getTime();
    snapshot.events.push({
      id: row.eventId,
      type: row.type,
      createdAt: iso(row.createdAt),
      data: row.data,
      at,
    });
  }
  return snapshots;
}

const START = `
  SELECT now() AS now,
    EXISTS (SELECT 1 FROM proposals WHERE id = $3::uuid AND account_id = $2::uuid) AS found,
    (SELECT jsonb_build_object('id', id, 'at', (extract(epoch FROM created_at) * 1000)::bigint)
     FROM events WHERE account_id = $2::uuid AND data->>'proposalId' = $3::uuid::text
       AND ($1::text = '' OR id = $1::text)
     ORDER BY created_at DESC, id DESC LIMIT 1) AS after`;

/**
 * The database's clock, whether the account has the proposal, and the event a stream starts
 * after: `lastEventId` when it is one of the proposal's events, else its latest; null if none.
 */
export async function readStart(db: Db, accountId: string, proposalId: string, lastEventId: string) {
  const { rows } = await db.$pool.query<{
    now: Date;
    found: boolean;
    after: { id: string; at: string } | null;
  }>({ name: 'progress-start', text: START, values: [lastEventId, accountId, proposalId] });
  const { now, found, after } = rows[0]!;
  return { now: now.getTime(), found, after: after && { id: after.id, at: Number(after.at) } };
}
