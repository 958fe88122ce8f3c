import type { Redis } from 'ioredis';
import { keyRevocationChannel, type KeyVerifier } from '@proposals/domain';
import type { Logger } from '@proposals/logger';

/** Subscribes to revocations on a connection of its own, which resubscribes by itself after an outage. */
export function followKeyRevocations(
  subscriber: Redis,
  prefix: string,
  keys: KeyVerifier,
  logger: Logger,
): void {
  subscriber.on('message', (_channel, key: string) => keys.evict(key));
  subscriber.subscribe(keyRevocationChannel(prefix)).catch((err: Error) => {
    logger.warn('could not subscribe to key revocations; revoked keys expire from the cache by TTL', {
      error: err.message,
    });
  });
}
