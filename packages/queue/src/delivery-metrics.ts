import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** Deliveries by outcome, attempt latency and the backlog, on the dispatcher's /metrics. */
export function deliveryMetrics(registry: Registry, backlog: () => Promise<number>) {
  const outcomes = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Delivery attempts by outcome: delivered, pending (to be retried), failed, expired',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'webhook_attempt_duration_seconds',
    help: 'Time of one delivery attempt, from sending to the answer (or its failure)',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'webhook_backlog',
    help: 'Pending deliveries in the database, across every dispatcher',
    registers: [registry],
    async collect() {
      this.set(await backlog());
    },
  });
  const deferrals = new Counter({
    name: 'webhook_deferrals_total',
    help: 'Jobs put back for a moment because their endpoint had its cap of attempts in flight',
    registers: [registry],
  });
  return {
    deferred: () => deferrals.inc(),
    attempted(outcome: string, durationMs: number | null) {
      outcomes.inc({ outcome });
      if (durationMs !== null) latency.observe(durationMs / 1000);
    },
  };
}
