export {
  checkDependencies,
  waitForDependencies,
  type DependencyChecks,
  type DependencyReport,
} from './dependencies';
export { postgresCheck, redisCheck } from './checks';
export { createRedisClient, isRedisUnavailable } from './redis';
export { createMetricsRegistry } from './metrics';
export { startHealthServer, type HealthServer } from './health-server';
export { onShutdownSignal, closeHttpServer } from './shutdown';
export { InFlight } from './in-flight';
export { runService, startService, type ServiceHandle, type WorkerConfig } from './run-service';
