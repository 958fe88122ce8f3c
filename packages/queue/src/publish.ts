import type { StageJobPayload } from '@proposals/contracts';
import type { Logger } from '@proposals/logger';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOBS, KEEP_COMPLETED, KEEP_FAILED, type JobName } from './catalogue';

/** A row of the job outbox: the job's id, its queue and its payload. */
export interface OutboxJob extends StageJobPayload {
  id: string;
  queue: string;
}

export type Queues = Record<JobName, Queue>;

export function openQueues(connection: Redis, prefix: string): Queues {
  // The connection reports an outage itself (once); without a listener each queue would also print it.
  const open = (name: JobName) =>
    new Queue(JOBS[name].queue, { connection, prefix }).on('error', () => undefined);
  return { analyze: open('analyze'), generate: open('generate'), score: open('score') };
}

export const closeQueues = (queues: Queues) => Promise.all(Object.values(queues).map((q) => q.close()));

const jobName = (queue: string) => {
  const name = (Object.keys(JOBS) as JobName[]).find((n) => JOBS[n].queue === queue);
  if (!name) throw new Error(`no job is consumed from queue '${queue}'`);
  return name;
};

/**
 * Adds outbox rows to their queues. The row id is the job id, so publishing a row twice (the
 * relay racing the writer, a retried publish) adds it once.
 */
export async function addToQueues(queues: Queues, rows: OutboxJob[]): Promise<void> {
  await Promise.all(
    rows.map((row) => {
      const name = jobName(row.queue);
      const { attempts, backoff } = JOBS[name];
      return queues[name].add(
        name,
        { proposalId: row.proposalId, accountId: row.accountId, source: row.source },
        { jobId: row.id, attempts, backoff, removeOnComplete: KEEP_COMPLETED, removeOnFail: KEEP_FAILED },
      );
    }),
  );
}

/**
 * Right after the commit that wrote them. A failure here loses nothing (the relay publishes what
 * no worker has taken), so it is logged, never thrown; and it is bounded, because a queue waits
 * for a Redis that is down rather than failing. The consumer marks the row published, not this
 * request: one write less on the API's path.
 */
export async function publishAfterCommit(
  queues: Queues,
  rows: OutboxJob[],
  logger: Logger,
  timeoutMs = 1000,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`queue did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([addToQueues(queues, rows), timeout]);
  } catch (err) {
    logger.warn('job left to the relay', { jobs: rows.map((r) => r.id), error: (err as Error).message });
  } finally {
    clearTimeout(timer);
  }
}
