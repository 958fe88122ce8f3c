import type { Db } from '@proposals/db';
import type { Scope } from '@proposals/contracts';
import { secretMatches } from './credentials';
import { findActiveKey, touchApiKey, type StoredKey } from './keys';

/** Who is calling: the account every query is confined to, and what the key may do. */
export interface Principal {
  accountId: string;
  keyId: string;
  scopes: readonly Scope[];
}

export interface KeyVerifier {
  /** The principal of a valid pair, or null for an unknown, revoked or mismatched one. */
  verify(key: string, secret: string): Promise<Principal | null>;
  /** Forgets a key at once, e.g. when it is revoked elsewhere. */
  evict(key: string): void;
}

/**
 * Verifies key pairs, keeping a verified key for `ttlMs` so that the hot path needs no database
 * read. The secret is checked against the stored hash on every request, cached or not; only
 * known, unrevoked keys are cached, and `evict` drops a revoked one before its time is up.
 */
export function createKeyVerifier(
  db: Db,
  { ttlMs, maxEntries = 10_000 }: { ttlMs: number; maxEntries?: number },
): KeyVerifier {
  const cache = new Map<string, { stored: StoredKey; expiresAt: number }>();

  async function load(key: string): Promise<StoredKey | null> {
    const hit = cache.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.stored;
    const stored = await findActiveKey(db, key);
    if (!stored) {
      cache.delete(key);
      return null;
    }
    if (ttlMs > 0) {
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
      cache.set(key, { stored, expiresAt: Date.now() + ttlMs });
    }
    touchApiKey(db, stored.id).catch(() => undefined);
    return stored;
  }

  return {
    async verify(key, secret) {
      const stored = await load(key);
      if (!stored || !secretMatches(secret, stored.secretHash)) return null;
      return { accountId: stored.accountId, keyId: stored.id, scopes: stored.scopes };
    },
    evict: (key) => void cache.delete(key),
  };
}
