import { bodyValidator, type StageJobPayload } from '@proposals/contracts';
import { every, type Capability, type ProcessKit } from '@proposals/service-kit';
import { UnrecoverableError, type Job } from 'bullmq';
import { JOBS, type JobName } from './catalogue';
import { consumerMetrics } from './metrics';
import { addToQueues, closeQueues, openQueues } from './publish';
import { relayJobs, trimPublishedJobs } from './relay';
import { sweepStalled, type StageHandlers, type StalledStage } from './stalled';
import { startWorker } from './worker';

export interface ConsumerOptions {
  /** A stage in progress this long with no live job is handed to the queue again, or failed. */
  stallTimeoutMs: number;
  concurrency: number;
  /** How often unpublished outbox rows are looked for. */
  relayIntervalMs?: number;
  /** Run the handlers' warm-up before the first job (default); tests, which time nothing, skip it. */
  warmUp?: boolean;
}

/**
 * The whole capability of a stage worker: consumes the stage's queue, relays its unpublished
 * outbox rows and sweeps stalled stages. Everything is registered with the kit's stop, which
 * lets jobs in progress finish first.
 */
export function consumeStage(
  name: JobName,
  handlersFor: (kit: ProcessKit) => StageHandlers,
  { stallTimeoutMs, concurrency, relayIntervalMs = 1000, warmUp = true }: ConsumerOptions,
): Capability {
  return async (kit) => {
    const { queue: queueName, attempts, payload } = JOBS[name];
    const handlers = handlersFor(kit);
    if (warmUp && handlers.warmUp) {
      const started = Date.now();
      const samples = await handlers.warmUp();
      const ms = Date.now() - started;
      if (samples > 0) kit.logger.info('warmed up', { queue: queueName, samples, ms });
      else
        kit.logger.warn('nothing to warm up with; the first jobs pay the one-time costs', {
          queue: queueName,
        });
    }
    const validate = bodyValidator<StageJobPayload>(payload);
    const queues = openQueues(kit.redisConnection('queue', `${kit.name}:queues`), kit.config.REDIS_PREFIX);
    let active = 0;
    const metrics = consumerMetrics(kit.metrics, queues[name], () => active);

    const process = async (job: Job) => {
      const input = (() => {
        try {
          return validate(job.data);
        } catch (err) {
          throw new UnrecoverableError(`invalid payload: ${(err as Error).message}`);
        }
      })();
      const stopTimer = metrics.timer();
      active++;
      try {
        await handlers.run(input, job.id!);
        metrics.completed();
      } catch (err) {
        const final = job.attemptsMade + 1 >= (job.opts.attempts ?? attempts);
        metrics.failed(final);
        kit.logger.warn('job failed', {
          queue: queueName,
          jobId: job.id,
          final,
          error: (err as Error).message,
        });
        if (final) await handlers.fail(input, err as Error);
        throw err;
      } finally {
        active--;
        stopTimer();
      }
    };

    const worker = startWorker(kit, queueName, process, { concurrency });

    const relay = every(relayIntervalMs, () => relayJobs(kit.db, queues, queueName), kit.logger, 'job relay');
    const trim = every(3600_000, () => trimPublishedJobs(kit.db), kit.logger, 'job outbox trim');
    const publish = (stage: StalledStage) =>
      addToQueues(queues, [{ id: stage.jobId, queue: queueName, ...stage }]);
    const sweep = () =>
      sweepStalled({ handlers, queue: queues[name], attempts, stallTimeoutMs, publish, logger: kit.logger });
    const stalled = every(Math.min(stallTimeoutMs / 4, 15_000), sweep, kit.logger, 'stall sweep');

    kit.onStop(async () => {
      for (const loop of [relay, trim, stalled]) loop.stop();
      await worker.close();
      await closeQueues(queues);
    });
  };
}
