import type { EventSource } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import type { Stage } from './stages';

export interface StalledStage {
  jobId: string;
  proposalId: string;
  accountId: string;
  source: EventSource;
  requeues: number;
}

const SWEEP_BATCH = 100;

/** Proposals in the stage's running state since before `since`, each with its latest job. */
export function stalledStages(db: Db, stage: Stage, since: Date): Promise<StalledStage[]> {
  return db.$queryRaw<StalledStage[]>`
    SELECT DISTINCT ON (p.id) j.id AS "jobId", p.id AS "proposalId", p.account_id AS "accountId",
      j.source::text AS source, j.requeues
    FROM proposals p JOIN job_outbox j ON j.proposal_id = p.id AND j.queue = ${stage.name}
    WHERE p.status = ${stage.running}::proposal_status AND p.stage_started_at < ${since}
    ORDER BY p.id, j.created_at DESC
    LIMIT ${SWEEP_BATCH}`;
}

/**
 * Hands the job to the relay again and restarts the stage's clock, in one statement conditional
 * on the requeue count seen, so that of several sweeping replicas one does it.
 */
export async function requeueStage(db: Db, stage: Stage, stalled: StalledStage): Promise<boolean> {
  const updated = await db.$executeRaw`
    WITH job AS (
      UPDATE job_outbox SET requeues = requeues + 1, published_at = NULL
      WHERE id = ${stalled.jobId}::uuid AND requeues = ${stalled.requeues}
      RETURNING proposal_id)
    UPDATE proposals SET stage_started_at = now()
    WHERE id IN (SELECT proposal_id FROM job) AND status = ${stage.running}::proposal_status`;
  return updated > 0;
}
