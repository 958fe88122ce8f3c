import { schemas } from '@proposals/contracts';
import { expectEnvelope, expectError, expectSchema, useTestGateway, type AccountKey } from '../harness';
import { startReceiver, type Receiver } from './receiver';

const t = useTestGateway();
let owner: AccountKey;
let receiver: Receiver;

beforeAll(async () => {
  owner = await t.account('solo');
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const api = (path: string) => `/api/v1${path}`;

describe('webhook endpoints', () => {
  it('creates with a secret shown once, then lists, gets, updates and deletes without it', async () => {
    const created = await t.http
      .post(api('/webhooks'))
      .set(owner.headers)
      .send({ url: receiver.url, events: ['proposal.created'] });
    expect(created.status).toBe(201);
    expectEnvelope(created);
    expectSchema(created.body.data, schemas.createdWebhookEndpoint);
    expect(created.body.data).toMatchObject({ isActive: true, failureCount: 0, sources: ['ui', 'api'] });
    const { id } = created.body.data;
    const list = await t.http.get(api('/webhooks')).set(owner.headers).expect(200);
    expect(list.body.meta).toMatchObject({ page: 1, limit: 20, total: 1, hasMore: false });
    list.body.data.forEach((e: object) => expectSchema(e, schemas.webhookEndpoint));
    expectSchema(
      (
        await t.http
          .get(api(`/webhooks/${id}`))
          .set(owner.headers)
          .expect(200)
      ).body.data,
      schemas.webhookEndpoint,
    );
    const patched = await t.http
      .patch(api(`/webhooks/${id}`))
      .set(owner.headers)
      .send({ events: ['test.ping'], sources: ['ui'] });
    expect(patched.body.data).toMatchObject({ events: ['test.ping'], sources: ['ui'] });
    expect(patched.body.data).not.toHaveProperty('secret');
    const stranger = await t.account('solo');
    expectError(await t.http.get(api(`/webhooks/${id}`)).set(stranger.headers), 404, 'not_found');
    expectError(
      await t.http.post(api(`/webhooks/${id}/rotate-secret`)).set(stranger.headers),
      404,
      'not_found',
    );
    expectError(await t.http.get(api('/webhooks/not-a-uuid')).set(owner.headers), 404, 'not_found');
    expect(
      (
        await t.http
          .delete(api(`/webhooks/${id}`))
          .set(owner.headers)
          .expect(200)
      ).body.data,
    ).toEqual({ id, deleted: true });
    expectError(await t.http.get(api(`/webhooks/${id}`)).set(owner.headers), 404, 'not_found');
  });

  it('refuses bad bodies with validation_error details', async () => {
    for (const [body, field] of [
      [{ url: receiver.url, events: [] }, 'events'],
      [{ url: receiver.url }, 'events'],
      [{ url: 'not a url', events: ['proposal.created'] }, 'url'],
      [{ url: 'ftp://example.com/x', events: ['proposal.created'] }, 'url'],
      [{ url: receiver.url, events: ['proposal.nope'] }, 'events[0]'],
      [{ url: receiver.url, events: ['proposal.created'], sources: ['web'] }, 'sources[0]'],
    ] as const) {
      const error = expectError(
        await t.http.post(api('/webhooks')).set(owner.headers).send(body),
        400,
        'validation_error',
      );
      expect(error.details?.map((d) => d.field)).toContain(field);
    }
  });

  it('needs the webhooks:manage scope', async () => {
    const reader = await t.account('solo', ['proposals:read']);
    expectError(await t.http.get(api('/webhooks')).set(reader.headers), 403, 'insufficient_scope');
  });

  it('sends a real test.ping and reports the answer', async () => {
    const { id, secret } = (
      await t.http
        .post(api('/webhooks'))
        .set(owner.headers)
        .send({ url: receiver.url, events: ['proposal.created'] })
    ).body.data;
    const res = await t.http
      .post(api(`/webhooks/${id}/test`))
      .set(owner.headers)
      .expect(200);
    expectSchema(res.body.data, schemas.webhookTestResult);
    expect(res.body.data).toEqual({ success: true, httpStatus: 200, error: null });
    const ping = receiver.received.at(-1)!;
    expect(ping.headers['x-service-event']).toBe('test.ping');
    expect(JSON.parse(ping.body).data).toEqual({ endpointId: id, source: 'api' });
    expect(secret).toMatch(/^whsec_/);
    receiver.respondWith(() => ({ status: 418 }));
    expect((await t.http.post(api(`/webhooks/${id}/test`)).set(owner.headers)).body.data).toEqual({
      success: false,
      httpStatus: 418,
      error: 'receiver answered 418',
    });
    receiver.respondWith(() => ({ status: 200 }));
    const closed = await startReceiver();
    await closed.close();
    await t.http
      .patch(api(`/webhooks/${id}`))
      .set(owner.headers)
      .send({ url: closed.url })
      .expect(200);
    const refused = (await t.http.post(api(`/webhooks/${id}/test`)).set(owner.headers)).body.data;
    expect(refused).toMatchObject({ success: false, httpStatus: 0, error: expect.any(String) });
  });

  it('lists the event log with filters and pages, in the log schema', async () => {
    const db = t.gateway.deps.db;
    const endpoint = (
      await t.http
        .post(api('/webhooks'))
        .set(owner.headers)
        .send({ url: receiver.url, events: ['proposal.created'] })
    ).body.data;
    for (let i = 0; i < 5; i++)
      await t.http
        .post(api(`/webhooks/${endpoint.id}/test`))
        .set(owner.headers)
        .expect(200);
    const page = await t.http
      .get(api(`/webhooks/events?endpointId=${endpoint.id}&limit=2&page=2`))
      .set(owner.headers)
      .expect(200);
    expect(page.body.meta).toMatchObject({ page: 2, limit: 2, total: 5, hasMore: true });
    page.body.data.forEach((r: object) => expectSchema(r, schemas.webhookEventRecord));
    const all = (
      await t.http.get(api(`/webhooks/events?endpointId=${endpoint.id}&limit=50`)).set(owner.headers)
    ).body.data;
    const created = all.map((r: { createdAt: string }) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    await db.webhookDelivery.updateMany({ where: { id: all[0].id }, data: { status: 'failed' } });
    const failed = (
      await t.http.get(api(`/webhooks/events?status=failed&eventType=test.ping`)).set(owner.headers)
    ).body;
    expect(failed.data.map((r: { id: string }) => r.id)).toContain(all[0].id);
    expect(failed.data.every((r: { status: string }) => r.status === 'failed')).toBe(true);
    expect(
      (await t.http.get(api('/webhooks/events?eventType=proposal.exported')).set(owner.headers)).body.data,
    ).toEqual([]);
    for (const bad of ['limit=51', 'page=0', 'status=done', 'eventType=nope', 'endpointId=x', 'foo=1'])
      expectError(
        await t.http.get(api(`/webhooks/events?${bad}`)).set(owner.headers),
        400,
        'validation_error',
      );
    const stranger = await t.account('solo');
    expect((await t.http.get(api('/webhooks/events')).set(stranger.headers)).body.data).toEqual([]);
  });
});
