import type { Db } from '@proposals/db';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  purgeExpiredIdempotencyKeys,
  releaseIdempotencyKey,
  requestFingerprint,
  type IdempotencyClaim,
} from '../src';
import { useAccountDb } from './account-db';

let db: Db;
let accountId: string;
useAccountDb((d, a) => {
  [db, accountId] = [d, a];
});

const fingerprint = requestFingerprint('POST', '/api/v1/proposals', { title: 'T', tags: [1, 2] });
const claim = (key: string, leaseMs = 60_000, f = fingerprint) =>
  claimIdempotencyKey(db, { accountId, key, fingerprint: f, leaseMs });
const claimed = async (key: string, leaseMs?: number): Promise<IdempotencyClaim> => {
  const outcome = await claim(key, leaseMs);
  if (outcome.kind !== 'claimed') throw new Error(`expected a claim, got ${outcome.kind}`);
  return outcome.claim;
};
const answer = { status: 201, headers: { Location: '/x' }, body: Buffer.from('{"data":{"é":1}}') };

describe('request fingerprints', () => {
  it('ignores key order and treats no body as {}', () => {
    const reordered = requestFingerprint('POST', '/api/v1/proposals', { tags: [1, 2], title: 'T' });
    expect(reordered).toEqual(fingerprint);
    expect(requestFingerprint('POST', '/p', undefined)).toEqual(requestFingerprint('POST', '/p', {}));
    expect(requestFingerprint('POST', '/p', { tags: [2, 1] }).bodyHash).not.toBe(
      requestFingerprint('POST', '/p', { tags: [1, 2] }).bodyHash,
    );
  });
});

describe('idempotency keys', () => {
  it('lets exactly one of many concurrent claims win', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => claim('race')));
    expect(outcomes.filter((o) => o.kind === 'claimed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'in_use')).toHaveLength(9);
  });

  it('replays a completed answer exactly, and refuses another request under its key', async () => {
    expect(await completeIdempotencyKey(db, await claimed('done'), answer)).toBe(true);
    expect(await claim('done')).toEqual({ kind: 'replay', response: answer });
    const other = requestFingerprint('POST', '/api/v1/clients', { title: 'T', tags: [1, 2] });
    expect(await claim('done', 60_000, other)).toEqual({ kind: 'mismatch' });
  });

  it('frees a released key at once', async () => {
    await releaseIdempotencyKey(db, await claimed('released'));
    expect((await claim('released')).kind).toBe('claimed');
  });

  it('hands an expired lease to one new holder; the old one can no longer settle it', async () => {
    const stale = await claimed('lease', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const takers = await Promise.all(Array.from({ length: 5 }, () => claim('lease')));
    expect(takers.filter((o) => o.kind === 'claimed')).toHaveLength(1);
    expect(await completeIdempotencyKey(db, stale, answer)).toBe(false);
    await releaseIdempotencyKey(db, stale);
    expect((await claim('lease')).kind).toBe('in_use');
  });

  it('purges rows past 24 h in batches, and only those', async () => {
    for (const key of ['old-1', 'old-2', 'old-3'])
      await completeIdempotencyKey(db, await claimed(key), answer);
    await db.idempotencyKey.updateMany({
      where: { key: { startsWith: 'old-' } },
      data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    expect(await purgeExpiredIdempotencyKeys(db, 2)).toBe(2);
    expect(await purgeExpiredIdempotencyKeys(db, 2)).toBe(1);
    expect(await purgeExpiredIdempotencyKeys(db, 2)).toBe(0);
    expect(await db.idempotencyKey.count({ where: { key: 'done' } })).toBe(1);
  });
});
