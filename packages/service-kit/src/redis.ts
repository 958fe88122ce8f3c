import { Redis } from 'ioredis';
import type { Logger } from '@proposals/logger';

/**
 * What a connection is for, which decides how a command behaves while Redis is away:
 * - `command`: fails after one retry, so the API answers 503 rather than hang;
 * - `queue`: waits for the connection indefinitely, as BullMQ's blocking workers require
 *   (`maxRetriesPerRequest: null`); also for subscribers, which must resubscribe by themselves.
 */
export type RedisKind = 'command' | 'queue';

/** A Redis connection that keeps reconnecting in the background and logs an outage once. */
export function createRedisClient(
  url: string,
  logger: Logger,
  name: string,
  kind: RedisKind = 'command',
): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: kind === 'command' ? 1 : null,
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
