import type { Db } from '@proposals/db';
import { KEPT_FOR, type IdempotencyClaim, type KeptResponse } from './claim';

// Both statements match the claim's token: a request whose lease ran out and whose key was taken
// over must not overwrite or delete the new holder's row.

/** Keeps the answer for replays; false when the claim was lost meanwhile. */
export async function completeIdempotencyKey(
  db: Db,
  claim: IdempotencyClaim,
  response: KeptResponse,
): Promise<boolean> {
  const { rowCount } = await db.$pool.query({
    name: 'idempotency-complete',
    text: `UPDATE idempotency_keys SET state = 'completed', lease_expires_at = NULL,
             response_status = $4, response_headers = $5::jsonb, response_body = $6
           WHERE account_id = $1::uuid AND key = $2 AND token = $3::uuid AND state = 'running'`,
    values: [
      claim.accountId,
      claim.key,
      claim.token,
      response.status,
      JSON.stringify(response.headers),
      response.body,
    ],
  });
  return rowCount === 1;
}

/** Frees the key without keeping an answer (a 5xx): the client may retry with it at once. */
export async function releaseIdempotencyKey(db: Db, claim: IdempotencyClaim): Promise<void> {
  await db.$pool.query({
    name: 'idempotency-release',
    text: `DELETE FROM idempotency_keys
           WHERE account_id = $1::uuid AND key = $2 AND token = $3::uuid AND state = 'running'`,
    values: [claim.accountId, claim.key, claim.token],
  });
}

/**
 * Deletes up to `batch` rows past 24 h; returns how many. Rows locked by another purger (another
 * replica) are skipped, so concurrent purges never wait on each other.
 */
export async function purgeExpiredIdempotencyKeys(db: Db, batch: number): Promise<number> {
  const { rowCount } = await db.$pool.query({
    name: 'idempotency-purge',
    text: `DELETE FROM idempotency_keys WHERE (account_id, key) IN (
             SELECT account_id, key FROM idempotency_keys WHERE created_at <= now() - ${KEPT_FOR}
             ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)`,
    values: [batch],
  });
  return rowCount ?? 0;
}
