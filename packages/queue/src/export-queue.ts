import { AppError, type ExportJobPayload } from '@proposals/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { EXPORT_JOB } from './catalogue';

export interface ExportQueue {
  queue: Queue;
  /** The waiters' listener, on its own connection (it blocks on stream reads); made at the first export. */
  events(): QueueEvents;
  close(): Promise<void>;
}

export function openExportQueue(
  eventsConnection: () => Redis,
  connection: Redis,
  prefix: string,
): ExportQueue {
  // The connections report an outage themselves (once); without listeners each would print it too.
  const queue = new Queue(EXPORT_JOB.queue, { connection, prefix }).on('error', () => undefined);
  // Made lazily: a QueueEvents that never reached Redis cannot be closed (its close waits for the
  // connection), and would keep a gateway that never exported alive after its stop.
  let events: QueueEvents | undefined;
  const listener = () =>
    (events ??= new QueueEvents(EXPORT_JOB.queue, { connection: eventsConnection(), prefix }).on(
      'error',
      () => undefined,
    ));
  return {
    queue,
    events: listener,
    close: async () => void (await Promise.all([events?.close(), queue.close()])),
  };
}

export const exportJobId = (key: string) => `export-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

const unavailable = (message: string) =>
  new AppError('service_unavailable', message, undefined, { 'Retry-After': '5' });

const POLL_MS = 250;

/**
 * The job's outcome read from the job itself, a few times a second, beside the events listener:
 * that listener starts reading its stream a moment after it connects, and a job that fails within
 * that moment (no browser: at once) would otherwise be waited for until the time-out.
 */
async function polled(queue: Queue, id: string, stopped: () => boolean): Promise<string> {
  while (!stopped()) {
    await sleep(POLL_MS);
    const state = await queue.getJobState(id);
    if (state !== 'completed' && state !== 'failed') continue;
    const job = await queue.getJob(id);
    if (!job) continue;
    if (state === 'failed') throw new Error(job.failedReason);
    return (job.returnvalue as { key: string }).key;
  }
  return new Promise<never>(() => undefined);
}

/**
 * Queues the render of `payload` and waits for its stored key, at most `timeoutMs`. Finished
 * jobs stay a minute, so a waiter that arrives late still reads the result (MACHINE-NOTES) or the
 * reason of a failure (a job that fails at once, e.g. with no browser, is gone before its waiter
 * looks); a request that finds the job failed removes it and renders again.
 */
export async function requestExport(
  { queue, events }: ExportQueue,
  payload: ExportJobPayload,
  timeoutMs: number,
): Promise<string> {
  const { attempts, backoff } = EXPORT_JOB;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(unavailable(`The export did not finish within ${timeoutMs} ms.`)),
      timeoutMs,
    );
  });
  const add = () =>
    queue.add(EXPORT_JOB.queue, payload, {
      jobId: exportJobId(payload.key),
      attempts,
      backoff,
      removeOnComplete: { age: 60 },
      removeOnFail: { age: 60 },
    });
  const run = async () => {
    let job = await add();
    if (await job.isFailed()) {
      await job.remove().catch(() => undefined);
      job = await add();
    }
    const finished = job.waitUntilFinished(events()).then((result: { key: string }) => result.key);
    return Promise.race([finished, polled(queue, job.id!, () => done)]);
  };
  let done = false;
  try {
    return await Promise.race([run(), timeout]);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unavailable(`The export failed: ${(err as Error).message}`);
  } finally {
    done = true;
    clearTimeout(timer);
  }
}
