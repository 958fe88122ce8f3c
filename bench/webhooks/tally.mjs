// What arrived against what the database recorded: the `lost` check, and the latencies.
import { setTimeout as sleep } from 'node:timers/promises';
import { latencySummary } from '../pipeline/stats.mjs';

/** Waits until no delivery is pending (or `timeoutMs` passes); returns how many still are. */
export async function drain(pool, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'`,
    );
    if (rows[0].n === 0 || Date.now() > deadline) return rows[0].n;
    await sleep(500);
  }
}

/**
 * `sent`: delivery records; `received`: distinct deliveries that arrived; `lost`: records the
 * database calls delivered that never arrived, plus arrivals no record accounts for. Duplicates
 * (at-least-once at work) and records that ended other than delivered are counted beside them.
 */
export async function reconcile(pool, arrivals, receiverOf) {
  const { rows } = await pool.query(
    `SELECT event_id, endpoint_id::text, status::text FROM webhook_deliveries`,
  );
  const recorded = new Set();
  const byStatus = {};
  let deliveredNotArrived = 0;
  for (const { event_id: eventId, endpoint_id: endpointId, status } of rows) {
    const key = `${receiverOf.get(endpointId)}:${eventId}`;
    recorded.add(key);
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    if (status === 'delivered' && !arrivals.has(key)) deliveredNotArrived++;
  }
  let arrivedUnrecorded = 0;
  let duplicates = 0;
  for (const [key, times] of arrivals) {
    if (!recorded.has(key)) arrivedUnrecorded++;
    duplicates += times.length - 1;
  }
  return {
    sent: rows.length,
    received: arrivals.size,
    lost: deliveredNotArrived + arrivedUnrecorded,
    deliveredNotArrived,
    arrivedUnrecorded,
    duplicates,
    recordsByStatus: byStatus,
  };
}

/** Commit-to-first-arrival of every delivery of the events in `eventIds`, in ms. */
export function latencies(arrivals, createdAt, eventIds, receivers) {
  const values = [];
  for (const eventId of eventIds)
    for (let r = 0; r < receivers; r++) {
      const times = arrivals.get(`${r}:${eventId}`);
      if (times) values.push(times[0] - createdAt.get(eventId));
    }
  return values.length ? { ...latencySummary(values), deliveries: values.length } : null;
}

/** First arrivals within [from, to), per second. */
export function arrivalsPerSecond(arrivals, from, to) {
  let count = 0;
  for (const times of arrivals.values()) if (times[0] >= from && times[0] < to) count++;
  return count / ((to - from) / 1000);
}
