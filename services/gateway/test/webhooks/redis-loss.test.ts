import type { ChildProcess } from 'node:child_process';
import { freePort, hasRedisServer, killRedisServer, startRedisServer } from '@proposals/testing';
import type { ServiceHandle } from '@proposals/service-kit';
import { startTestGateway, type TestGateway } from '../harness';
import { startTestDispatcher } from './dispatcher';
import { startReceiver, until, type Receiver } from './receiver';

const HAS_REDIS = hasRedisServer();
const describeWithRedis = HAS_REDIS ? describe : describe.skip;
if (!HAS_REDIS) console.warn('redis-loss.test.ts skipped: no redis-server binary on PATH');

describeWithRedis('Redis losing its data while events wait', () => {
  let port: number;
  let redis: ChildProcess;
  let t: TestGateway;
  let dispatcher: ServiceHandle;
  let receiver: Receiver;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedisServer(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    t = await startTestGateway(env);
    dispatcher = await startTestDispatcher(t, { ...env, WEBHOOK_RETRY_DELAYS_MS: '200,200,200' });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await dispatcher.stop();
    await t.stop();
    await receiver.close();
    await killRedisServer(redis);
  });

  it('delivers every event once Redis is back, empty', async () => {
    const key = await t.account('solo');
    await t.http
      .post('/api/v1/webhooks')
      .set(key.headers)
      .send({ url: receiver.url, events: ['proposal.updated'] })
      .expect(201);
    // A delivery waiting on a delayed retry when Redis goes: its job is lost with the data.
    let failFirst = true;
    receiver.respondWith(() => (failFirst ? ((failFirst = false), { status: 500 }) : { status: 200 }));
    const emit = async () => {
      const id = `evt_${crypto.randomUUID()}`;
      const data = { proposalId: crypto.randomUUID(), status: 'draft', title: 'x', source: 'api' };
      await t.gateway.deps.db.event.create({
        data: { id, accountId: key.accountId, type: 'proposal.updated', source: 'api', data },
      });
      return id;
    };
    const first = await emit();
    await until(() => receiver.of(first).length === 1, 5_000, 'the first attempt');

    await killRedisServer(redis);
    const waiting: string[] = [];
    for (let i = 0; i < 20; i++) waiting.push(await emit());
    await new Promise((r) => setTimeout(r, 1500));
    redis = await startRedisServer(port);

    // New events need no Redis (the relay attempts them itself); the lost retry comes back
    // through the overdue sweep once Redis is.
    const arrived = () => receiver.of(first).length >= 2 && waiting.every((id) => receiver.of(id).length > 0);
    await until(arrived, 30_000, 'every event, and the retry of the first');
    const undelivered = () =>
      t.gateway.deps.db.webhookDelivery.count({ where: { status: { not: 'delivered' } } });
    await until(async () => (await undelivered()) === 0, 10_000, 'every record delivered');
  }, 60_000);
});
