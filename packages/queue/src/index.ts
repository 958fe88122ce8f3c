export { JOBS, type JobName, type JobDefinition } from './catalogue';
export {
  openQueues,
  closeQueues,
  addToQueues,
  publishAfterCommit,
  type OutboxJob,
  type Queues,
} from './publish';
export { relayJobs } from './relay';
export { oldestWaitMs } from './backlog';
export { consumeStage, type ConsumerOptions } from './consume-stage';
export type { StageHandlers, StalledStage } from './stalled';
export { consumeDeliveries, type DeliveryConsumerOptions } from './consume-deliveries';
export type { DeliveryHandlers } from './delivery-handlers';
export { DELIVERY_JOB, openDeliveryQueue, enqueueDeliveries, type DueDelivery } from './delivery-queue';
export { EXPORT_JOB } from './catalogue';
export { openExportQueue, requestExport, exportJobId, type ExportQueue } from './export-queue';
export { consumeExports, type ExportHandler } from './consume-exports';
