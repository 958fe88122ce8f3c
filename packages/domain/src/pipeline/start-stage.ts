import type { EventSource, ProposalStatusResponse, StageJobPayload } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { refusal } from '../proposals/repository';
import { isUuid } from '../shared/ids';
import { startStageRow } from './stage-sql';
import { STAGES, type StageName } from './stages';

/** The job row written with the transition, for the caller to publish once committed. */
export interface StageJob extends StageJobPayload {
  id: string;
  queue: string;
}

const NEEDS_BRIEF = 'Cannot analyze a proposal without a brief; set rawInputText first.';

/**
 * POST /proposals/:id/analyze|generate|score: one conditional update moves the proposal into the
 * stage's running state and writes its job to the outbox, in one statement. Of two concurrent
 * calls exactly one gets the job; the other learns why not.
 */
export async function startStage(
  db: Db,
  accountId: string,
  id: string,
  name: StageName,
  source: EventSource = 'api',
): Promise<{ data: ProposalStatusResponse; job: StageJob }> {
  const { from, running } = STAGES[name];
  const needsBrief = name === 'analyze';
  const job = isUuid(id)
    ? await startStageRow(db, { accountId, id, running, from, needsBrief, queue: name, source })
    : null;
  if (!job)
    throw await refusal(db, {
      accountId,
      id,
      from,
      operation: name,
      refusal: needsBrief ? NEEDS_BRIEF : undefined,
    });
  return { data: { id, status: running }, job };
}
