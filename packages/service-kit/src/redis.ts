import { Redis } from 'ioredis';
import type { Logger } from '@proposals/logger';

/**
 * A Redis connection that fails commands fast while Redis is away (callers answer 503 rather
 * than hang) and keeps reconnecting in the background.
 */
export function createRedisClient(url: string, logger: Logger, name: string): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let reported = false;
  redis.on('error', (err) => {
    if (!reported) logger.warn('redis connection error', { connection: name, error: err.message });
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  return redis;
}
