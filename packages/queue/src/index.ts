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
export { consumeStage, type ConsumerOptions } from './consume-stage';
export type { StageHandlers, StalledStage } from './stalled';
