import type { Redis } from 'ioredis';
import { AppError } from '@proposals/contracts';

export interface MissLimiter {
  /** Throws 429 when `address` has used up its misses. */
  check(address: string): Promise<void>;
  /** Counts one miss (an unknown, revoked or expired token) against `address`. */
  miss(address: string): Promise<void>;
}

/**
 * Misses per client address, counted in Redis so every replica shares them: tokens cannot be
 * hunted. A hit costs one read; only misses write. Redis away → 503, never an unlimited pass.
 */
export function missLimiter(redis: Redis, prefix: string, limit: number, windowMs: number): MissLimiter {
  const key = (address: string) => `${prefix}:share-misses:${address}`;
  return {
    async check(address) {
      const count = Number(await redis.get(key(address)));
      if (count < limit) return;
      const ttl = await redis.pttl(key(address));
      throw new AppError('rate_limited', 'Too many unknown links from this address.', undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(ttl / 1000))),
      });
    },
    async miss(address) {
      await redis.multi().incr(key(address)).pexpire(key(address), windowMs, 'NX').exec();
    },
  };
}
