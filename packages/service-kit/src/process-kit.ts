import type { ConfigOf, commonEnv } from '@proposals/config';
import { createDbClient, type Db } from '@proposals/db';
import type { Logger } from '@proposals/logger';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import { postgresCheck, redisCheck } from './checks';
import type { DependencyChecks } from './dependencies';
import { InFlight } from './in-flight';
import { createMetricsRegistry } from './metrics';
import { createRedisClient, type RedisKind } from './redis';

export type CommonConfig = ConfigOf<typeof commonEnv>;

/** What every service process wires the same way, built once at boot. */
export interface ProcessKit {
  name: string;
  config: CommonConfig;
  logger: Logger;
  db: Db;
  /** The process's command connection. */
  redis: Redis;
  metrics: Registry;
  /** Work in progress; stop waits for it before the database and Redis close. */
  inFlight: InFlight;
  checks: DependencyChecks;
  /** A further connection of its own (BullMQ workers and subscribers need one each), closed at stop. */
  redisConnection(kind: RedisKind, role: string): Redis;
  /** Runs at stop, the last registered first, before work in flight is awaited and connections close. */
  onStop(close: () => Promise<unknown> | void): void;
  stop(): Promise<void>;
}

export function createProcessKit(name: string, config: CommonConfig, logger: Logger): ProcessKit {
  const db = createDbClient({ url: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE });
  const connections: Redis[] = [];
  const redisConnection = (kind: RedisKind, role: string) => {
    const connection = createRedisClient(config.REDIS_URL, logger, `${config.REDIS_PREFIX}:${role}`, kind);
    connections.push(connection);
    return connection;
  };
  const redis = redisConnection('command', name);
  const closers: (() => Promise<unknown> | void)[] = [];
  const inFlight = new InFlight();
  let stopping: Promise<void> | undefined;

  return {
    name,
    config,
    logger,
    db,
    redis,
    metrics: createMetricsRegistry(name),
    inFlight,
    checks: { postgres: postgresCheck(db), redis: redisCheck(redis) },
    redisConnection,
    onStop: (close) => void closers.push(close),
    stop: () =>
      (stopping ??= (async () => {
        for (const close of closers.reverse()) await bounded(close, config.SHUTDOWN_TIMEOUT_MS, logger);
        await inFlight.drained(config.SHUTDOWN_TIMEOUT_MS);
        for (const connection of connections) connection.disconnect();
        await db.$disconnect();
      })()),
  };
}

/**
 * Runs one closer, for at most `ms`: a client waiting for a Redis that is gone (a queue's close
 * waits for its connection) must not hold the whole stop; the connections are cut right after.
 */
async function bounded(close: () => Promise<unknown> | void, ms: number, logger: Logger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const outcome = await Promise.race([
    Promise.resolve()
      .then(close)
      .catch((err: Error) => err),
    late,
  ]);
  clearTimeout(timer);
  if (outcome === 'late') logger.warn('a part did not stop in time; cutting it off', { timeoutMs: ms });
  else if (outcome instanceof Error) logger.warn('a part failed to stop cleanly', { error: outcome.message });
}
