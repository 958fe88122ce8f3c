import type { ServiceHandle } from '@proposals/service-kit';
import { useTestGateway, type AccountKey } from '../harness';
import { startTestDispatcher } from './dispatcher';
import { startReceiver, until, type Receiver } from './receiver';

const t = useTestGateway();
let owner: AccountKey;
let receiver: Receiver;
let dispatcher: ServiceHandle | undefined;
const HOUR = 3600_000;

beforeAll(async () => {
  owner = await t.account('solo');
  receiver = await startReceiver();
});
afterEach(async () => {
  await dispatcher?.stop();
  dispatcher = undefined;
});
afterAll(() => receiver.close());

const db = () => t.gateway.deps.db;
const register = async () =>
  (
    await t.http
      .post('/api/v1/webhooks')
      .set(owner.headers)
      .send({ url: receiver.url, events: ['proposal.updated'] })
      .expect(201)
  ).body.data as { id: string };
const emit = async (publishedAt: Date | null = null) => {
  const id = `evt_${crypto.randomUUID()}`;
  const data = { proposalId: crypto.randomUUID(), status: 'draft', title: 'x', source: 'api' };
  await db().event.create({
    data: { id, accountId: owner.accountId, type: 'proposal.updated', source: 'api', data, publishedAt },
  });
  return id;
};
/** A delivery record written as if long ago, bypassing the relay. */
const oldRecord = async (endpointId: string, fields: object) =>
  db().webhookDelivery.create({
    data: {
      accountId: owner.accountId,
      eventId: await emit(new Date()),
      endpointId,
      eventType: 'proposal.updated',
      ...fields,
    },
  });
const statusOf = async (id: string) =>
  (await db().webhookDelivery.findUniqueOrThrow({ where: { id } })).status;

describe('Retry-After', () => {
  it('is honoured on 429 and 503, within the bounds of the schedule', async () => {
    dispatcher = await startTestDispatcher(t, { WEBHOOK_RETRY_DELAYS_MS: '200,1500' });
    await register();
    const answers = [
      { status: 429, headers: { 'Retry-After': '1' } },
      { status: 503, headers: { 'Retry-After': '3600' } },
      { status: 200 },
    ];
    let n = 0;
    receiver.respondWith(() => answers[Math.min(n++, 2)]!);
    const eventId = await emit();
    await until(() => receiver.of(eventId).length === 3, 10_000, 'three attempts');
    const [a, b, c] = receiver.of(eventId).map((r) => r.at);
    // Later than the schedule's 200 ms because the receiver asked for 1 s.
    expect(b! - a!).toBeGreaterThanOrEqual(980);
    expect(b! - a!).toBeLessThan(1_800);
    // An hour asked, but never past the schedule's longest delay.
    expect(c! - b!).toBeGreaterThanOrEqual(1_480);
    expect(c! - b!).toBeLessThan(2_800);
    receiver.respondWith(() => ({ status: 200 }));
  });
});

describe('auto-disable', () => {
  it('fails the pending deliveries of the endpoint it disables', async () => {
    dispatcher = await startTestDispatcher(t, { WEBHOOK_RETRY_DELAYS_MS: Array(12).fill(30).join(',') });
    const endpoint = await register();
    // Pending, due in an hour: untouched by the attempts, only by the disabling.
    const waiting = await oldRecord(endpoint.id, { nextAttemptAt: new Date(Date.now() + HOUR) });
    receiver.respondWith(() => ({ status: 500 }));
    await emit();
    await until(async () => (await statusOf(waiting.id)) !== 'pending', 10_000, 'disabled');
    const row = await db().webhookDelivery.findUniqueOrThrow({ where: { id: waiting.id } });
    expect(row).toMatchObject({ status: 'failed', nextAttemptAt: null, attempts: 0 });
    expect(row.lastError).toMatch(/disabled after 10/);
    expect(await db().webhookEndpoint.findUnique({ where: { id: endpoint.id } })).toMatchObject({
      isActive: false,
    });
    receiver.respondWith(() => ({ status: 200 }));
  });
});

describe('time to live', () => {
  it('expires records older than EVENT_TTL_MS, which are then never attempted', async () => {
    const endpoint = await register();
    const longAgo = new Date(Date.now() - HOUR);
    const notDue = await oldRecord(endpoint.id, {
      createdAt: longAgo,
      nextAttemptAt: new Date(Date.now() + HOUR),
    });
    const failed = await oldRecord(endpoint.id, { createdAt: longAgo, status: 'failed', attempts: 4 });
    const overdue = await oldRecord(endpoint.id, { createdAt: longAgo, nextAttemptAt: longAgo });
    const delivered = await oldRecord(endpoint.id, { createdAt: longAgo, status: 'delivered' });
    dispatcher = await startTestDispatcher(t, { EVENT_TTL_MS: String(HOUR / 2) });
    await until(
      async () =>
        (await Promise.all([notDue, failed, overdue].map((r) => statusOf(r.id)))).every(
          (s) => s === 'expired',
        ),
      10_000,
      'expired records',
    );
    expect(await statusOf(delivered.id)).toBe('delivered');
    // Past the overdue sweep (1 s here): the expired records stay expired and unsent. Counted by their
    // own events: a delivery left over from an earlier test may still arrive at the shared receiver.
    await new Promise((r) => setTimeout(r, 2_000));
    expect([notDue, failed, overdue, delivered].flatMap((r) => receiver.of(r.eventId))).toEqual([]);
    expect(await statusOf(overdue.id)).toBe('expired');
  });
});
