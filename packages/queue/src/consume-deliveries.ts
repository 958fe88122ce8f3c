import { bodyValidator, type DeliveryJobPayload } from '@proposals/contracts';
import { CHANNELS, listen } from '@proposals/db';
import { every, type Capability, type ProcessKit } from '@proposals/service-kit';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { deliveryAttempts } from './delivery-attempts';
import type { DeliveryHandlers, RelayedDelivery } from './delivery-handlers';
import {
  DELIVERY_JOB,
  deliveryJobId,
  enqueueDeliveries,
  openDeliveryQueue,
  type DueDelivery,
} from './delivery-queue';
import { deferral } from './endpoint-slots';
import { startWorker } from './worker';

export interface DeliveryConsumerOptions {
  /** Attempts in flight in this process. */
  concurrency: number;
  /** Attempts in flight per endpoint; a job over it is delayed by `deferMs` to twice that. */
  endpointConcurrency: number;
  deferMs?: number;
  /** How often the outbox is polled; a notification from PostgreSQL wakes the relay sooner. */
  relayIntervalMs: number;
  /** A pending delivery due this long ago whose job is not in the queue is queued again. */
  requeueAfterMs: number;
  /** How often records past their time to live are expired. */
  expireEveryMs?: number;
}

const LIVE = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * The dispatcher. The relay fans new events out to deliveries and attempts them itself, as many
 * as it has room for (a slow receiver holds one slot, not the line); the `deliver` queue carries
 * the rest: retries, deliveries over their endpoint's cap, and those a sweep found without a job
 * (their dispatcher died, or Redis lost them). Old records expire.
 */
export function consumeDeliveries<D extends RelayedDelivery>(
  handlersFor: (kit: ProcessKit) => DeliveryHandlers<D>,
  options: DeliveryConsumerOptions,
): Capability {
  const { concurrency, endpointConcurrency, deferMs = 250, relayIntervalMs, requeueAfterMs } = options;
  return async (kit) => {
    const handlers = handlersFor(kit);
    const validate = bodyValidator<DeliveryJobPayload>(DELIVERY_JOB.payload);
    const queue = openDeliveryQueue(
      kit.redisConnection('command', `${kit.name}:deliveries`),
      kit.config.REDIS_PREFIX,
    );
    queue.on('error', (err) => kit.logger.warn('delivery queue error', { error: err.message }));
    const attempts = deliveryAttempts(kit, handlers, queue, endpointConcurrency);

    const process = async (job: Job, token?: string) => {
      let payload: DeliveryJobPayload;
      try {
        payload = validate(job.data);
      } catch (err) {
        throw new UnrecoverableError(`invalid payload: ${(err as Error).message}`);
      }
      if (!attempts.slots.take(payload.endpointId)) {
        attempts.deferred();
        await job.moveToDelayed(Date.now() + deferral(deferMs), token);
        throw new DelayedError();
      }
      await attempts.attempt(payload, () => job.attemptsMade + 1 >= DELIVERY_JOB.attempts);
    };
    // A delivery attempt may take its whole 10 s; the lock leaves it room.
    const worker = startWorker(kit, DELIVERY_JOB.queue, process, {
      concurrency,
      lockDuration: 30_000,
      stalledInterval: 30_000,
      maxStalledCount: 1,
    });

    // Set when the relay stopped for want of room, so that the next attempt to end wakes it.
    let starved = false;
    const attemptHere = (delivery: D) =>
      kit.inFlight
        .run(() =>
          attempts.attempt(
            { deliveryId: delivery.id, endpointId: delivery.endpointId },
            () => false,
            () => handlers.attemptClaimed(delivery),
          ),
        )
        .catch((err: Error) =>
          kit.logger.warn('attempt left to the sweep', { deliveryId: delivery.id, error: err.message }),
        )
        .finally(() => {
          if (!starved) return;
          starved = false;
          relayLoop.wake();
        });
    const relay = async () => {
      for (;;) {
        const room = concurrency - attempts.inFlight();
        if (room <= 0) return void (starved = true);
        const { published, deliveries } = await handlers.relay(room);
        if (published === 0) return;
        const queued: DueDelivery[] = [];
        for (const delivery of deliveries) {
          if (attempts.inFlight() < concurrency && attempts.slots.take(delivery.endpointId))
            void attemptHere(delivery);
          else queued.push({ id: delivery.id, endpointId: delivery.endpointId, attempts: 0 });
        }
        if (queued.length > 0) {
          // Written claimed for this process: due now, so that their jobs can claim them.
          await handlers.release(queued.map((d) => d.id));
          await enqueueDeliveries(queue, queued);
        }
      }
    };
    const requeueLost = async () => {
      const overdue = await handlers.overdue(new Date(Date.now() - requeueAfterMs));
      const states = await Promise.all(overdue.map((d) => queue.getJobState(deliveryJobId(d))));
      const lost = overdue.filter((_, i) => !LIVE.has(states[i]!));
      if (lost.length === 0) return;
      kit.logger.warn('deliveries had no job; queued again', { count: lost.length });
      await enqueueDeliveries(queue, lost);
    };
    const relayLoop = every(relayIntervalMs, relay, kit.logger, 'event relay');
    const loops = [
      relayLoop,
      every(Math.max(100, Math.min(requeueAfterMs / 2, 10_000)), requeueLost, kit.logger, 'overdue sweep'),
      every(options.expireEveryMs ?? 60_000, handlers.expire, kit.logger, 'expiry sweep'),
    ];
    const listener = listen(kit.config.DATABASE_URL, CHANNELS.events, relayLoop.wake, (err) =>
      kit.logger.warn('outbox notifications lost; polling until they are back', { error: err.message }),
    );

    kit.onStop(async () => {
      for (const loop of loops) loop.stop();
      await listener.close();
      await worker.close();
      // The relay's own attempts end before the queue their retries go to is closed.
      await kit.inFlight.drained(kit.config.SHUTDOWN_TIMEOUT_MS);
      await queue.close();
    });
  };
}
