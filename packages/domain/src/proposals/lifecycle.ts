import type {
  EventSource,
  ProposalDetail,
  ProposalStatusResponse,
  RecordOutcomeBody,
} from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { appendProposalEvent } from './events';
import { toDetail } from './mapper';
import { readProposal, transition } from './repository';

/** ready → sent. */
export async function sendProposal(
  db: Db,
  accountId: string,
  id: string,
  source: EventSource = 'api',
): Promise<ProposalDetail> {
  return db.$transaction(async (tx) => {
    const sent = await transition(tx, {
      accountId,
      id,
      from: ['ready'],
      operation: 'send',
      data: { status: 'sent', sentAt: new Date() },
    });
    await appendProposalEvent(tx, sent, source, {
      type: 'proposal.updated',
      changes: ['status'],
    });
    return toDetail(sent);
  });
}

/** Records won/lost/no_response/cancelled on a proposal that is ready or sent. */
export async function recordOutcome(
  db: Db,
  accountId: string,
  id: string,
  body: RecordOutcomeBody,
  source: EventSource = 'api',
): Promise<ProposalDetail> {
  return db.$transaction(async (tx) => {
    const recorded = await transition(tx, {
      accountId,
      id,
      from: ['ready', 'sent'],
      operation: 'record an outcome for',
      data: { outcome: body.outcome, outcomeNotes: body.outcomeNotes ?? null },
    });
    await appendProposalEvent(tx, recorded, source, {
      type: 'proposal.outcome_recorded',
      outcome: body.outcome,
    });
    return toDetail(recorded);
  });
}

/**
 * Soft-deletes from any state. Archiving an archived proposal answers the same and records
 * nothing. A stage still running finds the proposal archived and leaves it so.
 */
export async function archiveProposal(
  db: Db,
  accountId: string,
  id: string,
  source: EventSource = 'api',
): Promise<ProposalStatusResponse> {
  return db.$transaction(async (tx) => {
    const current = await readProposal(tx, accountId, id, { lock: true });
    if (current.status === 'archived') return { id: current.id, status: current.status };
    // The row is locked: its status cannot change under us, so no condition is needed.
    const archived = await tx.proposal.update({
      where: { id: current.id },
      data: { status: 'archived', archivedAt: new Date() },
    });
    await appendProposalEvent(tx, archived, source, {
      type: 'proposal.updated',
      changes: ['status'],
    });
    return { id: archived.id, status: archived.status };
  });
}
