import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { DependencyReport } from './dependencies';
import { closeHttpServer } from './shutdown';

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/**
 * /healthz (the process is alive), /readyz (its dependencies answer) and /metrics, for a worker
 * that has no other HTTP surface.
 */
export async function startHealthServer({
  port,
  readiness,
  registry,
}: {
  port: number;
  readiness: () => Promise<DependencyReport>;
  registry: Registry;
}): Promise<HealthServer> {
  const server = http.createServer(async (req, res) => {
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type }).end(body);
    };
    try {
      if (req.method !== 'GET') return send(405, JSON.stringify({ status: 'method_not_allowed' }));
      if (req.url === '/healthz') return send(200, JSON.stringify({ status: 'ok' }));
      if (req.url === '/readyz') {
        const report = await readiness();
        return send(
          report.ready ? 200 : 503,
          JSON.stringify({ status: report.ready ? 'ready' : 'unavailable', ...report }),
        );
      }
      if (req.url === '/metrics') return send(200, await registry.metrics(), registry.contentType);
      return send(404, JSON.stringify({ status: 'not_found' }));
    } catch {
      return send(500, JSON.stringify({ status: 'error' }));
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, resolve));
  return { port: (server.address() as AddressInfo).port, close: () => closeHttpServer(server, 1000) };
}
