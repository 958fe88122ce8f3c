import { dispatcherEnv, loadConfig } from '@proposals/config';
import { deliveryHandlersFor } from '@proposals/domain';
import { createLogger } from '@proposals/logger';
import { consumeDeliveries } from '@proposals/queue';
import { startService, type ServiceHandle } from '@proposals/service-kit';
import { TEST_REDIS_URL } from '@proposals/testing';
import type { TestGateway } from '../harness';

/** A dispatcher in this process, on the test gateway's database and Redis prefix. */
export async function startTestDispatcher(
  { database, redisPrefix }: Pick<TestGateway, 'database' | 'redisPrefix'>,
  env: Record<string, string> = {},
): Promise<ServiceHandle> {
  const config = loadConfig(dispatcherEnv, {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    HEALTH_PORT: '0',
    LOG_LEVEL: 'silent',
    SHUTDOWN_TIMEOUT_MS: '2000',
    DB_POOL_SIZE: '8',
    WEBHOOK_RELAY_INTERVAL_MS: '60000',
    WEBHOOK_REQUEUE_AFTER_MS: '1000',
    ...env,
  });
  return startService({
    name: 'dispatcher',
    config,
    logger: createLogger('dispatcher', 'silent'),
    capability: consumeDeliveries(deliveryHandlersFor(config), {
      concurrency: 64,
      endpointConcurrency: config.DISPATCHER_ENDPOINT_CONCURRENCY,
      relayIntervalMs: config.WEBHOOK_RELAY_INTERVAL_MS,
      requeueAfterMs: config.WEBHOOK_REQUEUE_AFTER_MS,
      expireEveryMs: 200,
    }),
  });
}
