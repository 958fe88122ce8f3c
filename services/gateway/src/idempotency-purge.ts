import { purgeExpiredIdempotencyKeys } from '@proposals/domain';
import type { ProcessKit } from '@proposals/service-kit';

const PURGE_EVERY_MS = 60_000;
// Small batches keep each delete short; a full batch means more are due, so another follows.
const PURGE_BATCH = 500;

/**
 * Deletes Idempotency-Key rows past 24 h now and then. Such rows already count as absent, so this
 * only bounds the table; every replica runs it, and they skip the rows another one is deleting.
 */
export function purgeIdempotencyKeys(kit: ProcessKit): void {
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      while ((await purgeExpiredIdempotencyKeys(kit.db, PURGE_BATCH)) === PURGE_BATCH);
    } catch (err) {
      kit.logger.warn('could not purge expired idempotency keys', { error: (err as Error).message });
    } finally {
      busy = false;
    }
  }, PURGE_EVERY_MS);
  timer.unref();
  kit.onStop(() => clearInterval(timer));
}
