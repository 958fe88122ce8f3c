import type { ServiceHandle } from '@proposals/service-kit';
import { useTestGateway, type AccountKey } from '../harness';
import { startTestDispatcher } from './dispatcher';
import { startReceiver, until, type Receiver } from './receiver';

const t = useTestGateway();
let owner: AccountKey;
let dispatchers: ServiceHandle[];
let receivers: Receiver[];

beforeAll(async () => {
  owner = await t.account('solo');
  dispatchers = await Promise.all([startTestDispatcher(t), startTestDispatcher(t)]);
  receivers = await Promise.all([startReceiver(), startReceiver(), startReceiver()]);
  for (const r of receivers)
    await t.http
      .post('/api/v1/webhooks')
      .set(owner.headers)
      .send({ url: r.url, events: ['proposal.updated'] })
      .expect(201);
});
afterAll(async () => {
  await Promise.all(dispatchers.map((d) => d.stop()));
  await Promise.all(receivers.map((r) => r.close()));
});

const emit = async (count: number) => {
  const ids = Array.from({ length: count }, () => `evt_${crypto.randomUUID()}`);
  const data = { proposalId: crypto.randomUUID(), status: 'draft', title: 'x', source: 'api' };
  for (const id of ids)
    await t.gateway.deps.db.event.create({
      data: { id, accountId: owner.accountId, type: 'proposal.updated', source: 'api' as const, data },
    });
  return ids;
};
const metricsOf = async (d: ServiceHandle) =>
  (await fetch(`http://127.0.0.1:${d.healthPort}/metrics`)).text();
const sample = (text: string, pattern: RegExp) =>
  text
    .split('\n')
    .filter((line) => pattern.test(line))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);

describe('two dispatchers at once', () => {
  it('deliver every event once per endpoint, and their /metrics show outcomes, latency and backlog', async () => {
    const ids = await emit(60);
    await until(
      () => receivers.every((r) => ids.every((id) => r.of(id).length > 0)),
      15_000,
      'every delivery',
    );
    await new Promise((r) => setTimeout(r, 500));
    for (const r of receivers) for (const id of ids) expect(r.of(id)).toHaveLength(1);
    const records = await t.gateway.deps.db.webhookDelivery.findMany({ where: { eventId: { in: ids } } });
    expect(records).toHaveLength(ids.length * receivers.length);
    expect(records.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);

    const texts = await Promise.all(dispatchers.map(metricsOf));
    const delivered = texts.map((m) => sample(m, /^webhook_deliveries_total\{.*outcome="delivered"/));
    // Between them, every delivery was counted once.
    expect(delivered.reduce((a, b) => a + b, 0)).toBe(ids.length * receivers.length);
    for (const m of texts) {
      expect(sample(m, /^webhook_attempt_duration_seconds_count/)).toBeGreaterThan(0);
      expect(m).toMatch(/^webhook_attempt_duration_seconds_bucket\{.*le="0\.1"/m);
      expect(m).toMatch(/^webhook_backlog(\{[^}]*\})? 0$/m);
    }
  });
});
