import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import { AppError } from '@proposals/contracts';

/**
 * `limit` requests a minute per API key, counted in Redis so that every gateway replica shares
 * the count. Answers 429 rate_limited with Retry-After and the IETF RateLimit headers; while
 * Redis is away the store fails and the request gets 503, rather than an unlimited pass.
 */
export function perKeyRateLimit(redis: Redis, prefix: string, name: string, limit: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    passOnStoreError: false,
    keyGenerator: (_req, res) => res.locals.principal.keyId,
    store: new RedisStore({
      prefix: `${prefix}:rate-limit:${name}:`,
      sendCommand: (command: string, ...args: string[]) =>
        redis.call(command, ...args) as Promise<RedisReply>,
    }),
    handler: (_req, _res, next) =>
      next(new AppError('rate_limited', `More than ${limit} ${name} requests in a minute for this API key.`)),
  });
}
