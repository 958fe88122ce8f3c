// What the app would have written: the account's endpoints, and events in the outbox, inserted the
// way appendEvent does (one `events` row, `evt_<uuid>`, unpublished) for the dispatcher to relay.
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

export const THROUGHPUT_TYPE = 'proposal.created';
/** Subscribed by the first `latencyFanout` endpoints only, so the latency load can be set apart. */
export const LATENCY_TYPE = 'proposal.updated';

/** One account (through the CLI, as an operator makes one) and its endpoints, one per receiver URL. */
export async function createEndpoints(run, pool, urls, latencyFanout) {
  const line = (await run.cli('create-key', '--plan', 'team', '--scopes', 'all')).trim().split('\n').pop();
  const { accountId } = JSON.parse(line);
  const { rows } = await pool.query(
    `INSERT INTO webhook_endpoints (id, account_id, url, events, sources, secret)
     SELECT gen_random_uuid(), $1, url, CASE WHEN i <= $3 THEN $4::text[] ELSE $5::text[] END, '{api,ui}', 'whsec_' || s
     FROM unnest($2::text[], $6::text[]) WITH ORDINALITY AS t(url, s, i)
     RETURNING id::text, url`,
    [
      accountId,
      urls,
      latencyFanout,
      [THROUGHPUT_TYPE, LATENCY_TYPE],
      [THROUGHPUT_TYPE],
      urls.map(() => randomBytes(32).toString('base64')),
    ],
  );
  return { accountId, receiverOf: new Map(rows.map((r) => [r.id, urls.indexOf(r.url)])) };
}

/**
 * Inserts `count` events in one statement and notes each one's `created_at`, taken with
 * clock_timestamp() as the row is written: the statement commits a moment later, so latencies
 * measured from it are, if anything, slightly long.
 */
export function eventWriter(pool, accountId) {
  const createdAt = new Map();
  const write = async (type, count) => {
    const ids = Array.from({ length: count }, () => `evt_${randomUUID()}`);
    const { rows } = await pool.query(
      `INSERT INTO events (id, account_id, type, source, data, created_at)
       SELECT id, $1, $2, 'api', jsonb_build_object('proposalId', gen_random_uuid(), 'status', 'draft',
         'title', 'Bench proposal', 'source', 'api'), clock_timestamp()
       FROM unnest($3::text[]) AS id
       RETURNING id, created_at`,
      [accountId, type, ids],
    );
    for (const r of rows) createdAt.set(r.id, r.created_at.getTime());
  };

  return {
    createdAt,
    /** `perSecond` events for `seconds`, written every 10 ms as they fall due; resolves to their ids' count. */
    async paced(type, perSecond, seconds) {
      const started = Date.now();
      let written = 0;
      while (Date.now() - started < seconds * 1000) {
        const due = Math.floor(((Date.now() - started) / 1000) * perSecond) - written;
        if (due > 0) {
          written += due;
          await write(type, due);
        }
        await sleep(10);
      }
      return written;
    },
    /**
     * Keeps at least `backlog` deliveries written but not yet arrived (`arrived()`), in batches of up
     * to `batch` events, until `stop()`: the outbox is always fuller than the dispatcher can drain.
     */
    async flood(type, { fanout, backlog, batch, arrived, stop }) {
      let deliveries = 0;
      while (!stop()) {
        const short = backlog - (deliveries - arrived());
        const count = Math.min(batch, Math.ceil(short / fanout));
        if (count > 0) {
          deliveries += count * fanout;
          await write(type, count);
        } else await sleep(20);
      }
    },
  };
}
