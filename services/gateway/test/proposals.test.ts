import { schemas } from '@proposals/contracts';
import { expectEnvelope, expectError, expectSchema, useTestGateway, type AccountKey } from './harness';

const t = useTestGateway();
let owner: AccountKey;

beforeAll(async () => {
  owner = await t.account('solo');
});

const create = (body: object = {}, who = owner) =>
  t.http.post('/api/v1/proposals').set(who.headers).send(body);
const setStatus = (id: string, status: 'ready' | 'sent' | 'analyzing') =>
  t.gateway.deps.db.proposal.update({ where: { id }, data: { status } });
const eventsOf = (accountId: string, proposalId: string) =>
  t.gateway.deps.db.event
    .findMany({ where: { accountId }, orderBy: { createdAt: 'asc' } })
    .then((events) => events.filter((e) => (e.data as { proposalId?: string }).proposalId === proposalId));

describe('POST /proposals', () => {
  it('creates a draft with the defaults and exactly the summary fields', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expectEnvelope(res);
    expectSchema(res.body.data, schemas.proposalSummary);
    expect(res.body.data).toMatchObject({
      title: 'Untitled Proposal',
      status: 'draft',
      clientId: null,
      pricingModel: null,
      finalPrice: null,
      rawInputMethod: 'paste',
    });
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'id',
        'title',
        'status',
        'clientId',
        'pricingModel',
        'finalPrice',
        'rawInputMethod',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
  });

  it('records proposal.created in the outbox with the proposal', async () => {
    const res = await create({ title: 'Outbox', rawInputText: 'brief' });
    const events = await eventsOf(owner.accountId, res.body.data.id);
    expect(events.map((e) => e.type)).toEqual(['proposal.created']);
    expect(events[0]!.id).toMatch(/^evt_[0-9a-f-]{36}$/);
    expect(events[0]!.data).toEqual({
      proposalId: res.body.data.id,
      status: 'draft',
      title: 'Outbox',
      source: 'api',
    });
    expect(events[0]!.publishedAt).toBeNull();
  });

  it('accepts every documented field', async () => {
    const client = await t.http.post('/api/v1/clients').set(owner.headers).send({ name: 'Acme' });
    const template = await t.http.post('/api/v1/templates').set(owner.headers).send({ name: 'Web' });
    const res = await create({
      title: 'Full',
      rawInputText: 'We need a website.',
      rawInputMethod: 'url',
      rawInputUrl: 'https://example.com/brief',
      clientId: client.body.data.id,
      templateId: template.body.data.id,
    });
    expect(res.status).toBe(201);
    const detail = await t.http.get(`/api/v1/proposals/${res.body.data.id}`).set(owner.headers);
    expect(detail.body.data).toMatchObject({
      rawInputText: 'We need a website.',
      rawInputMethod: 'url',
      rawInputUrl: 'https://example.com/brief',
      clientId: client.body.data.id,
      templateId: template.body.data.id,
    });
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 42 }, 'title'],
    [{ rawInputMethod: 'fax' }, 'rawInputMethod'],
    [{ clientId: 'not-a-uuid' }, 'clientId'],
    [{ status: 'ready' }, 'status'],
    [{ finalPrice: 100 }, 'finalPrice'],
  ])('refuses %j with a validation error naming the field', async (body, field) => {
    const error = expectError(await create(body), 400, 'validation_error');
    expect(error.details?.map((d) => d.field)).toContain(field);
  });

  it('refuses a client or template of another account as a validation error', async () => {
    const stranger = await t.account('solo');
    const foreignClient = await t.http.post('/api/v1/clients').set(stranger.headers).send({ name: 'Theirs' });
    const error = expectError(
      await create({ clientId: foreignClient.body.data.id }),
      400,
      'validation_error',
    );
    expect(error.details).toEqual([{ field: 'clientId', message: 'does not name a client of this account' }]);
  });

  it('answers 413 for a brief over 100,000 characters and for a body over 1 MiB', async () => {
    expectError(await create({ rawInputText: 'x'.repeat(100_001) }), 413, 'payload_too_large');
    expect((await create({ rawInputText: 'x'.repeat(100_000) })).status).toBe(201);
    expectError(await create({ title: 't', notes: 'y'.repeat(1024 * 1024) }), 413, 'payload_too_large');
  });

  it('refuses NUL characters, which PostgreSQL text cannot hold, as a validation error', async () => {
    const post = (path: string, raw: string) => t.http.post(path).set(owner.headers).type('json').send(raw);
    const cases: [string, string, string][] = [
      ['/api/v1/proposals', '{"title":"a\\u0000b"}', 'title'],
      ['/api/v1/clients', '{"name":"x","notes":"\\u0000"}', 'notes'],
      ['/api/v1/templates', '{"name":"x","sections":[{"title":"\\u0000"}]}', 'sections[0].title'],
      ['/api/v1/templates', '{"name":"x","defaultRates":{"a\\u0000":1}}', 'defaultRates.a\u0000'],
    ];
    for (const [path, raw, field] of cases) {
      const error = expectError(await post(path, raw), 400, 'validation_error');
      expect(error.details?.[0]?.field).toBe(field);
    }
  });

  it('answers invalid_json, unsupported_media_type and a body that is not an object', async () => {
    const post = () => t.http.post('/api/v1/proposals').set(owner.headers);
    expectError(await post().set('Content-Type', 'application/json').send('{"title":'), 400, 'invalid_json');
    expectError(
      await post().set('Content-Type', 'text/plain').send('title=x'),
      415,
      'unsupported_media_type',
    );
    expectError(await post().set('Content-Type', 'application/json').send('[1,2]'), 400, 'validation_error');
  });
});

