import type { EventSource, ProposalStatusResponse, StageJobPayload } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { transition } from '../proposals/repository';
import { STAGES, type StageName } from './stages';

/** The job row written with the transition, for the caller to publish once committed. */
export interface StageJob extends StageJobPayload {
  id: string;
  queue: string;
}

const NEEDS_BRIEF = {
  where: { rawInputText: { not: null } },
  refusal: 'Cannot analyze a proposal without a brief; set rawInputText first.',
};

/**
 * POST /proposals/:id/analyze|generate|score: one conditional update moves the proposal into the
 * stage's running state, and its job is written to the outbox in the same transaction. Of two
 * concurrent calls exactly one gets here; the other gets invalid_state.
 */
export async function startStage(
  db: Db,
  accountId: string,
  id: string,
  name: StageName,
  source: EventSource = 'api',
): Promise<{ data: ProposalStatusResponse; job: StageJob }> {
  const stage = STAGES[name];
  return db.$transaction(async (tx) => {
    const started = await transition(tx, {
      accountId,
      id,
      from: stage.from,
      operation: name,
      data: { status: stage.running, stageStartedAt: new Date() },
      ...(name === 'analyze' ? { requires: NEEDS_BRIEF } : {}),
    });
    const job = await tx.jobOutbox.create({
      data: { queue: name, proposalId: started.id, accountId, source },
      select: { id: true, queue: true, proposalId: true, accountId: true, source: true },
    });
    return { data: { id: started.id, status: started.status }, job };
  });
}
