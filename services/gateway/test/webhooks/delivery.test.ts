import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServiceHandle } from '@proposals/service-kit';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import { useTestGateway, type AccountKey } from '../harness';
import { startTestDispatcher } from './dispatcher';
import { startReceiver, until, type Receiver, type Received } from './receiver';

const t = useTestGateway();
let dispatcher: ServiceHandle;
let owner: AccountKey;
let receiver: Receiver;

beforeAll(async () => {
  dispatcher = await startTestDispatcher(t);
  owner = await t.account('solo');
  receiver = await startReceiver();
});
afterAll(async () => {
  await dispatcher.stop();
  await receiver.close();
});

const register = async (body: object, key = owner) =>
  (await t.http.post('/api/v1/webhooks').set(key.headers).send(body).expect(201)).body.data;
const createProposal = async (title = 'A proposal') =>
  (await t.http.post('/api/v1/proposals').set(owner.headers).send({ title }).expect(201)).body.data
    .id as string;
/** The requests carrying `eventId`, once there is one. */
const deliveriesOf = (eventId: string) =>
  until(() => (receiver.of(eventId).length > 0 ? receiver.of(eventId) : null), 10_000, 'delivery');
const eventOf = async (proposalId: string, type = 'proposal.created') =>
  (
    await t.gateway.deps.db.event.findFirstOrThrow({
      where: { type, data: { path: ['proposalId'], equals: proposalId } },
    })
  ).id;

/** The spec's check, with nothing but node:crypto: any one `sha256=` value must match. */
function serviceSignatureValid(r: Received, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(r.body).digest('hex')}`);
  return String(r.headers['x-service-signature'])
    .split(' ')
    .some((v) => v.length === expected.length && timingSafeEqual(Buffer.from(v), expected));
}

function verifyAll(r: Received, secret: string) {
  const headers = r.headers as Record<string, string>;
  expect(new StandardWebhook(secret).verify(r.body, headers)).toEqual(JSON.parse(r.body));
  expect(new SvixWebhook(secret).verify(r.body, headers)).toEqual(JSON.parse(r.body));
  expect(serviceSignatureValid(r, secret)).toBe(true);
}

describe('signed delivery', () => {
  it('sends the spec headers byte for byte and signatures the published libraries verify', async () => {
    const endpoint = await register({ url: receiver.url, events: ['proposal.created'] });
    const proposalId = await createProposal('Signed');
    const eventId = await eventOf(proposalId);
    const [r] = await deliveriesOf(eventId);
    const names = r!.rawHeaders.filter((_: string, i: number) => i % 2 === 0);
    expect(names).toEqual(
      expect.arrayContaining([
        'content-type',
        'user-agent',
        'x-service-signature',
        'x-service-event',
        'x-service-delivery',
        'x-service-timestamp',
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]),
    );
    const h = r!.headers;
    expect(r!.method).toBe('POST');
    expect(h['content-type']).toBe('application/json');
    expect(h['user-agent']).toBe('Service-Webhooks/1.0');
    expect(h['x-service-event']).toBe('proposal.created');
    expect(h['x-service-delivery']).toBe(eventId);
    expect(h['webhook-id']).toBe(eventId);
    expect(h['x-service-timestamp']).toMatch(/^\d{10}$/);
    expect(h['webhook-timestamp']).toBe(h['x-service-timestamp']);
    expect(Math.abs(Number(h['x-service-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(h['x-service-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(h['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const body = JSON.parse(r!.body);
    expect(Object.keys(body)).toEqual(['id', 'type', 'createdAt', 'data']);
    expect(body).toMatchObject({
      id: eventId,
      type: 'proposal.created',
      data: { proposalId, source: 'api' },
    });
    verifyAll(r!, endpoint.secret);

    const rotated = (
      await t.http.post(`/api/v1/webhooks/${endpoint.id}/rotate-secret`).set(owner.headers).expect(200)
    ).body.data;
    expect(rotated).toEqual({ id: endpoint.id, secret: expect.stringMatching(/^whsec_/) });
    expect(rotated.secret).not.toBe(endpoint.secret);
    const next = await eventOf(await createProposal('After rotation'));
    const [after] = await deliveriesOf(next);
    expect(after!.headers['x-service-signature']).toMatch(/^sha256=[0-9a-f]{64} sha256=[0-9a-f]{64}$/);
    expect(after!.headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    const [newest] = String(after!.headers['x-service-signature']).split(' ');
    expect(newest).toBe(`sha256=${createHmac('sha256', rotated.secret).update(after!.body).digest('hex')}`);
    verifyAll(after!, rotated.secret);
    verifyAll(after!, endpoint.secret);
    await t.http.delete(`/api/v1/webhooks/${endpoint.id}`).set(owner.headers).expect(200);
  });

  it('fans out by type and source, once per endpoint, at least once per event', async () => {
    const other = await startReceiver();
    const apiOnly = await register({ url: receiver.url, events: ['proposal.updated'], sources: ['api'] });
    const uiOnly = await register({ url: other.url, events: ['proposal.updated'], sources: ['ui'] });
    const db = t.gateway.deps.db;
    const make = (source: 'ui' | 'api', type: string) =>
      db.event.create({
        data: {
          id: `evt_${crypto.randomUUID()}`,
          accountId: owner.accountId,
          type,
          source,
          data: { proposalId: crypto.randomUUID(), status: 'draft', title: 'x', source },
        },
      });
    const fromApi = await make('api', 'proposal.updated');
    const fromUi = await make('ui', 'proposal.updated');
    const otherType = await make('api', 'proposal.exported');
    await until(() => receiver.of(fromApi.id).length === 1 && other.of(fromUi.id).length === 1, 10_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.of(fromUi.id)).toHaveLength(0);
    expect(other.of(fromApi.id)).toHaveLength(0);
    expect(receiver.of(otherType.id).length + other.of(otherType.id).length).toBe(0);
    expect(receiver.of(fromApi.id)).toHaveLength(1);
    for (const e of [apiOnly, uiOnly]) await t.http.delete(`/api/v1/webhooks/${e.id}`).set(owner.headers);
    await other.close();
  });
});

describe('waking the relay', () => {
  // The test dispatcher polls the outbox once a minute: only PostgreSQL's notification brings
  // these deliveries within the wait of `deliveriesOf`.
  it('relays as events commit, also after its notification connection was cut', async () => {
    const url = `${receiver.url}/wake`;
    await register({ url, events: ['proposal.created'] });
    expect(await deliveriesOf(await eventOf(await createProposal('Before the cut')))).toHaveLength(1);

    const { rows } = await t.gateway.deps.db.$pool.query(
      `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
       WHERE datname = current_database() AND query = 'LISTEN "events_outbox"'`,
    );
    expect(rows).toEqual([{ cut: true }]);
    expect(await deliveriesOf(await eventOf(await createProposal('After the cut')))).toHaveLength(1);
  });
});
