import type { ConfigOf, dispatcherEnv } from '@proposals/config';
import type { Db } from '@proposals/db';
import { createSender, systemResolve, urlPolicyOf, type Resolve } from '@proposals/webhooks';
import { deliveryHandlers } from './delivery-handlers';
import { parseDelays } from './schedule';

export type DispatcherConfig = ConfigOf<typeof dispatcherEnv>;

/**
 * The dispatcher's handlers over a process's database, with one sender (its connection pool)
 * closed at stop. `resolve` replaces DNS in tests.
 */
export function deliveryHandlersFor(config: DispatcherConfig, resolve: Resolve = systemResolve) {
  return ({ db, onStop }: { db: Db; onStop(close: () => Promise<unknown>): void }) => {
    const sender = createSender({ policy: urlPolicyOf(config), resolve });
    onStop(() => sender.close());
    return deliveryHandlers(db, {
      send: sender.send,
      retryDelaysMs: parseDelays(config.WEBHOOK_RETRY_DELAYS_MS),
      ttlMs: config.EVENT_TTL_MS,
    });
  };
}
