import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type PipelineProgress } from '@proposals/sdk';
import { BRIEF, usePipeline } from '../pipeline-client';

const client = usePipeline();
const { t } = client;
let proxy: http.Server;

/** Sends on an answer only once it is whole, as a proxy with response buffering does. */
function bufferingProxy(target: string): http.Server {
  return http.createServer((req, res) => {
    const upstream = new AbortController();
    res.on('close', () => upstream.abort());
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const answer = await fetch(`${target}${req.url}`, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
          signal: upstream.signal,
        });
        const body = Buffer.from(await answer.arrayBuffer());
        res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(body);
      } catch {
        res.destroy();
      }
    });
  });
}

beforeAll(async () => {
  proxy = bufferingProxy(`http://127.0.0.1:${t.gateway.port}`);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => proxy.close(resolve)));

/** The SDK's client against `port`, noting every request it makes as `METHOD /path`. */
function countingClient(port: number) {
  const requests: string[] = [];
  const sdk = createClient({
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: client.owner.key,
    apiSecret: client.owner.secret,
    fetch: (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname.replace(/[0-9a-f-]{36}/, '{id}')}`);
      return fetch(request);
    },
  });
  return { sdk, requests };
}

const STAGES = ['analyze', 'generate', 'score'];
const expectProgress = (progress: PipelineProgress[]) =>
  expect(progress.map((p) => `${p.stage} ${p.state}`)).toEqual(
    STAGES.flatMap((stage) => [`${stage} started`, `${stage} completed`]),
  );

describe('the SDK follows the event stream', () => {
  it('runs the pipeline in a handful of requests: one stream, the three starts, one read', async () => {
    const { sdk, requests } = countingClient(t.gateway.port);
    const { id } = await sdk.proposals.create({ title: 'Streamed', rawInputText: BRIEF });
    requests.length = 0;
    const progress: PipelineProgress[] = [];
    const scored = await sdk.runPipeline(id, { onProgress: (p) => progress.push(p) });
    expect(scored).toMatchObject({ id, status: 'ready', proposalScore: expect.any(Number) });
    expectProgress(progress);
    expect(requests).toEqual([
      'GET /api/v1/proposals/{id}/events',
      'POST /api/v1/proposals/{id}/analyze',
      'POST /api/v1/proposals/{id}/generate',
      'POST /api/v1/proposals/{id}/score',
      'GET /api/v1/proposals/{id}',
    ]);
  });

  it('waits for a stage started elsewhere on the stream', async () => {
    const { sdk, requests } = countingClient(t.gateway.port);
    const { id } = await sdk.proposals.create({ title: 'Waited', rawInputText: BRIEF });
    await sdk.proposals.analyze(id);
    requests.length = 0;
    expect(await sdk.waitFor(id, 'analyzed')).toMatchObject({ id, status: 'analyzed' });
    expect(requests).toEqual(['GET /api/v1/proposals/{id}/events', 'GET /api/v1/proposals/{id}']);
  });

  it('polls instead when a proxy holds the stream back, and still gets there', async () => {
    const { sdk, requests } = countingClient((proxy.address() as AddressInfo).port);
    const { id } = await sdk.proposals.create({ title: 'Behind a proxy', rawInputText: BRIEF });
    requests.length = 0;
    const progress: PipelineProgress[] = [];
    const scored = await sdk.runPipeline(id, { intervalMs: 50, onProgress: (p) => progress.push(p) });
    expect(scored).toMatchObject({ id, status: 'ready', proposalScore: expect.any(Number) });
    expectProgress(progress);
    expect(requests[0]).toBe('GET /api/v1/proposals/{id}/events');
    expect(requests.filter((r) => r === 'GET /api/v1/proposals/{id}').length).toBeGreaterThanOrEqual(3);
    expect(requests.filter((r) => r.endsWith('/events'))).toHaveLength(1);
  });
});
