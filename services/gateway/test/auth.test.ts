import { Redis } from 'ioredis';
import { keyRevocationChannel, revokeApiKey } from '@proposals/domain';
import { TEST_REDIS_URL } from '@proposals/testing';
import { expectError, useTestGateway, type AccountKey } from './harness';

const t = useTestGateway();
let owner: AccountKey;

beforeAll(async () => {
  owner = await t.account('solo');
});

describe('authentication', () => {
  it.each([
    ['no headers', {}],
    ['only the key', { 'X-API-Key': 'pk_x' }],
    ['only the secret', { 'X-API-Secret': 'sk_x' }],
    ['an unknown key', { 'X-API-Key': 'pk_unknown', 'X-API-Secret': 'sk_unknown' }],
  ])('answers 401 unauthorized for %s', async (_case, headers) => {
    expectError(await t.http.get('/api/v1/proposals').set(headers), 401, 'unauthorized');
  });

  it('answers 401 for a known key with a wrong secret, also once the key is cached', async () => {
    expect((await t.http.get('/api/v1/usage').set(owner.headers)).status).toBe(200);
    const wrong = { ...owner.headers, 'X-API-Secret': `${owner.secret}x` };
    expectError(await t.http.get('/api/v1/usage').set(wrong), 401, 'unauthorized');
  });

  it('answers 401 before looking at the body or the route', async () => {
    expectError(
      await t.http.post('/api/v1/proposals').set('Content-Type', 'application/json').send('{bad'),
      401,
      'unauthorized',
    );
    expectError(await t.http.get('/api/v1/no-such-route'), 401, 'unauthorized');
  });

  it('stops accepting a revoked key at once on every gateway that cached it', async () => {
    const key = await t.account('solo');
    expect((await t.http.get('/api/v1/usage').set(key.headers)).status).toBe(200);
    await revokeApiKey(t.gateway.deps.db, key.key);
    const redis = new Redis(TEST_REDIS_URL);
    await redis.publish(keyRevocationChannel(t.redisPrefix), key.key);
    redis.disconnect();
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) {
      status = (await t.http.get('/api/v1/usage').set(key.headers)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });
});

describe('scopes', () => {
  const cases: [string, string, string, object | null][] = [
    ['proposals:read', 'get', '/api/v1/proposals', null],
    ['proposals:read', 'get', '/api/v1/usage', null],
    ['proposals:write', 'post', '/api/v1/proposals', {}],
    ['proposals:write', 'post', '/api/v1/clients', { name: 'x' }],
  ];

  it.each(cases)('requires %s for %s %s', async (scope, method, path, body) => {
    const others = (
      ['proposals:read', 'proposals:write', 'proposals:generate', 'webhooks:manage'] as const
    ).filter((s) => s !== scope);
    const limited = await t.account('solo', others);
    const request = (t.http as unknown as Record<string, (p: string) => import('supertest').Test>)[method]!(
      path,
    ).set(limited.headers);
    const error = expectError(await (body ? request.send(body) : request), 403, 'insufficient_scope');
    expect(error.message).toContain(scope);
  });

  it('lets a read-only key read and nothing more', async () => {
    const reader = await t.account('solo', ['proposals:read']);
    expect((await t.http.get('/api/v1/proposals').set(reader.headers)).status).toBe(200);
    expectError(
      await t.http.delete('/api/v1/proposals/6f1c1f3e-8d0a-4a57-9a3c-2b1f0e9d1c00').set(reader.headers),
      403,
      'insufficient_scope',
    );
  });
});

describe('request ids', () => {
  it('echoes a sane X-Request-Id and replaces an unusable one', async () => {
    const echoed = await t.http.get('/api/v1/usage').set(owner.headers).set('X-Request-Id', 'client-abc.123');
    expect(echoed.headers['x-request-id']).toBe('client-abc.123');
    expect(echoed.body.meta.requestId).toBe('client-abc.123');
    const replaced = await t.http
      .get('/api/v1/usage')
      .set(owner.headers)
      .set('X-Request-Id', 'bad id with spaces');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
