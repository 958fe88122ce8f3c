import type { ProcessKit } from '@proposals/service-kit';
import { Worker, type Processor, type WorkerOptions } from 'bullmq';

/**
 * A BullMQ worker on its own blocking connection, every job counted as work in flight (so a stop
 * lets it finish), errors logged. A killed worker's job goes back to the queue after
 * `lockDuration` (15 s unless the consumer says otherwise).
 */
export function startWorker(
  kit: ProcessKit,
  queue: string,
  process: Processor,
  options: Pick<WorkerOptions, 'concurrency'> & Partial<WorkerOptions>,
): Worker {
  const worker = new Worker(queue, (job, token) => kit.inFlight.run(() => process(job, token)), {
    connection: kit.redisConnection('queue', `${kit.name}:worker`),
    prefix: kit.config.REDIS_PREFIX,
    lockDuration: 15_000,
    stalledInterval: 15_000,
    maxStalledCount: 2,
    ...options,
  });
  worker.on('error', (err) => kit.logger.warn('queue consumer error', { queue, error: err.message }));
  return worker;
}
