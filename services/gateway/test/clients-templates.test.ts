import { schemas } from '@proposals/contracts';
import { expectEnvelope, expectError, expectSchema, useTestGateway, type AccountKey } from './harness';

const t = useTestGateway();
let owner: AccountKey;
let stranger: AccountKey;

beforeAll(async () => {
  owner = await t.account('solo');
  stranger = await t.account('solo');
});

const resources = [
  {
    path: '/api/v1/clients',
    schema: schemas.clientRecord,
    create: { name: 'Acme', email: 'ops@acme.test', company: 'Acme Inc.' },
    update: { phone: '+1 555 0100', email: null },
    invalid: { email: 'not-an-email' },
  },
  {
    path: '/api/v1/templates',
    schema: schemas.templateRecord,
    create: {
      name: 'Web build',
      sections: [{ title: 'Scope' }, { title: 'Timeline', guidance: 'Weeks' }],
      defaultRates: { Design: 12000 },
    },
    update: { description: 'Our standard', currency: 'EUR' },
    invalid: { defaultRates: { Design: -1 } },
  },
];

describe.each(resources)('$path', ({ path, schema, create, update, invalid }) => {
  it('creates, reads, lists, updates and deletes', async () => {
    const created = await t.http.post(path).set(owner.headers).send(create);
    expect(created.status).toBe(201);
    expectEnvelope(created);
    expectSchema(created.body.data, schema);
    expect(created.body.data).toMatchObject(create);
    const id = created.body.data.id;

    const read = await t.http.get(`${path}/${id}`).set(owner.headers);
    expect(read.body.data).toEqual(created.body.data);

    const listed = await t.http.get(path).set(owner.headers);
    expect(listed.body.meta).toMatchObject({ page: 1, limit: 20, total: 1, hasMore: false });
    expect(listed.body.data[0]).toEqual(created.body.data);

    const updated = await t.http.patch(`${path}/${id}`).set(owner.headers).send(update);
    expect(updated.status).toBe(200);
    expectSchema(updated.body.data, schema);
    expect(updated.body.data).toMatchObject(update);

    const deleted = await t.http.delete(`${path}/${id}`).set(owner.headers);
    expectSchema(deleted.body.data, schemas.deletedResponse);
    expect(deleted.body.data).toEqual({ id, deleted: true });
    expectError(await t.http.get(`${path}/${id}`).set(owner.headers), 404, 'not_found');
    expectError(await t.http.delete(`${path}/${id}`).set(owner.headers), 404, 'not_found');
  });

  it('refuses invalid fields and a missing name', async () => {
    expectError(
      await t.http
        .post(path)
        .set(owner.headers)
        .send({ ...create, ...invalid }),
      400,
      'validation_error',
    );
    const error = expectError(await t.http.post(path).set(owner.headers).send({}), 400, 'validation_error');
    expect(error.details).toEqual([{ field: 'name', message: 'is required' }]);
  });

  it('keeps records of one account invisible to another', async () => {
    const { body } = await t.http.post(path).set(owner.headers).send(create);
    const url = `${path}/${body.data.id}`;
    expectError(await t.http.get(url).set(stranger.headers), 404, 'not_found');
    expectError(await t.http.patch(url).set(stranger.headers).send(update), 404, 'not_found');
    expectError(await t.http.delete(url).set(stranger.headers), 404, 'not_found');
    expect((await t.http.get(path).set(stranger.headers)).body.data).toEqual([]);
    expect((await t.http.get(url).set(owner.headers)).status).toBe(200);
  });
});

it('unlinks proposals from a deleted client without losing them', async () => {
  const client = await t.http.post('/api/v1/clients').set(owner.headers).send({ name: 'Gone soon' });
  const proposal = await t.http
    .post('/api/v1/proposals')
    .set(owner.headers)
    .send({ clientId: client.body.data.id });
  await t.http.delete(`/api/v1/clients/${client.body.data.id}`).set(owner.headers);
  const after = await t.http.get(`/api/v1/proposals/${proposal.body.data.id}`).set(owner.headers);
  expect(after.body.data.clientId).toBeNull();
});
