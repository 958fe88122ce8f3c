import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Queue } from 'bullmq';

/** The metrics of one queue's consumer, on the worker's /metrics. */
export function consumerMetrics(registry: Registry, queue: Queue, inFlight: () => number) {
  const labels = { queue: queue.name };
  const completed = new Counter({
    name: 'jobs_completed_total',
    help: 'Jobs completed',
    labelNames: ['queue'],
    registers: [registry],
  });
  const failed = new Counter({
    name: 'jobs_failed_total',
    help: 'Job attempts that failed; `final` says whether the job was out of attempts',
    labelNames: ['queue', 'final'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'stage_duration_seconds',
    help: 'Time to process one job, from pick-up to its result committed',
    labelNames: ['queue'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'jobs_in_flight',
    help: 'Jobs this process is working on',
    labelNames: ['queue'],
    registers: [registry],
    collect() {
      this.set(labels, inFlight());
    },
  });
  new Gauge({
    name: 'queue_depth',
    help: 'Jobs in the queue by state, across every consumer',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed');
      for (const [state, count] of Object.entries(counts)) this.set({ ...labels, state }, count);
    },
  });
  return {
    completed: () => completed.inc(labels),
    failed: (final: boolean) => failed.inc({ ...labels, final: String(final) }),
    timer: () => duration.startTimer(labels),
  };
}
