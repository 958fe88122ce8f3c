import type { ServiceHandle } from '@proposals/service-kit';
import { expectError, useTestGateway, type AccountKey } from '../harness';
import { startTestDispatcher } from './dispatcher';
import { startReceiver, until, type Receiver } from './receiver';

const t = useTestGateway();
let dispatcher: ServiceHandle;
let owner: AccountKey;
let receiver: Receiver;
const DELAYS = [300, 600, 900];

beforeAll(async () => {
  dispatcher = await startTestDispatcher(t, { WEBHOOK_RETRY_DELAYS_MS: DELAYS.join(',') });
  owner = await t.account('solo');
  receiver = await startReceiver(() => ({ status: 500 }));
});
afterAll(async () => {
  await dispatcher.stop();
  await receiver.close();
});

const register = async (url: string) =>
  (
    await t.http
      .post('/api/v1/webhooks')
      .set(owner.headers)
      .send({ url, events: ['proposal.updated'] })
      .expect(201)
  ).body.data;
const emit = async () => {
  const id = `evt_${crypto.randomUUID()}`;
  const data = { proposalId: crypto.randomUUID(), status: 'draft', title: 'x', source: 'api' };
  await t.gateway.deps.db.event.create({
    data: { id, accountId: owner.accountId, type: 'proposal.updated', source: 'api', data },
  });
  return id;
};
const log = async (query: string) =>
  (await t.http.get(`/api/v1/webhooks/events?${query}`).set(owner.headers).expect(200)).body;
const endpointOf = async (id: string) =>
  (await t.http.get(`/api/v1/webhooks/${id}`).set(owner.headers).expect(200)).body.data;

describe('retries', () => {
  it('retries after the schedule, then fails with the last HTTP status', async () => {
    const endpoint = await register(receiver.url);
    const eventId = await emit();
    await until(() => receiver.of(eventId).length === 4, 10_000, 'four attempts');
    const times = receiver.of(eventId).map((r) => r.at);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(DELAYS[i]! - 20));
    gaps.forEach((gap, i) => expect(gap).toBeLessThan(DELAYS[i]! + 3000));
    const [record] = (await until(async () => {
      const page = await log(`endpointId=${endpoint.id}&status=failed`);
      return page.data.length === 1 && page.data;
    })) as { id: string; attempts: number; eventId: string }[];
    expect(record).toMatchObject({ eventId, attempts: 4, lastHttpStatus: 500, nextAttemptAt: null });
    await new Promise((r) => setTimeout(r, 1200));
    expect(receiver.of(eventId)).toHaveLength(4);
    expect((await endpointOf(endpoint.id)).failureCount).toBe(4);

    // Manual retry: 202 and pending; 409 while pending (the answer held back so that it still
    // is); 404 for another account.
    receiver.respondWith(() => ({ status: 204, delayMs: 1000 }));
    const retried = await t.http.post(`/api/v1/webhooks/events/${record!.id}/retry`).set(owner.headers);
    expect(retried.status).toBe(202);
    expect(retried.body.data).toMatchObject({ id: record!.id, status: 'pending' });
    expectError(
      await t.http.post(`/api/v1/webhooks/events/${record!.id}/retry`).set(owner.headers),
      409,
      'invalid_state',
    );
    const stranger = await t.account('solo');
    expectError(
      await t.http.post(`/api/v1/webhooks/events/${record!.id}/retry`).set(stranger.headers),
      404,
      'not_found',
    );
    await until(() => receiver.of(eventId).length === 5, 5_000, 'the manual retry');
    const done = await until(async () => {
      const page = await log(`endpointId=${endpoint.id}&status=delivered`);
      return page.data[0];
    });
    expect(done).toMatchObject({ attempts: 5, lastHttpStatus: 204, deliveredAt: expect.any(String) });
    expect((await endpointOf(endpoint.id)).failureCount).toBe(0);
    receiver.respondWith(() => ({ status: 500 }));
    await t.http.delete(`/api/v1/webhooks/${endpoint.id}`).set(owner.headers).expect(200);
  });

  it('does not follow redirects', async () => {
    const target = await startReceiver();
    const redirecting = await startReceiver(() => ({ status: 302, headers: { Location: target.url } }));
    const endpoint = await register(redirecting.url);
    const eventId = await emit();
    await until(() => redirecting.of(eventId).length >= 1, 5_000);
    const record = await until(
      async () =>
        (await log(`endpointId=${endpoint.id}`)).data[0]?.attempts >= 1 &&
        (await log(`endpointId=${endpoint.id}`)).data[0],
    );
    expect(record).toMatchObject({ lastHttpStatus: 302, lastError: expect.stringMatching(/redirect/) });
    expect(target.received).toHaveLength(0);
    await t.http.delete(`/api/v1/webhooks/${endpoint.id}`).set(owner.headers).expect(200);
    await Promise.all([target.close(), redirecting.close()]);
  });
});

describe('auto-disable', () => {
  let quick: ServiceHandle;
  beforeAll(async () => {
    await dispatcher.stop();
    quick = await startTestDispatcher(t, { WEBHOOK_RETRY_DELAYS_MS: Array(12).fill(30).join(',') });
  });
  afterAll(() => quick.stop());

  it('disables the endpoint at exactly the 10th consecutive failure, fails its pending deliveries, and PATCH re-enables it', async () => {
    const failing = await startReceiver(() => ({ status: 503 }));
    const endpoint = await register(failing.url);
    const eventId = await emit();
    await until(async () => !(await endpointOf(endpoint.id)).isActive, 10_000, 'disabled');
    await new Promise((r) => setTimeout(r, 500));
    expect(failing.of(eventId)).toHaveLength(10);
    expect(await endpointOf(endpoint.id)).toMatchObject({ isActive: false, failureCount: 10 });
    const [record] = (await log(`endpointId=${endpoint.id}`)).data;
    expect(record).toMatchObject({ status: 'failed', attempts: 10, lastHttpStatus: 503 });

    const later = await emit();
    await new Promise((r) => setTimeout(r, 500));
    expect(failing.of(later)).toHaveLength(0);

    const patched = await t.http
      .patch(`/api/v1/webhooks/${endpoint.id}`)
      .set(owner.headers)
      .send({ isActive: true });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ isActive: true, failureCount: 0 });
    failing.respondWith(() => ({ status: 200 }));
    const again = await emit();
    await until(() => failing.of(again).length === 1, 5_000, 'delivery after re-enabling');
    await failing.close();
  });
});
