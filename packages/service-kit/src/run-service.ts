import { loadConfig, loadConfigOrExit, workerEnv, type ConfigOf } from '@proposals/config';
import { createDbClient } from '@proposals/db';
import { createLogger, type Logger } from '@proposals/logger';
import { postgresCheck, redisCheck } from './checks';
import { checkDependencies, waitForDependencies } from './dependencies';
import { startHealthServer } from './health-server';
import { createMetricsRegistry } from './metrics';
import { createRedisClient } from './redis';
import { onShutdownSignal } from './shutdown';

export type WorkerConfig = ConfigOf<typeof workerEnv>;

export interface ServiceHandle {
  healthPort: number;
  stop(): Promise<void>;
}

interface ServiceOptions {
  name: string;
  config: WorkerConfig;
  logger: Logger;
  signal?: AbortSignal;
}

/**
 * Starts a worker process's common part: it waits until PostgreSQL and Redis answer, then serves
 * health and metrics. Its queue consumer is added by the worker's own capability.
 */
export async function startService({ name, config, logger, signal }: ServiceOptions): Promise<ServiceHandle> {
  const db = createDbClient({ url: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE });
  const redis = createRedisClient(config.REDIS_URL, logger, `${config.REDIS_PREFIX}:${name}`);
  const checks = { postgres: postgresCheck(db), redis: redisCheck(redis) };
  const release = async () => {
    redis.disconnect();
    await db.$disconnect();
  };
  try {
    await waitForDependencies(checks, logger, { signal });
    const health = await startHealthServer({
      port: config.HEALTH_PORT,
      readiness: () => checkDependencies(checks),
      registry: createMetricsRegistry(name),
    });
    logger.info('ready', { healthPort: health.port });
    return {
      healthPort: health.port,
      stop: async () => {
        await health.close();
        await release();
      },
    };
  } catch (err) {
    await release();
    throw err;
  }
}

/** Entry point of a worker process: configuration, start, and a clean stop on SIGTERM/SIGINT. */
export async function runService(name: string, defaultHealthPort: number): Promise<void> {
  const config: WorkerConfig = loadConfigOrExit(name, () =>
    loadConfig({ ...workerEnv, HEALTH_PORT: { ...workerEnv.HEALTH_PORT, default: defaultHealthPort } }),
  );
  const logger = createLogger(name, config.LOG_LEVEL);
  const abort = new AbortController();
  let handle: ServiceHandle | undefined;
  onShutdownSignal(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
    abort.abort();
    await handle?.stop();
  });
  try {
    handle = await startService({ name, config, logger, signal: abort.signal });
  } catch (err) {
    if (abort.signal.aborted) return;
    logger.error('could not start', { error: err instanceof Error ? err.message : String(err) });
    process.exitCode = 1;
  }
}
