import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  at: number;
  method: string;
  url: string;
  /** Raw header pairs, in the order and spelling they arrived. */
  rawHeaders: string[];
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** `delayMs`: how long the answer is held back, as a slow receiver would. */
export type Responder = (req: Received) => {
  status: number;
  headers?: Record<string, string>;
  delayMs?: number;
};

/** A webhook receiver on loopback that records every request and answers with `respond`. */
export async function startReceiver(respond: Responder = () => ({ status: 200 })) {
  const received: Received[] = [];
  let responder = respond;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = {
        at: Date.now(),
        method: req.method!,
        url: req.url!,
        rawHeaders: req.rawHeaders,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(r);
      const { status, headers, delayMs = 0 } = responder(r);
      setTimeout(() => res.writeHead(status, headers).end('ok'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    respondWith(next: Responder) {
      responder = next;
    },
    /** Requests carrying event `eventId`. */
    of: (eventId: string) => received.filter((r) => r.headers['x-service-delivery'] === eventId),
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Waits until `check` returns a truthy value. */
export async function until<T>(
  check: () => T | Promise<T>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
