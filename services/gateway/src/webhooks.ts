import type { UrlRules } from '@proposals/domain';
import { openDeliveryQueue } from '@proposals/queue';
import type { ProcessKit } from '@proposals/service-kit';
import { createSender, systemResolve, urlPolicyOf, type Resolve, type Send } from '@proposals/webhooks';
import type { GatewayConfig } from './config';

export interface GatewayWebhooks {
  rules: UrlRules;
  /** Sends test.ping under the same policy as the dispatcher. */
  send: Send;
  /** The dispatcher's queue, for a manual retry to go at once. */
  deliveries: ReturnType<typeof openDeliveryQueue>;
}

/** The gateway's share of webhooks; `resolve` replaces DNS in tests. */
export function gatewayWebhooks(
  kit: ProcessKit,
  config: GatewayConfig,
  resolve: Resolve = systemResolve,
): GatewayWebhooks {
  const policy = urlPolicyOf(config);
  const sender = createSender({ policy, resolve });
  const deliveries = openDeliveryQueue(
    kit.redisConnection('command', 'gateway:deliveries'),
    config.REDIS_PREFIX,
  );
  deliveries.on('error', (err) => kit.logger.warn('delivery queue error', { error: err.message }));
  kit.onStop(async () => {
    await sender.close();
    await deliveries.close();
  });
  return { rules: { policy, resolve }, send: sender.send, deliveries };
}
