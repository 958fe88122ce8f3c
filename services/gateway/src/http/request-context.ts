import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { runWithContext, type Logger } from '@proposals/logger';
import { Histogram, type Registry } from 'prom-client';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The client's X-Request-Id when it is sane, else a new one. */
export const requestIdOf = (incoming: string | string[] | undefined): string =>
  typeof incoming === 'string' && CLIENT_REQUEST_ID.test(incoming) ? incoming : randomUUID();
// Probes arrive every few seconds from orchestrators; at info level they would bury the real traffic.
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);
/** A share link's token is a credential: logs keep its first characters only. */
const redact = (url: string) => url.replace(/^\/p\/([A-Za-z0-9_-]{6})[A-Za-z0-9_-]*/, '/p/$1…');

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      requestId: string;
    }
  }
}

/**
 * Gives each request an id (the client's X-Request-Id when it is sane), echoes it, runs the rest
 * of the request inside a log context carrying it, and writes one access log line and one
 * latency sample when the response is done.
 */
export function requestContext(logger: Logger, metrics: Registry): RequestHandler {
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics],
  });
  return (req, res, next) => {
    const requestId = requestIdOf(req.get('x-request-id'));
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
      latency.observe({ method: req.method, route, status: res.statusCode }, seconds);
      const level = PROBES.has(req.path) ? 'debug' : 'info';
      // winston formats and serialises a line before its transport drops it by level: asked first,
      // a request logged at warn (as in production) pays nothing for its access line.
      if (!logger.isLevelEnabled(level)) return;
      logger.log(level, 'request', {
        requestId,
        method: req.method,
        path: redact(req.originalUrl),
        status: res.statusCode,
        durationMs: Math.round(seconds * 1e4) / 10,
      });
    });
    runWithContext({ requestId }, next);
  };
}
