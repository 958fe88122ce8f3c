import type { Db } from '@proposals/db';
import { deliveryHeaders, eventBody, type Send } from '@proposals/webhooks';
import { coalesce } from '../shared/coalesce';
import { claimDeliveries, releaseClaims, type ClaimedDelivery } from './claim';
import { fanOutEvents } from './fan-out';
import { closeDelivery, recordDelivered, recordFailedAttempt, type Delivered } from './record';
import { nextAfter } from './schedule';
import { deliveryBacklog, expireDeliveries, overdueDeliveries } from './sweeps';

/** How an attempt ended, for the consumer's metrics and its next job. */
export interface AttemptReport {
  status: 'delivered' | 'pending' | 'failed' | 'expired';
  /** Attempts made so far, with this one: the id of the delivery's next job. */
  attempts: number;
  retryInMs: number | null;
  durationMs: number | null;
}

export interface DeliveryOptions {
  send: Send;
  retryDelaysMs: number[];
  ttlMs: number;
}

type RecordDelivered = (delivered: Delivered) => Promise<void>;

/** Signs the event's body with every live secret and POSTs it: one attempt, its outcome recorded. */
async function attemptClaimed(
  db: Db,
  claimed: ClaimedDelivery,
  options: DeliveryOptions,
  delivered: RecordDelivered,
): Promise<AttemptReport> {
  const body = eventBody(claimed.event);
  const timestamp = Math.floor(Date.now() / 1000);
  const { id: eventId, type: eventType } = claimed.event;
  const headers = deliveryHeaders({ eventId, eventType, body, timestamp, secrets: claimed.secrets });
  const outcome = await options.send(claimed.url, headers, body);
  const attempts = claimed.attempts + 1;
  const scheduled = nextAfter(outcome, attempts, options.retryDelaysMs);
  if (scheduled.status === 'delivered') await delivered({ ...claimed, outcome });
  const next =
    scheduled.status === 'delivered' ? scheduled : await recordFailedAttempt(db, claimed, outcome, scheduled);
  const retryInMs = next.status === 'pending' ? next.retryInMs : null;
  return { status: next.status, attempts, retryInMs, durationMs: outcome.durationMs };
}

/** The dispatcher's use-cases, as its queue consumer calls them. */
export function deliveryHandlers(db: Db, options: DeliveryOptions) {
  // Claims and successes of the attempts in flight share statements: a few round trips per
  // batch instead of two per delivery. Each attempt still waits for its own row to be written.
  const claim = coalesce((ids: string[]) => claimDeliveries(db, ids));
  const delivered = coalesce(async (batch: Delivered[]) => {
    await recordDelivered(db, batch);
    return batch.map(() => undefined);
  });
  /** One attempt of a delivery claimed for it. */
  async function attemptOne(claimed: ClaimedDelivery): Promise<AttemptReport> {
    const closed = (status: 'failed' | 'expired') => ({
      status,
      attempts: claimed.attempts,
      retryInMs: null,
      durationMs: null,
    });
    if (claimed.createdAt.getTime() < Date.now() - options.ttlMs) {
      await closeDelivery(db, claimed.id, 'expired', 'expired before it could be delivered');
      return closed('expired');
    }
    if (!claimed.isActive) {
      await closeDelivery(db, claimed.id, 'failed', 'endpoint is disabled');
      return closed('failed');
    }
    return attemptClaimed(db, claimed, options, delivered);
  }
  return {
    /** New deliveries of unpublished events, claimed for this process to attempt. */
    relay: (room: number) => fanOutEvents(db, room),
    /** One attempt of a delivery; null when it is not pending or not due (another job has it). */
    async attempt(id: string): Promise<AttemptReport | null> {
      const claimed = await claim(id);
      return claimed ? attemptOne(claimed) : null;
    },
    /** One attempt of a delivery the relay claimed. */
    attemptClaimed: attemptOne,
    /** Claims of the relay it will not attempt itself: due now, for the queue. */
    release: (ids: string[]) => releaseClaims(db, ids),
    overdue: (since: Date) => overdueDeliveries(db, since),
    expire: () => expireDeliveries(db, options.ttlMs),
    backlog: () => deliveryBacklog(db),
  };
}

export type DeliveryHandlers = ReturnType<typeof deliveryHandlers>;
