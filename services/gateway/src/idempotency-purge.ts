import { purgeExpiredIdempotencyKeys } from '@proposals/domain';
import { every, type ProcessKit } from '@proposals/service-kit';

const PURGE_EVERY_MS = 60_000;
// Small batches keep each delete short; a full batch means more are due, so another follows.
const PURGE_BATCH = 500;

/**
 * Deletes Idempotency-Key rows past 24 h now and then. Such rows already count as absent, so this
 * only bounds the table; every replica runs it, and they skip the rows another one is deleting.
 */
export function purgeIdempotencyKeys(kit: ProcessKit): void {
  const purge = async () => {
    while ((await purgeExpiredIdempotencyKeys(kit.db, PURGE_BATCH)) === PURGE_BATCH);
  };
  const loop = every(PURGE_EVERY_MS, purge, kit.logger, 'idempotency key purge');
  kit.onStop(() => loop.stop());
}
