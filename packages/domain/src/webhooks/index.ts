export {
  webhookEndpoints,
  createWebhookEndpoint,
  updateWebhookEndpoint,
  rotateWebhookSecret,
  type UrlRules,
} from './endpoints';
export { listWebhookEvents, retryWebhookEvent } from './event-log';
export { pingWebhookEndpoint } from './test-ping';
export {
  deliveryHandlers,
  type DeliveryHandlers,
  type DeliveryOptions,
  type AttemptReport,
} from './delivery-handlers';
export { parseDelays, DISABLE_AFTER_FAILURES } from './schedule';
export { deliveryHandlersFor, type DispatcherConfig } from './handlers-for';
