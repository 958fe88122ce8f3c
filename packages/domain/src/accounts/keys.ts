import type { Db } from '@proposals/db';
import type { Plan, Scope } from '@proposals/contracts';
import { generateKey, generateSecret, hashSecret } from './credentials';
import { fromDbScope, toDbScope } from './scopes';

export interface CreatedKey {
  accountId: string;
  key: string;
  /** Shown once: only its hash is stored. */
  secret: string;
  scopes: Scope[];
  plan: Plan;
}

/**
 * Issues a key pair. Without `accountId` a new account is opened on `plan`; with one, the key
 * joins that account and `plan`, when given, becomes the account's plan.
 */
export async function createApiKey(
  db: Db,
  { accountId, plan, scopes, name }: { accountId?: string; plan?: Plan; scopes: Scope[]; name?: string },
): Promise<CreatedKey> {
  const key = generateKey();
  const secret = generateSecret();
  return db.$transaction(async (tx) => {
    const account = accountId
      ? await tx.account.update({ where: { id: accountId }, data: plan ? { plan } : {} })
      : await tx.account.create({ data: { plan: plan ?? 'free', name: name ?? null } });
    await tx.apiKey.create({
      data: {
        accountId: account.id,
        key,
        secretHash: hashSecret(secret),
        scopes: scopes.map(toDbScope),
        name: name ?? null,
      },
    });
    return { accountId: account.id, key, secret, scopes, plan: account.plan };
  });
}

export interface StoredKey {
  id: string;
  accountId: string;
  secretHash: string;
  scopes: Scope[];
}

/** The unrevoked key with this public part, or null. */
export async function findActiveKey(db: Db, key: string): Promise<StoredKey | null> {
  const row = await db.apiKey.findUnique({
    where: { key },
    select: { id: true, accountId: true, secretHash: true, scopes: true, revokedAt: true },
  });
  if (!row || row.revokedAt) return null;
  return {
    id: row.id,
    accountId: row.accountId,
    secretHash: row.secretHash,
    scopes: row.scopes.map(fromDbScope),
  };
}

/** Revokes a key; false when there is no such unrevoked key. */
export async function revokeApiKey(db: Db, key: string): Promise<boolean> {
  const { count } = await db.apiKey.updateMany({
    where: { key, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count === 1;
}

/** Records use without slowing requests: called when a key is read from the database, not on every request. */
export async function touchApiKey(db: Db, id: string): Promise<void> {
  await db.apiKey.update({ where: { id }, data: { lastUsedAt: new Date() } });
}
