import type http from 'node:http';
import type { Logger } from '@proposals/logger';

/**
 * Stops accepting connections and lets requests in flight finish. Keep-alive sockets are closed
 * as soon as they fall idle, and a request that still arrives on one is answered with
 * `Connection: close`, so clients reconnect elsewhere; whatever is left is cut after `graceMs`.
 */
export function closeHttpServer(server: http.Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    server.on('request', (_req, res: http.ServerResponse) => res.setHeader('Connection', 'close'));
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
  });
}

/**
 * Runs `stop` once on SIGTERM or SIGINT. `stop` closes every handle, so the process then ends by
 * itself, after the log lines still being written reach stdout, in order. It is forced out after
 * `timeoutMs` if something still holds it, and at once on a second signal.
 */
export function onShutdownSignal(logger: Logger, timeoutMs: number, stop: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn('second signal, exiting now', { signal });
      process.exit(1);
    }
    stopping = true;
    logger.info('shutting down', { signal });
    const timer = setTimeout(() => {
      logger.error('shutdown took too long, exiting', { timeoutMs });
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    stop().then(
      () => logger.info('stopped'),
      (err: unknown) => {
        logger.error('shutdown failed', { error: err instanceof Error ? err.message : String(err) });
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
