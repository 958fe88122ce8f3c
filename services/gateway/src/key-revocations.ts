import { Redis } from 'ioredis';
import { keyRevocationChannel, type KeyVerifier } from '@proposals/domain';
import type { Logger } from '@proposals/logger';

/** Subscribes to revocations; reconnects and resubscribes by itself while Redis is away. */
export function followKeyRevocations(
  url: string,
  prefix: string,
  keys: KeyVerifier,
  logger: Logger,
): () => void {
  const subscriber = new Redis(url, {
    connectionName: `${prefix}:gateway:revocations`,
    retryStrategy: (n) => Math.min(n * 200, 2000),
  });
  subscriber.on('error', () => undefined);
  subscriber.on('message', (_channel, key: string) => keys.evict(key));
  subscriber.subscribe(keyRevocationChannel(prefix)).catch((err: Error) => {
    logger.warn('could not subscribe to key revocations; revoked keys expire from the cache by TTL', {
      error: err.message,
    });
  });
  return () => subscriber.disconnect();
}
