import type {
  EventSource,
  ProposalDetail,
  ProposalStatusResponse,
  RecordOutcomeBody,
} from '@proposals/contracts';
import type { Db, Prisma } from '@proposals/db';
import { appendProposalEvent } from './events';
import { toDetail } from './mapper';
import type { ProposalRecord } from './record';
import { readProposal, transition } from './repository';

/** Who caused a change: the business (through the API) unless the client's page did (DESIGN §3 "Sharing"). */
export interface Cause {
  source: EventSource;
  actor?: 'client';
}

const API: Cause = { source: 'api' };
const actorOf = ({ actor }: Cause) => (actor ? { actor } : {});

/** ready → sent, inside the caller's transaction. */
export async function sendIn(
  tx: Prisma.TransactionClient,
  accountId: string,
  id: string,
  cause: Cause = API,
) {
  const sent = await transition(tx, {
    accountId,
    id,
    from: ['ready'],
    operation: 'send',
    data: { status: 'sent', sentAt: new Date() },
  });
  await appendProposalEvent(tx, sent, cause.source, {
    type: 'proposal.updated',
    changes: ['status'],
    ...actorOf(cause),
  });
  return sent;
}

/**
 * Sets the outcome of a ready or sent proposal inside the caller's transaction: the one code path
 * of `POST /proposals/:id/outcome` and of the client's decision, so `proposal.outcome_recorded`
 * arrives for both.
 */
export async function recordOutcomeIn(
  tx: Prisma.TransactionClient,
  accountId: string,
  id: string,
  body: RecordOutcomeBody,
  cause: Cause = API,
): Promise<ProposalRecord> {
  const recorded = await transition(tx, {
    accountId,
    id,
    from: ['ready', 'sent'],
    operation: 'record an outcome for',
    data: { outcome: body.outcome, outcomeNotes: body.outcomeNotes ?? null },
  });
  await appendProposalEvent(tx, recorded, cause.source, {
    type: 'proposal.outcome_recorded',
    outcome: body.outcome,
    ...actorOf(cause),
  });
  return recorded;
}

/** ready → sent. */
export async function sendProposal(
  db: Db,
  accountId: string,
  id: string,
  source: EventSource = 'api',
): Promise<ProposalDetail> {
  return db.$transaction(async (tx) => toDetail(await sendIn(tx, accountId, id, { source })));
}

/** Records won/lost/no_response/cancelled on a proposal that is ready or sent. */
export async function recordOutcome(
  db: Db,
  accountId: string,
  id: string,
  body: RecordOutcomeBody,
  source: EventSource = 'api',
): Promise<ProposalDetail> {
  return db.$transaction(async (tx) => toDetail(await recordOutcomeIn(tx, accountId, id, body, { source })));
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
