import { AppError, bodyValidator, type ExportJobPayload } from '@proposals/contracts';
import type { Capability, ProcessKit } from '@proposals/service-kit';
import { Queue, UnrecoverableError, type Job } from 'bullmq';
import { EXPORT_JOB } from './catalogue';
import { consumerMetrics } from './metrics';
import { startWorker } from './worker';

export interface ExportHandler {
  /** Renders and stores one document; answers the key it was stored under. */
  handle(payload: ExportJobPayload): Promise<string>;
  /** Gets ready (e.g. launches a browser) in the background; what it resolves to is logged. */
  start?(): Promise<unknown>;
  /** Probes /readyz reports beside PostgreSQL and Redis (e.g. whether it can render); they answer at once. */
  checks?: Record<string, () => Promise<unknown>>;
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
    Object.assign(kit.checks, handler.checks);
    handler.start?.().then(
      (detail) => kit.logger.info('exporter ready', { detail }),
      (err: Error) => kit.logger.warn('exporter not ready', { error: err.message }),
    );
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
        // An AppError is the handler's final answer: another attempt would give the same.
        const final =
          err instanceof AppError || job.attemptsMade + 1 >= (job.opts.attempts ?? EXPORT_JOB.attempts);
        metrics.failed(final);
        kit.logger.warn('export failed', { jobId: job.id, error: (err as Error).message });
        throw err instanceof AppError ? new UnrecoverableError(err.message) : err;
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
