import {
  AppError,
  type EventSource,
  type ProposalDetail,
  type ProposalStatus,
  type UpdateProposalBody,
} from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { assertOwnedReferences } from '../shared/references';
import { appendProposalEvent } from './events';
import { toDetail } from './mapper';
import { toRecord, type ProposalRecord } from './record';
import { invalidState, readProposal } from './repository';

const EDITABLE_IN: readonly ProposalStatus[] = ['draft', 'ready'];

/** The fields of `body` whose value differs from the stored one. */
function changedFields(current: ProposalRecord, body: UpdateProposalBody): Partial<UpdateProposalBody> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value !== undefined && current[field as keyof ProposalRecord] !== value) changes[field] = value;
  }
  return changes as Partial<UpdateProposalBody>;
}

/**
 * Applies a PATCH in draft or ready. Records proposal.updated when anything changed, and
 * proposal.outcome_recorded when an outcome is set. A PATCH that changes nothing writes nothing.
 */
export async function updateProposal(
  db: Db,
  accountId: string,
  id: string,
  body: UpdateProposalBody,
  source: EventSource = 'api',
): Promise<ProposalDetail> {
  return db.$transaction(async (tx) => {
    const current = await readProposal(tx, accountId, id, { lock: true });
    if (!EDITABLE_IN.includes(current.status)) throw invalidState('update', current.status, EDITABLE_IN);
    if (body.editedProposalMarkdown !== undefined && current.status !== 'ready') {
      throw new AppError(
        'invalid_state',
        `editedProposalMarkdown can be set only once the proposal is 'ready'; it is '${current.status}'.`,
      );
    }
    const changes = changedFields(current, body);
    if (Object.keys(changes).length === 0) return toDetail(current);
    await assertOwnedReferences(tx, accountId, { clientId: changes.clientId });
    const updated = toRecord(await tx.proposal.update({ where: { id: current.id }, data: changes }));
    await appendProposalEvent(tx, updated, source, {
      type: 'proposal.updated',
      changes: Object.keys(changes),
    });
    if (changes.outcome !== undefined) {
      await appendProposalEvent(tx, updated, source, {
        type: 'proposal.outcome_recorded',
        outcome: changes.outcome,
      });
    }
    return toDetail(updated);
  });
}
