import { Redis } from 'ioredis';
import type { Logger } from '@proposals/logger';

/**
 * A Redis connection that keeps reconnecting in the background. A command sent while it is
 * (re)connecting waits for the connection; while Redis stays away it fails after one retry, so
 * callers answer 503 rather than hang.
 */
export function createRedisClient(url: string, logger: Logger, name: string): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 1,
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

/** Errors that mean "Redis cannot be reached right now", which callers answer with 503. */
export function isRedisUnavailable(err: unknown): boolean {
  return (
    err instanceof Error &&
    (err.name === 'MaxRetriesPerRequestError' || err.message === 'Connection is closed.')
  );
}
