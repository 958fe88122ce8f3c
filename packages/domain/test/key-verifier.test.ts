import { createDbClient, type Db } from '@proposals/db';
import { createTestDatabase, type TestDatabase } from '@proposals/testing';
import { createApiKey, createKeyVerifier, revokeApiKey } from '../src';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDbClient({ url: database.url, poolSize: 2 });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const newKey = () => createApiKey(db, { plan: 'solo', scopes: ['proposals:read', 'webhooks:manage'] });

describe('key verification', () => {
  it('verifies a valid pair to its account and scopes', async () => {
    const created = await newKey();
    const principal = await createKeyVerifier(db, { ttlMs: 60_000 }).verify(created.key, created.secret);
    expect(principal).toEqual({
      accountId: created.accountId,
      keyId: expect.any(String),
      scopes: ['proposals:read', 'webhooks:manage'],
    });
  });

  it('refuses a wrong secret, also once the key is cached', async () => {
    const created = await newKey();
    const verifier = createKeyVerifier(db, { ttlMs: 60_000 });
    expect(await verifier.verify(created.key, 'sk_wrong')).toBeNull();
    expect(await verifier.verify(created.key, created.secret)).not.toBeNull();
    expect(await verifier.verify(created.key, 'sk_wrong')).toBeNull();
    expect(await verifier.verify(created.key, `${created.secret}x`)).toBeNull();
  });

  it('refuses an unknown key', async () => {
    const { secret } = await newKey();
    expect(await createKeyVerifier(db, { ttlMs: 60_000 }).verify('pk_unknown', secret)).toBeNull();
  });

  it('refuses a revoked key once it is evicted from the cache', async () => {
    const created = await newKey();
    const verifier = createKeyVerifier(db, { ttlMs: 60_000 });
    expect(await verifier.verify(created.key, created.secret)).not.toBeNull();
    expect(await revokeApiKey(db, created.key)).toBe(true);
    verifier.evict(created.key);
    expect(await verifier.verify(created.key, created.secret)).toBeNull();
  });

  it('refuses a revoked key at once when nothing is cached (ttlMs 0)', async () => {
    const created = await newKey();
    const verifier = createKeyVerifier(db, { ttlMs: 0 });
    expect(await verifier.verify(created.key, created.secret)).not.toBeNull();
    await revokeApiKey(db, created.key);
    expect(await verifier.verify(created.key, created.secret)).toBeNull();
  });
});

describe('createApiKey', () => {
  it('stores only the sha256 hex hash of the secret', async () => {
    const created = await newKey();
    const row = await db.apiKey.findUniqueOrThrow({ where: { key: created.key } });
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.secretHash).not.toBe(created.secret);
    expect(JSON.stringify(row)).not.toContain(created.secret);
  });

  it("adds a key to an existing account and switches that account's plan", async () => {
    const first = await createApiKey(db, { plan: 'free', scopes: ['proposals:read'] });
    const second = await createApiKey(db, {
      accountId: first.accountId,
      plan: 'team',
      scopes: ['proposals:write'],
    });
    expect(second).toMatchObject({ accountId: first.accountId, plan: 'team', scopes: ['proposals:write'] });
    expect(await db.account.findUniqueOrThrow({ where: { id: first.accountId } })).toMatchObject({
      plan: 'team',
    });
    expect(await db.apiKey.count({ where: { accountId: first.accountId } })).toBe(2);
    const principal = await createKeyVerifier(db, { ttlMs: 0 }).verify(second.key, second.secret);
    expect(principal?.accountId).toBe(first.accountId);
  });
});
