import { claimIdempotencyKey, requestFingerprint } from '@proposals/domain';
import { expectError, useReplica, useTestGateway, type AccountKey } from './harness';

const t = useTestGateway();
const second = useReplica(t);
let owner: AccountKey;

beforeAll(async () => {
  owner = await t.account('solo');
});

const create = (key: string, body: object, http = t.http) =>
  http.post('/api/v1/proposals').set(owner.headers).set('Idempotency-Key', key).send(body);
/** A claim as a gateway holds it while its request runs, `leaseMs` long. */
const claim = (key: string, body: object, leaseMs: number) =>
  claimIdempotencyKey(t.gateway.deps.db, {
    accountId: owner.accountId,
    key,
    fingerprint: requestFingerprint('POST', '/api/v1/proposals', body),
    leaseMs,
  });

describe('Idempotency-Key across gateways and failures', () => {
  it('is shared by every gateway over the database', async () => {
    const first = await create('replicas', { title: 'Replicas' });
    expect(first.status).toBe(201);
    const replay = await create('replicas', { title: 'Replicas' }, second.http);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.text).toBe(first.text);
    expectError(await create('replicas', { title: 'Other' }, second.http), 422, 'idempotency_key_mismatch');
  });

  it('answers 409 idempotency_key_in_use while another gateway holds the key', async () => {
    expect((await claim('held', { title: 'Held' }, 60_000)).kind).toBe('claimed');
    const res = await create('held', { title: 'Held' });
    expectError(res, 409, 'idempotency_key_in_use');
    expect(res.headers['retry-after']).toBe('1');
  });

  it('takes over a claim whose lease ran out (its gateway died), and keeps the new answer', async () => {
    expect((await claim('orphaned', { title: 'Orphan' }, 1)).kind).toBe('claimed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const first = await create('orphaned', { title: 'Orphan' });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replay = await create('orphaned', { title: 'Orphan' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.text).toBe(first.text);
  });

  it('treats an answer older than 24 h as absent: the key runs anew, with any body', async () => {
    const first = await create('yesterday', { title: 'Old' });
    await t.gateway.deps.db.idempotencyKey.update({
      where: { accountId_key: { accountId: owner.accountId, key: 'yesterday' } },
      data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    const again = await create('yesterday', { title: 'New' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.data.id).not.toBe(first.body.data.id);
  });
});
