import type { ServiceHandle } from '@proposals/service-kit';
import { useTestGateway, type AccountKey } from '../harness';
import { startTestDispatcher } from './dispatcher';
import { startReceiver, until, type Receiver } from './receiver';

const t = useTestGateway();
let dispatcher: ServiceHandle;
let owner: AccountKey;
let slow: Receiver;
let fast: Receiver;
const CAP = 4;

beforeAll(async () => {
  dispatcher = await startTestDispatcher(t, { DISPATCHER_ENDPOINT_CONCURRENCY: String(CAP) });
  owner = await t.account('solo');
  slow = await startReceiver(() => ({ status: 200, delayMs: 3000 }));
  fast = await startReceiver();
});
afterAll(async () => {
  await dispatcher.stop();
  await Promise.all([slow.close(), fast.close()]);
});

const register = (url: string, type: string) =>
  t.http
    .post('/api/v1/webhooks')
    .set(owner.headers)
    .send({ url, events: [type] })
    .expect(201);
const emit = async (type: string, count: number) => {
  const ids = Array.from({ length: count }, () => `evt_${crypto.randomUUID()}`);
  const data = { proposalId: crypto.randomUUID(), status: 'draft', title: 'x', source: 'api' };
  await t.gateway.deps.db.event.createMany({
    data: ids.map((id) => ({ id, accountId: owner.accountId, type, source: 'api' as const, data })),
  });
  return ids;
};

describe('per-endpoint cap on attempts in flight', () => {
  it('keeps a slow receiver with a backlog to its cap, so a fast one is served meanwhile', async () => {
    await register(slow.url, 'proposal.updated');
    await register(fast.url, 'proposal.created');
    // More than the dispatcher's 64 slots: uncapped, the slow receiver would hold every one for 3 s.
    await emit('proposal.updated', 100);
    await until(() => slow.received.length >= CAP, 5_000, 'the slow receiver busy');
    const fastIds = await emit('proposal.created', 20);
    await until(() => fastIds.every((id) => fast.of(id).length > 0), 5_000, 'every fast delivery');
    // Served while the slow receiver still works through its first answers (3 s each), never more
    // than the cap at once: uncapped, it would have had all 64 attempts at once. (Order, not a
    // wall-clock bound: a busy machine must not fail it.)
    expect(slow.received.length).toBeLessThanOrEqual(CAP * 2);
    expect(slow.received.length).toBeLessThan(100);
  });
});
