// A test database of its own with one solo account, made before a file's tests and dropped after.
import { createDbClient, type Db } from '@proposals/db';
import { createTestDatabase, type TestDatabase } from '@proposals/testing';
import { createApiKey } from '../src';

export function useAccountDb(bind: (db: Db, accountId: string) => void): void {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDbClient({ url: database.url, poolSize: 10 });
    const { accountId } = await createApiKey(db, { plan: 'solo', scopes: ['proposals:write'] });
    bind(db, accountId);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await database?.drop();
  });
}
