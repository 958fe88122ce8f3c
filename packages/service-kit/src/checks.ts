import type { Db } from '@proposals/db';
import type { Redis } from 'ioredis';

export const postgresCheck = (db: Db) => () => db.$queryRaw`SELECT 1`;
export const redisCheck = (redis: Redis) => () => redis.ping();
