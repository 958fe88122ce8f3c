import { bodyValidator, type ExportJobPayload } from '@proposals/contracts';
import type { Capability, ProcessKit } from '@proposals/service-kit';
import { Queue, UnrecoverableError, type Job } from 'bullmq';
import { EXPORT_JOB } from './catalogue';
import { consumerMetrics } from './metrics';
import { startWorker } from './worker';

export interface ExportHandler {
  /** Renders and stores one document; answers the key it was stored under. */
  handle(payload: ExportJobPayload): Promise<string>;
  close(): Promise<void>;
}

/** The exporter's capability: consumes the export queue, `concurrency` documents at once. */
export function consumeExports(
  handlerFor: (kit: ProcessKit) => ExportHandler,
  { concurrency }: { concurrency: number },
): Capability {
  return async (kit) => {
    const handler = handlerFor(kit);
    kit.onStop(() => handler.close());
    const validate = bodyValidator<ExportJobPayload>(EXPORT_JOB.payload);
    // For the queue-depth metric only.
    const queue = new Queue(EXPORT_JOB.queue, {
      connection: kit.redisConnection('command', `${kit.name}:export-queue`),
      prefix: kit.config.REDIS_PREFIX,
    });
    let active = 0;
    const metrics = consumerMetrics(kit.metrics, queue, () => active);

    const process = async (job: Job) => {
      let payload: ExportJobPayload;
      try {
        payload = validate(job.data);
      } catch (err) {
        throw new UnrecoverableError(`invalid payload: ${(err as Error).message}`);
      }
      const stopTimer = metrics.timer();
      active++;
      try {
        const key = await handler.handle(payload);
        metrics.completed();
        return { key };
      } catch (err) {
        metrics.failed(job.attemptsMade + 1 >= (job.opts.attempts ?? EXPORT_JOB.attempts));
        kit.logger.warn('export failed', { jobId: job.id, error: (err as Error).message });
        throw err;
      } finally {
        active--;
        stopTimer();
      }
    };

    const worker = startWorker(kit, EXPORT_JOB.queue, process, { concurrency });
    kit.onStop(async () => {
      await worker.close();
      await queue.close();
    });
  };
}
