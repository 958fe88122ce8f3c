import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { checkDependencies, type DependencyChecks } from './dependencies';
import { closeHttpServer } from './shutdown';

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

type Send = (res: http.ServerResponse, status: number, body: string, type?: string) => void;
const send: Send = (res, status, body, type = 'application/json') =>
  void res.writeHead(status, { 'content-type': type }).end(body);

/**
 * /healthz (the process is alive), /readyz (its dependencies answer) and /metrics: answers and
 * resolves true for those three GETs, false for anything else. Workers serve it alone; the
 * gateway mounts it beside the API.
 */
export function healthHandler(checks: DependencyChecks, registry: Registry) {
  return async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
    if (req.method !== 'GET') return false;
    const path = req.url?.split('?')[0];
    if (path === '/healthz') send(res, 200, JSON.stringify({ status: 'ok' }));
    else if (path === '/readyz') {
      const report = await checkDependencies(checks);
      const status = report.ready ? 'ready' : 'unavailable';
      send(res, report.ready ? 200 : 503, JSON.stringify({ status, ...report }));
    } else if (path === '/metrics') send(res, 200, await registry.metrics(), registry.contentType);
    else return false;
    return true;
  };
}

/** The health handler on a port of its own, for a worker that has no other HTTP surface. */
export async function startHealthServer(
  port: number,
  checks: DependencyChecks,
  registry: Registry,
): Promise<HealthServer> {
  const handle = healthHandler(checks, registry);
  const server = http.createServer((req, res) => {
    handle(req, res).then(
      (handled) => {
        if (handled) return;
        if (req.method !== 'GET') send(res, 405, JSON.stringify({ status: 'method_not_allowed' }));
        else send(res, 404, JSON.stringify({ status: 'not_found' }));
      },
      () => send(res, 500, JSON.stringify({ status: 'error' })),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, resolve));
  return { port: (server.address() as AddressInfo).port, close: () => closeHttpServer(server, 1000) };
}
