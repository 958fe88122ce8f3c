import type { Queue } from 'bullmq';

/**
 * How long the oldest job still waiting in `queue` has waited, in ms; 0 when none waits. The
 * queue is first in, first out, so this is how long it takes to drain down to its oldest job.
 */
export async function oldestWaitMs(queue: Queue, now = Date.now()): Promise<number> {
  const [oldest] = await queue.getJobs(['wait'], 0, 0, true);
  return oldest ? Math.max(0, now - oldest.timestamp) : 0;
}
