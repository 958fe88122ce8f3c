import { schemas } from '@proposals/contracts';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobDefinition } from './catalogue';

/**
 * The dispatcher's queue. Unlike the stage jobs it is not fed from the job outbox: the database's
 * pending deliveries are the source of truth, and a job is only a wake-up for one of them. The
 * retry schedule is the dispatcher's (1/5/15 min); BullMQ's attempts cover only a failure to
 * record an outcome (the database away).
 */
export const DELIVERY_JOB = {
  queue: 'deliver',
  payload: schemas.deliveryJobPayload,
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
} as const satisfies JobDefinition;

export interface DueDelivery {
  id: string;
  endpointId: string;
  /** Attempts recorded so far: with the id, the job's id, so one attempt is queued once. */
  attempts: number;
  delayMs?: number;
}

export const deliveryJobId = ({ id, attempts }: DueDelivery) => `${id}-${attempts}`;

export const openDeliveryQueue = (connection: Redis, prefix: string) =>
  new Queue(DELIVERY_JOB.queue, { connection, prefix });

/**
 * Queues deliveries, bounded in time: with Redis away this gives up rather than wait, and the
 * deliveries, pending in the database, are queued again by the overdue sweep. Jobs are removed
 * once done, so the same attempt can be queued again when it was lost.
 */
export async function enqueueDeliveries(queue: Queue, due: DueDelivery[], timeoutMs = 1000): Promise<void> {
  const { attempts, backoff } = DELIVERY_JOB;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`queue did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([
      queue.addBulk(
        due.map((d) => ({
          name: DELIVERY_JOB.queue,
          data: { deliveryId: d.id, endpointId: d.endpointId },
          opts: {
            jobId: deliveryJobId(d),
            delay: d.delayMs,
            attempts,
            backoff,
            removeOnComplete: true,
            removeOnFail: true,
          },
        })),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
