import { AppError, type ExportJobPayload } from '@proposals/contracts';
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

/**
 * Queues the render of `payload` and waits for its stored key, at most `timeoutMs`. Completed
 * jobs stay a minute (a waiter that arrives late still reads the result, see MACHINE-NOTES);
 * failed ones go at once, so the next request renders again instead of reading the failure.
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
  const run = async () => {
    const job = await queue.add(EXPORT_JOB.queue, payload, {
      jobId: exportJobId(payload.key),
      attempts,
      backoff,
      removeOnComplete: { age: 60 },
      removeOnFail: true,
    });
    const result = (await job.waitUntilFinished(events())) as { key: string };
    return result.key;
  };
  try {
    return await Promise.race([run(), timeout]);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unavailable(`The export failed: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