describe('GET /proposals/:id', () => {
  it('returns every field of the detail form, stage fields null until their stage runs', async () => {
    const { body } = await create({ title: 'Detail', rawInputText: 'brief' });
    const res = await t.http.get(`/api/v1/proposals/${body.data.id}`).set(owner.headers);
    expect(res.status).toBe(200);
    expectEnvelope(res);
    expectSchema(res.body.data, schemas.proposalDetail);
    expect(res.body.data).toMatchObject({
      id: body.data.id,
      rawInputText: 'brief',
      currency: 'USD',
      generatedProposalMarkdown: null,
      pricingBreakdown: null,
      proposalScore: null,
      scoreBreakdown: null,
      proposedStartDate: null,
      analysisSummary: { hasResult: false },
      scopeSummary: { hasResult: false },
      outcome: null,
    });
  });

  it('answers not_found for an unknown id, a malformed id and another account’s id', async () => {
    const stranger = await t.account('solo');
    const theirs = await create({ title: 'Theirs' }, stranger);
    for (const id of ['6f1c1f3e-8d0a-4a57-9a3c-2b1f0e9d1c00', 'nope', '1', theirs.body.data.id]) {
      expectError(await t.http.get(`/api/v1/proposals/${id}`).set(owner.headers), 404, 'not_found');
    }
  });
});

