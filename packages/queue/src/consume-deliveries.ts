import { bodyValidator, type DeliveryJobPayload } from '@proposals/contracts';
import type { Capability, ProcessKit } from '@proposals/service-kit';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { deliveryMetrics } from './delivery-metrics';
import {
  DELIVERY_JOB,
  deliveryJobId,
  enqueueDeliveries,
  openDeliveryQueue,
  type DueDelivery,
} from './delivery-queue';
import { deferral, endpointSlots } from './endpoint-slots';
import { every } from './every';
import { consumerMetrics } from './metrics';
import { startWorker } from './worker';

/** What the dispatcher's use-cases give its consumer (see the domain's deliveryHandlers). */
export interface DeliveryHandlers {
  /** Fans unpublished events out to deliveries; returns the new ones. */
  relay(): Promise<{ id: string; endpointId: string }[]>;
  attempt(id: string): Promise<{
    status: string;
    attempts: number;
    retryInMs: number | null;
    durationMs: number | null;
  } | null>;
  overdue(since: Date): Promise<DueDelivery[]>;
  expire(): Promise<number>;
  backlog(): Promise<number>;
}

export interface DeliveryConsumerOptions {
  concurrency: number;
  /** Attempts in flight per endpoint; a job over it is delayed by `deferMs` to twice that. */
  endpointConcurrency: number;
  deferMs?: number;
  relayIntervalMs: number;
  /** A pending delivery due this long ago whose job is not in the queue is queued again. */
  requeueAfterMs: number;
  /** How often records past their time to live are expired. */
  expireEveryMs?: number;
}

const LIVE = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * The dispatcher: relays the event outbox into deliveries, attempts each on the `deliver` queue
 * (many at once, so a slow receiver holds one slot, not the line), queues retries, and sweeps:
 * deliveries whose job Redis lost are queued again, old ones expire.
 */
export function consumeDeliveries(
  handlersFor: (kit: ProcessKit) => DeliveryHandlers,
  {
    concurrency,
    endpointConcurrency,
    deferMs = 250,
    relayIntervalMs,
    requeueAfterMs,
    expireEveryMs = 60_000,
  }: DeliveryConsumerOptions,
): Capability {
  return async (kit) => {
    const handlers = handlersFor(kit);
    const validate = bodyValidator<DeliveryJobPayload>(DELIVERY_JOB.payload);
    const queue = openDeliveryQueue(
      kit.redisConnection('command', `${kit.name}:deliveries`),
      kit.config.REDIS_PREFIX,
    );
    queue.on('error', (err) => kit.logger.warn('delivery queue error', { error: err.message }));
    let active = 0;
    const jobs = consumerMetrics(kit.metrics, queue, () => active);
    const deliveries = deliveryMetrics(kit.metrics, handlers.backlog);
    const slots = endpointSlots(endpointConcurrency);

    const process = async (job: Job, token?: string) => {
      let payload: DeliveryJobPayload;
      try {
        payload = validate(job.data);
      } catch (err) {
        throw new UnrecoverableError(`invalid payload: ${(err as Error).message}`);
      }
      if (!slots.take(payload.endpointId)) {
        deliveries.deferred();
        await job.moveToDelayed(Date.now() + deferral(deferMs), token);
        throw new DelayedError();
      }
      active++;
      const stopTimer = jobs.timer();
      try {
        const report = await handlers.attempt(payload.deliveryId);
        jobs.completed();
        if (!report) return;
        deliveries.attempted(report.status, report.durationMs);
        if (report.retryInMs !== null) {
          const { deliveryId: id, endpointId } = payload;
          const retry = { id, endpointId, attempts: report.attempts, delayMs: report.retryInMs };
          // Recorded already: if this is lost, the overdue sweep queues the retry.
          await enqueueDeliveries(queue, [retry]).catch((err: Error) =>
            kit.logger.warn('retry left to the sweep', { deliveryId: retry.id, error: err.message }),
          );
        }
      } catch (err) {
        jobs.failed(job.attemptsMade + 1 >= DELIVERY_JOB.attempts);
        throw err;
      } finally {
        slots.release(payload.endpointId);
        active--;
        stopTimer();
      }
    };

    // A delivery attempt may take its whole 10 s; the lock leaves it room.
    const worker = startWorker(kit, DELIVERY_JOB.queue, process, {
      concurrency,
      lockDuration: 30_000,
      stalledInterval: 30_000,
      maxStalledCount: 1,
    });

    const relay = async () => {
      for (let ids = await handlers.relay(); ids.length > 0; ids = await handlers.relay())
        await enqueueDeliveries(
          queue,
          ids.map((d) => ({ ...d, attempts: 0 })),
        );
    };
    const requeueLost = async () => {
      const overdue = await handlers.overdue(new Date(Date.now() - requeueAfterMs));
      const states = await Promise.all(overdue.map((d) => queue.getJobState(deliveryJobId(d))));
      const lost = overdue.filter((_, i) => !LIVE.has(states[i]!));
      if (lost.length === 0) return;
      kit.logger.warn('deliveries had no job; queued again', { count: lost.length });
      await enqueueDeliveries(queue, lost);
    };
    const stops = [
      every(relayIntervalMs, relay, kit.logger, 'event relay'),
      every(Math.max(100, Math.min(requeueAfterMs / 2, 10_000)), requeueLost, kit.logger, 'overdue sweep'),
      every(expireEveryMs, handlers.expire, kit.logger, 'expiry sweep'),
    ];

    kit.onStop(async () => {
      for (const stop of stops) stop();
      await worker.close();
      await queue.close();
    });
  };
}
