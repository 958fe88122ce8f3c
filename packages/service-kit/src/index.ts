export {
  checkDependencies,
  waitForDependencies,
  type DependencyChecks,
  type DependencyReport,
} from './dependencies';
export { createRedisClient, isRedisUnavailable, type RedisKind } from './redis';
export { startHealthServer, healthHandler, type HealthServer } from './health-server';
export { onShutdownSignal, closeHttpServer } from './shutdown';
export { InFlight } from './in-flight';
export { createProcessKit, type ProcessKit, type CommonConfig } from './process-kit';
export {
  runService,
  startService,
  type Capability,
  type ServiceHandle,
  type WorkerConfig,
} from './run-service';
export { every, type Loop } from './every';
