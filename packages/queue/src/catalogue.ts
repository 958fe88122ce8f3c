import { schemas } from '@proposals/contracts';

/** How a job is retried: BullMQ's attempts and backoff. */
export interface JobDefinition {
  queue: string;
  /** JSON Schema of the payload: ids only, the worker reads the rest from the database. */
  payload: object;
  attempts: number;
  backoff: { type: 'exponential' | 'fixed'; delay: number };
}

/** Every job of the system, as data: one queue each, consumed by one worker service. */
export const JOBS = {
  analyze: {
    queue: 'analyze',
    payload: schemas.stageJobPayload,
    attempts: 3,
    backoff: { type: 'exponential', delay: 500 },
  },
  generate: {
    queue: 'generate',
    payload: schemas.stageJobPayload,
    attempts: 3,
    backoff: { type: 'exponential', delay: 500 },
  },
  score: {
    queue: 'score',
    payload: schemas.stageJobPayload,
    attempts: 3,
    backoff: { type: 'exponential', delay: 500 },
  },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;

/** Completed jobs stay a while so that a duplicate publish finds them and is ignored (same job id). */
export const KEEP_COMPLETED = { age: 3600, count: 10_000 };
export const KEEP_FAILED = { age: 7 * 24 * 3600, count: 10_000 };

/**
 * The exporter's queue. Not fed from the job outbox: an export is asked for by a request that
 * waits for it, and a lost job is that request's 503. The job id is the render's content hash,
 * so concurrent requests for one document share one job.
 */
export const EXPORT_JOB = {
  queue: 'export',
  payload: schemas.exportJobPayload,
  attempts: 2,
  backoff: { type: 'fixed', delay: 200 },
} as const satisfies JobDefinition;
