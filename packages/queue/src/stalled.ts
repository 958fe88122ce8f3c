import type { StageJobPayload } from '@proposals/contracts';
import type { Logger } from '@proposals/logger';
import type { Queue } from 'bullmq';

/** A proposal in a stage's transient state for too long, and its latest job. */
export interface StalledStage extends StageJobPayload {
  jobId: string;
  requeues: number;
}

/** What a stage's use-cases give the consumer. */
export interface StageHandlers {
  /**
   * Runs the stage; does nothing when the proposal is no longer in the stage (archived, done).
   * Either way it first marks the job `jobId` taken in the outbox, so the relay leaves it alone.
   */
  run(payload: StageJobPayload, jobId: string): Promise<void>;
  /** Ends the stage as failed: the status goes back, with the failed event. A no-op when it already ended. */
  fail(payload: StageJobPayload, error: Error): Promise<void>;
  /** Proposals in the stage since before `since`, oldest first. */
  stalled(since: Date): Promise<StalledStage[]>;
  /** Marks the job unpublished and restarts the stage's clock; false when another replica did it first. */
  requeue(stage: StalledStage): Promise<boolean>;
  /** Pays the stage's one-time costs before the first job; resolves to how many samples it ran. */
  warmUp?(): Promise<number>;
}

const LIVE = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * Nothing stays transient (DESIGN §2): a stage whose job the queue no longer has (Redis lost its
 * data) is published again, up to the queue's attempts; one whose job ended without ending the
 * stage, or that was lost too often, fails with its event.
 */
export async function sweepStalled({
  handlers,
  queue,
  attempts,
  stallTimeoutMs,
  publish,
  logger,
}: {
  handlers: StageHandlers;
  queue: Queue;
  attempts: number;
  stallTimeoutMs: number;
  /** Hands the job to the queue at once; if that fails, the relay does it later. */
  publish: (stage: StalledStage) => Promise<void>;
  logger: Logger;
}): Promise<void> {
  for (const stage of await handlers.stalled(new Date(Date.now() - stallTimeoutMs))) {
    const state = await queue.getJobState(stage.jobId);
    if (LIVE.has(state)) continue;
    const { proposalId, accountId, source } = stage;
    if (state === 'unknown' && stage.requeues < attempts) {
      if (!(await handlers.requeue(stage))) continue;
      logger.warn('stage had no job; queued again', { ...stage });
      await publish(stage).catch((err: Error) =>
        logger.warn('requeued job left to the relay', { error: err.message }),
      );
      continue;
    }
    const reason = state === 'unknown' ? 'its job was lost too many times' : `its job ended as ${state}`;
    logger.warn('stage stalled; failing it', { ...stage, reason });
    await handlers.fail({ proposalId, accountId, source }, new Error(`The stage stalled: ${reason}.`));
  }
}
