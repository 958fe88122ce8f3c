import type { DeliveryJobPayload } from '@proposals/contracts';
import type { ProcessKit } from '@proposals/service-kit';
import type { Queue } from 'bullmq';
import type { AttemptReport, DeliveryHandlers, RelayedDelivery } from './delivery-handlers';
import { deliveryMetrics } from './delivery-metrics';
import { enqueueDeliveries } from './delivery-queue';
import { endpointSlots } from './endpoint-slots';
import { consumerMetrics } from './metrics';

/**
 * Delivery attempts in this process, whether a queue job or the relay started them: how many are
 * in flight, the per-endpoint slots, and one attempt with its metrics and its retry queued.
 */
export function deliveryAttempts<D extends RelayedDelivery>(
  kit: ProcessKit,
  handlers: DeliveryHandlers<D>,
  queue: Queue,
  endpointConcurrency: number,
) {
  let active = 0;
  const jobs = consumerMetrics(kit.metrics, queue, () => active);
  const deliveries = deliveryMetrics(kit.metrics, handlers.backlog);
  const slots = endpointSlots(endpointConcurrency);

  /**
   * One attempt, in a slot of its endpoint taken already: `run` claims and attempts it (by
   * default by id, as a queue job does). Throws when its outcome could not be recorded; `final`
   * says whether nothing will try it again.
   */
  async function attempt(
    { deliveryId, endpointId }: DeliveryJobPayload,
    final: () => boolean,
    run: () => Promise<AttemptReport | null> = () => handlers.attempt(deliveryId),
  ) {
    active++;
    const stopTimer = jobs.timer();
    try {
      const report = await run();
      jobs.completed();
      if (!report) return;
      deliveries.attempted(report.status, report.durationMs);
      if (report.retryInMs !== null) {
        const retry = { id: deliveryId, endpointId, attempts: report.attempts, delayMs: report.retryInMs };
        // Recorded already: if this is lost, the overdue sweep queues the retry.
        await enqueueDeliveries(queue, [retry]).catch((err: Error) =>
          kit.logger.warn('retry left to the sweep', { deliveryId, error: err.message }),
        );
      }
    } catch (err) {
      jobs.failed(final());
      throw err;
    } finally {
      slots.release(endpointId);
      active--;
      stopTimer();
    }
  }

  return { attempt, slots, deferred: deliveries.deferred, inFlight: () => active };
}