describe('PATCH /proposals/:id', () => {
  it('updates a draft, returns the detail form and records proposal.updated', async () => {
    const { body } = await create({ title: 'Before' });
    const res = await t.http
      .patch(`/api/v1/proposals/${body.data.id}`)
      .set(owner.headers)
      .send({ title: 'After', pricingModel: 'fixed', finalPrice: 1_250_000 });
    expect(res.status).toBe(200);
    expectSchema(res.body.data, schemas.proposalDetail);
    expect(res.body.data).toMatchObject({
      title: 'After',
      pricingModel: 'fixed',
      finalPrice: 1_250_000,
      status: 'draft',
    });
    const events = await eventsOf(owner.accountId, body.data.id);
    expect(events.map((e) => e.type)).toEqual(['proposal.created', 'proposal.updated']);
  });

  it('writes nothing for a PATCH that changes nothing', async () => {
    const { body } = await create({ title: 'Same' });
    const res = await t.http
      .patch(`/api/v1/proposals/${body.data.id}`)
      .set(owner.headers)
      .send({ title: 'Same' });
    expect(res.status).toBe(200);
    expect(res.body.data.updatedAt).toBe(body.data.updatedAt);
    expect((await eventsOf(owner.accountId, body.data.id)).map((e) => e.type)).toEqual(['proposal.created']);
  });

  it('records proposal.outcome_recorded when an outcome is set', async () => {
    const { body } = await create({ title: 'Outcome' });
    await t.http
      .patch(`/api/v1/proposals/${body.data.id}`)
      .set(owner.headers)
      .send({ outcome: 'lost', outcomeNotes: 'price' });
    const types = (await eventsOf(owner.accountId, body.data.id)).map((e) => e.type);
    expect(types).toEqual(['proposal.created', 'proposal.updated', 'proposal.outcome_recorded']);
  });

  it('is allowed in ready (with editedProposalMarkdown) and refused in other states', async () => {
    const { body } = await create({ title: 'States' });
    const patch = (payload: object) =>
      t.http.patch(`/api/v1/proposals/${body.data.id}`).set(owner.headers).send(payload);
    expectError(await patch({ editedProposalMarkdown: '# Edited' }), 409, 'invalid_state');
    await setStatus(body.data.id, 'ready');
    const edited = await patch({ editedProposalMarkdown: '# Edited' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.editedProposalMarkdown).toBe('# Edited');
    for (const status of ['sent', 'analyzing'] as const) {
      await setStatus(body.data.id, status);
      expectError(await patch({ title: 'No' }), 409, 'invalid_state');
    }
  });

  it('clears nullable fields with null and refuses unknown fields', async () => {
    const { body } = await create({ title: 'Nulls' });
    const url = `/api/v1/proposals/${body.data.id}`;
    await t.http.patch(url).set(owner.headers).send({ finalPrice: 500 });
    const cleared = await t.http.patch(url).set(owner.headers).send({ finalPrice: null });
    expect(cleared.body.data.finalPrice).toBeNull();
    const error = expectError(
      await t.http.patch(url).set(owner.headers).send({ status: 'ready' }),
      400,
      'validation_error',
    );
    expect(error.details).toEqual([{ field: 'status', message: 'is not a known field' }]);
  });
});

describe('DELETE, send and outcome', () => {
  it('archives from any state, answers the same when archived again, and hides it from the list', async () => {
    const { body } = await create({ title: 'Archive me' });
    const url = `/api/v1/proposals/${body.data.id}`;
    const first = await t.http.delete(url).set(owner.headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ id: body.data.id, status: 'archived' });
    const again = await t.http.delete(url).set(owner.headers);
    expect(again.body.data).toEqual({ id: body.data.id, status: 'archived' });
    const listed = await t.http.get('/api/v1/proposals?limit=50').set(owner.headers);
    expect(listed.body.data.map((p: { id: string }) => p.id)).not.toContain(body.data.id);
    const archived = await t.http.get('/api/v1/proposals?status=archived&limit=50').set(owner.headers);
    expect(archived.body.data.map((p: { id: string }) => p.id)).toContain(body.data.id);
    expect((await eventsOf(owner.accountId, body.data.id)).map((e) => e.type)).toEqual([
      'proposal.created',
      'proposal.updated',
    ]);
  });

  it('sends only a ready proposal, then records an outcome', async () => {
    const { body } = await create({ title: 'Send' });
    const url = `/api/v1/proposals/${body.data.id}`;
    expectError(await t.http.post(`${url}/send`).set(owner.headers), 409, 'invalid_state');
    expectError(
      await t.http.post(`${url}/outcome`).set(owner.headers).send({ outcome: 'won' }),
      409,
      'invalid_state',
    );
    await setStatus(body.data.id, 'ready');
    const sent = await t.http.post(`${url}/send`).set(owner.headers);
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('sent');
    expectError(await t.http.post(`${url}/send`).set(owner.headers), 409, 'invalid_state');
    const outcome = await t.http
      .post(`${url}/outcome`)
      .set(owner.headers)
      .send({ outcome: 'won', outcomeNotes: 'Signed' });
    expect(outcome.status).toBe(200);
    expect(outcome.body.data).toMatchObject({ status: 'sent', outcome: 'won', outcomeNotes: 'Signed' });
    expectError(
      await t.http.post(`${url}/outcome`).set(owner.headers).send({ outcome: 'maybe' }),
      400,
      'validation_error',
    );
    const types = (await eventsOf(owner.accountId, body.data.id)).map((e) => e.type);
    expect(types).toEqual(['proposal.created', 'proposal.updated', 'proposal.outcome_recorded']);
  });

  it('lets exactly one of two concurrent sends win', async () => {
    const { body } = await create({ title: 'Race' });
    await setStatus(body.data.id, 'ready');
    const results = await Promise.all(
      [1, 2, 3].map(() => t.http.post(`/api/v1/proposals/${body.data.id}/send`).set(owner.headers)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('keeps every operation on another account’s proposal a not_found', async () => {
    const stranger = await t.account('solo');
    const { body } = await create({ title: 'Mine' });
    const url = `/api/v1/proposals/${body.data.id}`;
    const h = stranger.headers;
    expectError(await t.http.patch(url).set(h).send({ title: 'x' }), 404, 'not_found');
    expectError(await t.http.delete(url).set(h), 404, 'not_found');
    expectError(await t.http.post(`${url}/send`).set(h), 404, 'not_found');
    expectError(await t.http.post(`${url}/outcome`).set(h).send({ outcome: 'won' }), 404, 'not_found');
    const list = await t.http.get('/api/v1/proposals').set(h);
    expect(list.body.data).toEqual([]);
    const mine = await t.http.get(url).set(owner.headers);
    expect(mine.body.data).toMatchObject({ title: 'Mine', status: 'draft' });
  });
});

describe('routing', () => {
  it('answers 404, never 500, for a path with a broken percent-escape', async () => {
    expectError(await t.http.get('/api/v1/proposals/%E0%A4%A').set(owner.headers), 404, 'not_found');
    expectError(await t.http.put('/api/v1/proposals/%E0%A4%A').set(owner.headers), 404, 'not_found');
    expectError(await t.http.get('/api/v1/%ZZ').set(owner.headers), 404, 'not_found');
  });

  it('answers 405 with Allow for a known path and 404 for an unknown one', async () => {
    const res = await t.http.put('/api/v1/proposals').set(owner.headers).send({});
    expectError(res, 405, 'method_not_allowed');
    expect(res.headers.allow).toBe('GET, POST, HEAD');
    expectError(await t.http.get('/api/v1/nothing-here').set(owner.headers), 404, 'not_found');
    expectError(await t.http.get('/elsewhere'), 404, 'not_found');
  });
});

describe('bodies on action endpoints', () => {
  it('treats an empty body with Content-Length: 0 as no body', async () => {
    const { body } = await create({ title: 'Empty body' });
    const res = await t.http
      .post(`/api/v1/proposals/${body.data.id}/send`)
      .set(owner.headers)
      .set('Content-Length', '0');
    expectError(res, 409, 'invalid_state');
  });
});
