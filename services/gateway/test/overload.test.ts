import { seedProposal } from './export/setup';
import { expectError, startTestGateway, useTestGateway, type AccountKey, type TestGateway } from './harness';
import { startTestWorkers, stopWorkers } from './workers';

/** Polls `attempt` until it resolves true, or fails after `timeoutMs`. */
async function eventually(attempt: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the gateway's admission gauge shows `count` requests in `state`. */
const gaugeShows = (t: TestGateway, state: 'running' | 'waiting', count: number) =>
  eventually(async () =>
    new RegExp(`http_requests_admitted\\{state="${state}"[^}]*\\} ${count}\\n`).test(
      (await t.http.get('/metrics')).text,
    ),
  );

/** Takes the one slot with an export no exporter answers; `held` is its answer once it times out. */
async function holdTheSlot(t: TestGateway, owner: AccountKey) {
  const { id } = await seedProposal(t, owner);
  const held = t.http
    .post(`/api/v1/proposals/${id}/export`)
    .set(owner.headers)
    .send({})
    .then((res) => res);
  await gaugeShows(t, 'running', 1);
  return { held };
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
    const { held } = await holdTheSlot(t, owner);

    // The one place in line: it waits 300 ms, then is refused. Meanwhile the line is full.
    const waiting = t.http
      .get('/api/v1/usage')
      .set(owner.headers)
      .then((res) => res);
    await gaugeShows(t, 'waiting', 1);
    const full = await t.http.get('/api/v1/usage').set(owner.headers).set('X-Request-Id', 'shed-1');
    expectError(full, 503, 'service_unavailable');
    expect(full.headers['retry-after']).toBe('1');
    expect(full.headers['x-request-id']).toBe('shed-1');
    // One block of known length, not chunks: cheaper for both ends at ten times the load.
    expect(full.headers['content-length']).toBe(String(Buffer.byteLength(full.text)));
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

describe('admission control under a standing line', () => {
  // A line that has not emptied for MAX_REQUEST_WAIT_MS is overload: newcomers wait far less.
  const t = useTestGateway({
    MAX_REQUESTS_IN_FLIGHT: '1',
    MAX_REQUESTS_WAITING: '8',
    MAX_REQUEST_WAIT_MS: '1000',
    MAX_REQUEST_WAIT_OVERLOADED_MS: '50',
    EXPORT_TIMEOUT_MS: '4000',
  });

  it('gives newcomers the short wait once the line has stood for the long one', async () => {
    const owner = await t.account('solo');
    const { held } = await holdTheSlot(t, owner);
    const timed = async () => {
      const started = Date.now();
      const res = await t.http.get('/api/v1/usage').set(owner.headers);
      expectError(res, 503, 'service_unavailable');
      expect(res.headers['retry-after']).toBe('1');
      return Date.now() - started;
    };
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

    // The first starts the line; the second comes while it is still a burst and gets the long wait;
    // the third comes after the line has stood over a second, and is refused after the short one.
    const first = timed();
    await gaugeShows(t, 'waiting', 1);
    const lineStarted = Date.now();
    await sleep(600);
    const second = timed();
    await sleep(Math.max(0, lineStarted + 1100 - Date.now()));
    const third = await timed();
    expect(third).toBeLessThan(500);
    expect(await second).toBeGreaterThanOrEqual(900);
    expect(await first).toBeGreaterThanOrEqual(900);
    expectError(await held, 503, 'service_unavailable');
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
