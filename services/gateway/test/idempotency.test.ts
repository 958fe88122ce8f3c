import type supertest from 'supertest';
import { expectError, useTestGateway, type AccountKey } from './harness';

// No exporter runs beside this gateway, so an export waits EXPORT_TIMEOUT_MS and answers 503.
const t = useTestGateway({ EXPORT_TIMEOUT_MS: '300' });
let owner: AccountKey;

beforeAll(async () => {
  owner = await t.account('solo');
});

const post = (path: string, key: string | null, body: object = {}, who = owner) => {
  const request = t.http.post(`/api/v1${path}`).set(who.headers);
  return (key === null ? request : request.set('Idempotency-Key', key)).send(body);
};
const proposalCount = async (who: AccountKey) =>
  (await t.http.get('/api/v1/proposals').set(who.headers)).body.meta.total as number;
const keyRows = (accountId: string) => t.gateway.deps.db.idempotencyKey.findMany({ where: { accountId } });
const expectReplayOf = (replay: supertest.Response, first: supertest.Response) => {
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect({ status: replay.status, text: replay.text }).toEqual({ status: first.status, text: first.text });
  expect(replay.headers['content-type']).toBe(first.headers['content-type']);
};

describe('Idempotency-Key on POST', () => {
  it('replays the first answer byte for byte, and creates and counts one proposal', async () => {
    const who = await t.account('solo');
    const first = await post('/proposals', 'create-1', { title: 'Once', rawInputText: 'A brief.' }, who);
    expect(first.status).toBe(201);
    // The same body with its keys in another order is the same request.
    const replay = await post('/proposals', 'create-1', { rawInputText: 'A brief.', title: 'Once' }, who);
    expectReplayOf(replay, first);
    expect(replay.body.meta.requestId).toBe(first.headers['x-request-id']);
    expect(replay.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(await proposalCount(who)).toBe(1);
    const usage = await t.http.get('/api/v1/usage').set(who.headers);
    expect(usage.body.data.proposalsUsed).toBe(1);
  });

  it('answers 422 idempotency_key_mismatch to the same key with another body or path', async () => {
    expect((await post('/proposals', 'mismatch', { title: 'A' })).status).toBe(201);
    const otherBody = await post('/proposals', 'mismatch', { title: 'B' });
    expect(expectError(otherBody, 422, 'idempotency_key_mismatch').message).toMatch(/Idempotency-Key/);
    expectError(await post('/clients', 'mismatch', { title: 'A' }), 422, 'idempotency_key_mismatch');
  });

  it('scopes keys to the account', async () => {
    const other = await t.account('solo');
    const mine = await post('/proposals', 'shared-name', { title: 'Mine' });
    const theirs = await post('/proposals', 'shared-name', { title: 'Theirs' }, other);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
  });

  it('runs 10 concurrent requests with one key once: the others get 409 or the replay', async () => {
    const who = await t.account('solo');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/proposals', 'burst', { title: 'Burst' }, who)),
    );
    const ran = answers.filter((a) => a.status === 201 && !a.headers['idempotent-replayed']);
    expect(ran).toHaveLength(1);
    for (const answer of answers.filter((a) => a !== ran[0])) {
      if (answer.status === 409) {
        expectError(answer, 409, 'idempotency_key_in_use');
        expect(answer.headers['retry-after']).toBe('1');
      } else expectReplayOf(answer, ran[0]!);
    }
    expect(await proposalCount(who)).toBe(1);
    // The 409s were not kept: the key still replays the one creation.
    expectReplayOf(await post('/proposals', 'burst', { title: 'Burst' }, who), ran[0]!);
  });

  it('keeps a 4xx answer: the replay repeats it even once the request would now succeed', async () => {
    const draft = await post('/proposals', null, { title: 'Not ready' });
    const first = await post(`/proposals/${draft.body.data.id}/send`, 'send-early');
    expectError(first, 409, 'invalid_state');
    await t.gateway.deps.db.proposal.update({ where: { id: draft.body.data.id }, data: { status: 'ready' } });
    expectReplayOf(await post(`/proposals/${draft.body.data.id}/send`, 'send-early'), first);

    const invalid = await post('/proposals', 'bad-body', { title: 42 });
    expectError(invalid, 400, 'validation_error');
    expectReplayOf(await post('/proposals', 'bad-body', { title: 42 }), invalid);
  });

  it('replays the Location header of a 202', async () => {
    const draft = await post('/proposals', null, { rawInputText: 'We need a website.' });
    const first = await post(`/proposals/${draft.body.data.id}/analyze`, 'analyze-1');
    expect(first.status).toBe(202);
    const replay = await post(`/proposals/${draft.body.data.id}/analyze`, 'analyze-1');
    expectReplayOf(replay, first);
    expect(replay.headers.location).toBe(first.headers.location);
  });

  it('does not keep a 5xx: the key is free again and the retry runs anew', async () => {
    const proposal = await post('/proposals', null, { title: 'Export' });
    await t.gateway.deps.db.proposal.update({
      where: { id: proposal.body.data.id },
      data: { status: 'ready' },
    });
    const path = `/proposals/${proposal.body.data.id}/export`;
    const first = await post(path, 'export-1', { format: 'pdf' });
    expectError(first, 503, 'service_unavailable');
    expect((await keyRows(owner.accountId)).map((row) => row.key)).not.toContain('export-1');
    const retry = await post(path, 'export-1', { format: 'pdf' });
    expectError(retry, 503, 'service_unavailable');
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.body.error.requestId).not.toBe(first.body.error.requestId);
  });

  it('refuses a malformed key with 400 validation_error naming the header', async () => {
    const who = await t.account('solo');
    for (const key of ['', 'x'.repeat(256), 'clé', 'tab\there']) {
      const error = expectError(await post('/proposals', key, {}, who), 400, 'validation_error');
      expect(error.details).toEqual([{ field: 'Idempotency-Key', message: expect.any(String) }]);
    }
    expect((await post('/proposals', 'k'.repeat(255), {}, who)).status).toBe(201);
    expect((await post('/proposals', ' !"#$%&~ printable', {}, who)).status).toBe(201);
    expect(await proposalCount(who)).toBe(2);
  });

  it('leaves POSTs without the header as they were, storing nothing', async () => {
    const who = await t.account('solo');
    expect((await post('/proposals', null, { title: 'Same' }, who)).status).toBe(201);
    expect((await post('/proposals', null, { title: 'Same' }, who)).status).toBe(201);
    expect(await proposalCount(who)).toBe(2);
    expect(await keyRows(who.accountId)).toEqual([]);
  });
});
