import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDbClient } from '@proposals/db';
import { createKeyVerifier } from '@proposals/domain';
import type { Logger } from '@proposals/logger';
import {
  closeHttpServer,
  createMetricsRegistry,
  createRedisClient,
  InFlight,
  postgresCheck,
  redisCheck,
} from '@proposals/service-kit';
import { API_PREFIX, createApp } from './app';
import type { GatewayConfig } from './config';
import type { GatewayDeps } from './deps';
import { followKeyRevocations } from './key-revocations';

export interface RunningGateway {
  /** Base URL of the versioned API, e.g. http://127.0.0.1:3000/api/v1 */
  apiUrl: string;
  port: number;
  server: http.Server;
  deps: GatewayDeps;
  close(): Promise<void>;
}

/**
 * Builds the gateway's dependencies and starts listening. It starts even while PostgreSQL or Redis
 * is down: requests then get 503 and /readyz says so, which is what an orchestrator needs.
 */
export async function startGateway(config: GatewayConfig, logger: Logger): Promise<RunningGateway> {
  const db = createDbClient({ url: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE });
  const redis = createRedisClient(config.REDIS_URL, logger, `${config.REDIS_PREFIX}:gateway`);
  const keys = createKeyVerifier(db, { ttlMs: config.AUTH_CACHE_TTL_MS });
  const stopFollowingRevocations = followKeyRevocations(config.REDIS_URL, config.REDIS_PREFIX, keys, logger);
  const inFlight = new InFlight();
  const deps: GatewayDeps = {
    config,
    db,
    redis,
    keys,
    logger,
    metrics: createMetricsRegistry('gateway'),
    inFlight,
  };
  const app = createApp(deps, { postgres: postgresCheck(db), redis: redisCheck(redis) });

  const server = http.createServer(app);
  // Longer than a load balancer's idle timeout, so the balancer closes idle connections first.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(config.PORT, config.HOST, resolve),
  );
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;

  return {
    apiUrl: `http://${host}:${port}${API_PREFIX}`,
    port,
    server,
    deps,
    close: async () => {
      await closeHttpServer(server, config.SHUTDOWN_TIMEOUT_MS);
      // A client that hung up leaves its handler running; let it finish before the pool goes.
      await inFlight.drained(config.SHUTDOWN_TIMEOUT_MS);
      stopFollowingRevocations();
      redis.disconnect();
      await db.$disconnect();
    },
  };
}
