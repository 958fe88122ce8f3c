import type { ChildProcess } from 'node:child_process';
import { freePort, hasRedisServer, killRedisServer, startRedisServer } from '@proposals/testing';
import type { ServiceHandle } from '@proposals/service-kit';
import { useTestGateway, type AccountKey } from './harness';
import { startTestWorkers, stopWorkers } from './workers';

// A Redis of this test's own, so that losing its data touches nobody else's.
const hasRedis = hasRedisServer();
const describeWithRedis = hasRedis ? describe : describe.skip;
if (!hasRedis) console.warn('redis-loss.test: skipped, no redis-server binary on PATH');

// Filled in before the gateway starts: useTestGateway reads it in its own beforeAll.
const env: Record<string, string> = { PIPELINE_RATE_LIMIT: '1000' };
let port = 0;
let redis: ChildProcess;
let workers: ServiceHandle[] = [];
let owner: AccountKey;

describeWithRedis('Redis restarted with its data lost while jobs wait', () => {
  beforeAll(async () => {
    port = await freePort();
    env.REDIS_URL = `redis://127.0.0.1:${port}`;
    redis = await startRedisServer(port);
  });
  const t = useTestGateway(env);
  beforeAll(async () => void (owner = await t.account('solo')));
  afterAll(async () => {
    await stopWorkers(workers);
    await killRedisServer(redis);
  });

  const status = async (id: string) =>
    (await t.http.get(`/api/v1/proposals/${id}`).set(owner.headers).expect(200)).body.data.status as string;

  async function waitForAll(ids: string[], wanted: string, timeoutMs = 30_000) {
    for (const deadline = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 100))) {
      const statuses = await Promise.all(ids.map(status));
      if (statuses.every((s) => s === wanted)) return;
      if (Date.now() > deadline) throw new Error(`statuses ${statuses.join(', ')}, wanted ${wanted}`);
    }
  }

  it('finishes every accepted stage once the workers run again', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await t.http
        .post('/api/v1/proposals')
        .set(owner.headers)
        .send({
          title: `Loss ${i}`,
          rawInputText: 'A new website with a blog, budget $12,000, live by 1 June 2027.',
        })
        .expect(201);
      ids.push(created.body.data.id);
      await t.http.post(`/api/v1/proposals/${created.body.data.id}/analyze`).set(owner.headers).expect(202);
    }
    // The jobs are in Redis only; no worker has taken them. Redis dies and comes back empty.
    await killRedisServer(redis);
    redis = await startRedisServer(port);

    workers = await startTestWorkers(
      { ...t, redisUrl: env.REDIS_URL },
      { PIPELINE_STALL_TIMEOUT_MS: '1500' },
    );
    await waitForAll(ids, 'analyzed');
    for (const id of ids)
      await t.http.post(`/api/v1/proposals/${id}/generate`).set(owner.headers).expect(202);
    await waitForAll(ids, 'ready');
  });
});
