import { dispatcherEnv } from '@proposals/config';
import { deliveryHandlersFor } from '@proposals/domain';
import { consumeDeliveries } from '@proposals/queue';
import { runService } from '@proposals/service-kit';

void runService('dispatcher', 3105, dispatcherEnv, (config) =>
  consumeDeliveries(deliveryHandlersFor(config), {
    concurrency: config.DISPATCHER_CONCURRENCY,
    endpointConcurrency: config.DISPATCHER_ENDPOINT_CONCURRENCY,
    relayIntervalMs: config.WEBHOOK_RELAY_INTERVAL_MS,
    requeueAfterMs: config.WEBHOOK_REQUEUE_AFTER_MS,
  }),
);
