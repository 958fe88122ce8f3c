import { seedProposal } from './export/setup';
import { expectError, startTestGateway, useTestGateway, type AccountKey } from './harness';
import { startTestWorkers, stopWorkers } from './workers';

/** Polls `attempt` until it resolves true, or fails after `timeoutMs`. */
async function eventually(attempt: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('admission control', () => {
  // One request at a time and one waiting: an export with no exporter to answer it holds the slot.
  const t = useTestGateway({
    MAX_REQUESTS_IN_FLIGHT: '1',
    MAX_REQUESTS_WAITING: '1',
    MAX_REQUEST_WAIT_MS: '300',
    EXPORT_TIMEOUT_MS: '3000',
  });
  let owner: AccountKey;
  beforeAll(async () => void (owner = await t.account('solo')));

  it('refuses what it cannot run soon with 503 and Retry-After, and still answers its probes', async () => {
    const { id } = await seedProposal(t, owner);
    const holding = t.http.post(`/api/v1/proposals/${id}/export`).set(owner.headers).send({});
    const held = holding.then((res) => res);
    await eventually(async () => {
      const res = await t.http.get('/metrics');
      return /http_requests_admitted\{state="running"[^}]*\} 1\n/.test(res.text);
    });

    // The one place in line: it waits 300 ms, then is refused. Meanwhile the line is full.
    const waiting = t.http
      .get('/api/v1/usage')
      .set(owner.headers)
      .then((res) => res);
    await eventually(async () =>
      /http_requests_admitted\{state="waiting"[^}]*\} 1\n/.test((await t.http.get('/metrics')).text),
    );
    const full = await t.http.get('/api/v1/usage').set(owner.headers);
    expectError(full, 503, 'service_unavailable');
    expect(full.headers['retry-after']).toBe('1');
    expect((await t.http.get('/healthz')).status).toBe(200);
    expect((await t.http.get('/readyz')).status).toBe(200);
    const waited = await waiting;
    expectError(waited, 503, 'service_unavailable');
    expect(waited.headers['retry-after']).toBe('1');

    // The held request ends (its export times out), and the next one is served.
    expectError(await held, 503, 'service_unavailable');
    expect((await t.http.get('/api/v1/usage').set(owner.headers)).status).toBe(200);
    const metrics = (await t.http.get('/metrics')).text;
    expect(metrics).toMatch(/http_requests_shed_total\{reason="queue_full"[^}]*\} 1\n/);
    expect(metrics).toMatch(/http_requests_shed_total\{reason="waited_too_long"[^}]*\} 1\n/);
  });
});

describe('back-pressure on the pipeline', () => {
  it("refuses a stage while its queue's oldest job waits too long, and takes it again once drained", async () => {
    const t = await startTestGateway({ PIPELINE_MAX_QUEUE_WAIT_MS: '300', PIPELINE_RATE_LIMIT: '1000' });
    const owner = await t.account('solo');
    const create = async () =>
      (
        await t.http
          .post('/api/v1/proposals')
          .set(owner.headers)
          .send({ title: 'Site', rawInputText: 'We need a website with a blog. Budget $10,000.' })
          .expect(201)
      ).body.data.id as string;
    const analyze = (id: string) => t.http.post(`/api/v1/proposals/${id}/analyze`).set(owner.headers);
    let workers: Awaited<ReturnType<typeof startTestWorkers>> = [];
    try {
      // No worker runs: the jobs wait in the queue, until a new start is refused.
      let refused: Awaited<ReturnType<typeof analyze>> | undefined;
      let id = '';
      await eventually(async () => {
        id = await create();
        refused = await analyze(id);
        return refused.status === 503;
      });
      expectError(refused!, 503, 'service_unavailable');
      expect(refused!.body.error.message).toMatch(/analyze stage is backed up/);
      expect(refused!.headers['retry-after']).toBe('1');
      const { body } = await t.http.get(`/api/v1/proposals/${id}`).set(owner.headers);
      expect(body.data.status).toBe('draft');

      workers = await startTestWorkers(t);
      await eventually(async () => (await analyze(id)).status === 202);
    } finally {
      await stopWorkers(workers);
      await t.stop();
    }
  });
});
