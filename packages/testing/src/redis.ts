import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** A key prefix no other test run or stack uses, so tests share Redis without touching anything else. */
export const createTestRedisPrefix = () => `test-${process.pid}-${randomBytes(4).toString('hex')}`;

/** Deletes this prefix's keys only; tests never flush Redis. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
      if ((keys as string[]).length) await redis.unlink(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}
