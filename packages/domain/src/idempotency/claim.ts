import type { Db } from '@proposals/db';
import type { RequestFingerprint } from './fingerprint';

/** DESIGN.md section 3: an answer is replayed for 24 h; an older row counts as absent. */
export const KEPT_FOR = `interval '24 hours'`;

/** The right to run a request under a key; only its holder may complete or release the row. */
export interface IdempotencyClaim {
  accountId: string;
  key: string;
  token: string;
}

/** An answer as it was sent: status, the replayable headers and the body's exact bytes. */
export interface KeptResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export type ClaimOutcome =
  | { kind: 'claimed'; claim: IdempotencyClaim }
  | { kind: 'replay'; response: KeptResponse }
  | { kind: 'mismatch' }
  | { kind: 'in_use' };

// One statement decides the winner: the insert, or the takeover of a row whose lease ran out (its
// gateway died mid-request) or that is past 24 h. The conflicting row is locked while the WHERE is
// checked, so of concurrent takers exactly one gets a row back.
const CLAIM = `
  INSERT INTO idempotency_keys AS k (account_id, key, method, path, body_hash, token, lease_expires_at)
  VALUES ($1::uuid, $2, $3, $4, $5, gen_random_uuid(), now() + $6::integer * interval '1 millisecond')
  ON CONFLICT (account_id, key) DO UPDATE SET
    method = excluded.method, path = excluded.path, body_hash = excluded.body_hash,
    token = excluded.token, state = 'running', lease_expires_at = excluded.lease_expires_at,
    response_status = NULL, response_headers = NULL, response_body = NULL, created_at = now()
  WHERE (k.state = 'running' AND k.lease_expires_at <= now()) OR k.created_at <= now() - ${KEPT_FOR}
  RETURNING token`;

const READ = `
  SELECT state::text AS state, method, path, body_hash AS "bodyHash", response_status AS status,
    response_headers AS headers, response_body AS body
  FROM idempotency_keys
  WHERE account_id = $1::uuid AND key = $2 AND created_at > now() - ${KEPT_FOR}`;

interface KeyRow extends RequestFingerprint, KeptResponse {
  state: 'running' | 'completed';
}

// The row seen by a losing claim can vanish before it is read (its request failed with a 5xx and
// released it); the key is then free and the claim is tried again. Twice is plenty in practice.
const ATTEMPTS = 3;

/**
 * Claims `key` for a request with `fingerprint`, or says what to answer instead: the kept
 * response, a mismatch (the key was used for another request) or in use (the first still runs).
 */
export async function claimIdempotencyKey(
  db: Db,
  args: { accountId: string; key: string; fingerprint: RequestFingerprint; leaseMs: number },
): Promise<ClaimOutcome> {
  const { accountId, key, fingerprint: f, leaseMs } = args;
  for (let attempt = 1; ; attempt++) {
    const claimed = await db.$pool.query<{ token: string }>({
      name: 'idempotency-claim',
      text: CLAIM,
      values: [accountId, key, f.method, f.path, f.bodyHash, leaseMs],
    });
    if (claimed.rows[0]) return { kind: 'claimed', claim: { accountId, key, token: claimed.rows[0].token } };
    const { rows } = await db.$pool.query<KeyRow>({
      name: 'idempotency-read',
      text: READ,
      values: [accountId, key],
    });
    const row = rows[0];
    if (!row) {
      if (attempt < ATTEMPTS) continue;
      return { kind: 'in_use' };
    }
    // A key reused for another request is the client's mistake, whether or not the first still runs.
    if (!sameRequest(row, f)) return { kind: 'mismatch' };
    if (row.state === 'running') return { kind: 'in_use' };
    return { kind: 'replay', response: { status: row.status, headers: row.headers, body: row.body } };
  }
}

const sameRequest = (row: RequestFingerprint, f: RequestFingerprint) =>
  row.method === f.method && row.path === f.path && row.bodyHash === f.bodyHash;
