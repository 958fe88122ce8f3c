import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, ProposalsApiError, retryAfterMs } from '../src';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
/** `drop`: close the connection without an answer, as a crashed server or a broken network would. */
type Answer = { status: number; headers?: Record<string, string>; body?: object; drop?: true };

/** A stand-in API on port 0 that answers from a script, one answer per request, and records them. */
async function scriptedServer(answers: Answer[]) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const { status, headers = {}, body: answer, drop } = answers[seen.length - 1] ?? { status: 500 };
      if (drop) return void req.socket.destroy();
      res.writeHead(status, {
        'content-type': 'application/json',
        'x-request-id': `req-${seen.length}`,
        ...headers,
      });
      res.end(JSON.stringify(answer ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = createClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey: 'pk_test',
    apiSecret: 'sk_test',
  });
  return { seen, client, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const summary = { id: '6f1c7a8e-4a49-4b57-9a43-2f0f3b7a0c11', title: 'Site', status: 'draft' };
const created: Answer = {
  status: 201,
  body: { data: summary, meta: { requestId: 'req-2', timestamp: 'now' } },
};
const error = (status: number, code: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers,
  body: { error: { code, message: `${code}!`, requestId: 'from-body' } },
});

describe('retries and Idempotency-Key', () => {
  it('retries a 429 once after Retry-After, with the same Idempotency-Key on both attempts', async () => {
    const api = await scriptedServer([error(429, 'rate_limited', { 'retry-after': '1' }), created]);
    try {
      const started = Date.now();
      await expect(api.client.proposals.create({ title: 'Site' })).resolves.toEqual(summary);
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(api.seen).toHaveLength(2);
      const [first, second] = api.seen.map((s) => s.headers['idempotency-key']);
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(second).toBe(first);
      expect(api.seen.map((s) => [s.method, s.url, s.body])).toEqual([
        ['POST', '/api/v1/proposals', '{"title":"Site"}'],
        ['POST', '/api/v1/proposals', '{"title":"Site"}'],
      ]);
      expect(api.seen[0]!.headers).toMatchObject({ 'x-api-key': 'pk_test', 'x-api-secret': 'sk_test' });
    } finally {
      await api.close();
    }
  });

  it("keeps the caller's key, makes a new one per call, and retries a 503 without Retry-After", async () => {
    const api = await scriptedServer([error(503, 'service_unavailable'), created, created]);
    try {
      await api.client.proposals.create({ title: 'Site' }, { idempotencyKey: 'order-42' });
      await api.client.proposals.create({ title: 'Site' });
      const keys = api.seen.map((s) => s.headers['idempotency-key']);
      expect(keys.slice(0, 2)).toEqual(['order-42', 'order-42']);
      expect(keys[2]).not.toBe('order-42');
    } finally {
      await api.close();
    }
  });

  it('retries a POST whose connection broke, under the same key: the server can replay its answer', async () => {
    const api = await scriptedServer([{ status: 0, drop: true }, created]);
    try {
      await expect(api.client.proposals.create({ title: 'Site' })).resolves.toEqual(summary);
      const [first, second] = api.seen.map((s) => s.headers['idempotency-key']);
      expect(second).toBe(first);
    } finally {
      await api.close();
    }
  });

  it('throws other errors at once as a ProposalsApiError with code, status and request id', async () => {
    const api = await scriptedServer([error(404, 'not_found')]);
    try {
      const failure = await api.client.proposals.get(summary.id).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ProposalsApiError);
      expect(failure).toMatchObject({ status: 404, code: 'not_found', requestId: 'from-body' });
      expect(api.seen).toHaveLength(1);
      expect(api.seen[0]!.headers['idempotency-key']).toBeUndefined();
    } finally {
      await api.close();
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-01T12:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Sun, 01 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
