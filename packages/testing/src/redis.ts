import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis every test uses: REDIS_URL, or the local default. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other test run or stack uses, so tests share Redis without touching anything else. */
export const createTestRedisPrefix = () => `test-${process.pid}-${randomBytes(4).toString('hex')}`;

/** Deletes this prefix's keys only; tests never flush Redis. */
export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
      if ((keys as string[]).length) await redis.unlink(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}
