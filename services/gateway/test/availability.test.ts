import http from 'node:http';
import fc from 'fast-check';
import { expectError, startTestGateway, type AccountKey, type TestGateway } from './harness';

describe('with PostgreSQL unreachable', () => {
  let t: TestGateway;

  beforeAll(async () => {
    // Port 1 refuses connections: the gateway must still start, report not ready and answer 503.
    t = await startTestGateway({ DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:1/proposals' });
  });
  afterAll(() => t.stop());

  it('stays alive but not ready', async () => {
    expect((await t.http.get('/healthz')).status).toBe(200);
    const ready = await t.http.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ postgres: 'down', redis: 'ok' });
  });

  it('answers 503 service_unavailable with Retry-After, never 500', async () => {
    const res = await t.http
      .get('/api/v1/proposals')
      .set({ 'X-API-Key': 'pk_any', 'X-API-Secret': 'sk_any' });
    expectError(res, 503, 'service_unavailable');
    expect(res.headers['retry-after']).toBe('5');
  });
});

describe('with Redis unreachable', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.stop());

  it('reports not ready and keeps serving what needs only PostgreSQL', async () => {
    const ready = await t.http.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ postgres: 'ok', redis: 'down' });
    const account = await t.account('solo');
    expect((await t.http.get('/api/v1/usage').set(account.headers)).status).toBe(200);
  });
});

describe('arbitrary input', () => {
  let t: TestGateway;
  let owner: AccountKey;

  beforeAll(async () => {
    t = await startTestGateway();
    owner = await t.account('team');
    await t.gateway.deps.db.account.update({
      where: { id: owner.accountId },
      data: { addonCredits: 10_000 },
    });
  });
  afterAll(() => t.stop());

  it('never answers 500 to any JSON body, query or id', async () => {
    // Any code point, NUL and lone surrogates included: what PostgreSQL text cannot store must still not be a 500.
    const json = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
    const field = fc.constantFrom(
      'title',
      'rawInputText',
      'rawInputMethod',
      'clientId',
      'templateId',
      'finalPrice',
      'outcome',
      'x',
    );
    const body = fc.oneof(json, fc.dictionary(field, json, { maxKeys: 4 }));
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        async (payload, query, id) => {
          const raw = JSON.stringify(payload);
          const created = await t.http.post('/api/v1/proposals').set(owner.headers).type('json').send(raw);
          expect([201, 400]).toContain(created.status);
          const patched = await t.http
            .patch(`/api/v1/proposals/${encodeURIComponent(id)}`)
            .set(owner.headers)
            .type('json')
            .send(raw);
          expect([200, 400, 404, 405, 409]).toContain(patched.status);
          const listed = await t.http.get(`/api/v1/proposals?${query}`).set(owner.headers);
          expect([200, 400]).toContain(listed.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('graceful shutdown', () => {
  it('finishes requests in flight, then refuses new connections', async () => {
    const t = await startTestGateway();
    const account = await t.account('solo');
    let arrived = 0;
    const allArrived = new Promise<void>((resolve) =>
      t.gateway.server.on('request', () => ++arrived === 5 && resolve()),
    );
    const inFlight = Promise.all(
      Array.from({ length: 5 }, () => t.http.post('/api/v1/proposals').set(account.headers).send({})),
    );
    await allArrived;
    const stopped = t.stop();
    const results = await inFlight;
    await stopped;
    expect(results.every((r) => r.status === 201)).toBe(true);
    await expect(t.http.get('/healthz')).rejects.toThrow();
  });
});

describe('graceful shutdown with keep-alive clients', () => {
  it('closes a kept-alive connection once its request is answered, without waiting out the grace period', async () => {
    // A grace period far longer than the shutdown should take: reaching it means idle sockets were left open.
    const t = await startTestGateway({ SHUTDOWN_TIMEOUT_MS: '20000' });
    const account = await t.account('solo');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.get(`${t.gateway.apiUrl}/usage`, { agent, headers: account.headers }, (res) => {
          res.resume().on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
      });
    expect(await get()).toBe(200);
    const arrived = new Promise<void>((resolve) => t.gateway.server.once('request', () => resolve()));
    const inFlight = get();
    await arrived;
    const started = Date.now();
    await t.stop();
    expect(await inFlight).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    agent.destroy();
  });
});
