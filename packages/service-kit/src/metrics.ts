import { Registry, collectDefaultMetrics } from 'prom-client';

/** A registry of this process's metrics, with Node's defaults, every series labelled with the service. */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}
