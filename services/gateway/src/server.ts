import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKeyVerifier } from '@proposals/domain';
import type { Logger } from '@proposals/logger';
import type { Resolve } from '@proposals/webhooks';
import { closeQueues, openQueues } from '@proposals/queue';
import { closeHttpServer, createProcessKit } from '@proposals/service-kit';
import { API_PREFIX, createApp } from './app';
import { stageBackpressure } from './backpressure';
import { admission } from './http/admission';
import type { GatewayConfig } from './config';
import type { GatewayDeps } from './deps';
import { perKeyRateLimit } from './http/rate-limit';
import { purgeIdempotencyKeys } from './idempotency-purge';
import { followKeyRevocations } from './key-revocations';
import { gatewayWebhooks } from './webhooks';
import { gatewayExports } from './exports';
import { eventStreams } from './event-streams';

const EVENT_STREAM = /\/proposals\/[^/?]+\/events(?:\?|$)/;

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
export async function startGateway(
  config: GatewayConfig,
  logger: Logger,
  /** Replaces DNS for webhook URLs, in tests. */
  options: { resolve?: Resolve } = {},
): Promise<RunningGateway> {
  const kit = createProcessKit('gateway', config, logger);
  const keys = createKeyVerifier(kit.db, { ttlMs: config.AUTH_CACHE_TTL_MS });
  followKeyRevocations(
    kit.redisConnection('queue', 'gateway:revocations'),
    config.REDIS_PREFIX,
    keys,
    logger,
  );
  const queues = openQueues(kit.redisConnection('command', 'gateway:queues'), config.REDIS_PREFIX);
  kit.onStop(() => closeQueues(queues));
  const backpressure = stageBackpressure(kit, queues, config.PIPELINE_MAX_QUEUE_WAIT_MS);
  purgeIdempotencyKeys(kit);
  const rateLimits = {
    pipeline: perKeyRateLimit(kit.redis, config.REDIS_PREFIX, 'pipeline', config.PIPELINE_RATE_LIMIT),
  };
  const webhooks = gatewayWebhooks(kit, config, options.resolve);
  const publicBaseUrl = () => config.PUBLIC_BASE_URL || `http://${host}:${port}`;
  const exports = gatewayExports(kit, config, publicBaseUrl);
  const streams = eventStreams(kit);
  const deps: GatewayDeps = {
    ...kit,
    config,
    keys,
    queues,
    backpressure,
    rateLimits,
    webhooks,
    exports,
    streams,
    publicBaseUrl,
  };
  const app = createApp(deps);

  const gate = admission(
    {
      maxInFlight: config.MAX_REQUESTS_IN_FLIGHT,
      maxWaiting: config.MAX_REQUESTS_WAITING,
      maxWaitMs: config.MAX_REQUEST_WAIT_MS,
      overloadedWaitMs: config.MAX_REQUEST_WAIT_OVERLOADED_MS,
    },
    kit.metrics,
  );
  // Only the API is admitted: /healthz, /readyz, /metrics and /docs stay answerable under any load.
  // An event stream stays open for minutes: it would hold a slot for its whole life, so it is not counted.
  const admitted = (url: string | undefined) =>
    !!url?.startsWith(`${API_PREFIX}/`) && !EVENT_STREAM.test(url);
  const server = http.createServer((req, res) =>
    admitted(req.url) ? gate(req, res, () => app(req, res)) : app(req, res),
  );
  // Longer than a load balancer's idle timeout, so the balancer closes idle connections first.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(config.PORT, config.HOST, resolve),
  );
  // A client that hung up leaves its handler running; the kit lets it finish before the pool goes.
  kit.onStop(() => closeHttpServer(server, config.SHUTDOWN_TIMEOUT_MS));
  // Registered after, so run before: open event streams would hold the close until its grace ends.
  kit.onStop(() => streams.close());
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;

  return { apiUrl: `http://${host}:${port}${API_PREFIX}`, port, server, deps, close: kit.stop };
}
