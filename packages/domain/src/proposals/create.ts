import type { CreateProposalBody, EventSource, ProposalSummary } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { assertOwnedReferences } from '../shared/references';
import { consumeProposalQuota } from '../usage/quota';
import { appendProposalEvent } from './events';
import { toSummary } from './mapper';
import { toRecord } from './record';

const DEFAULT_TITLE = 'Untitled Proposal';

/**
 * Creates a draft, counts it against the quota and records proposal.created, all or nothing.
 * The quota is counted last: its counter row is locked until commit and serializes an account's
 * creations, so the lock is taken when everything else of the transaction is already done.
 */
export async function createProposal(
  db: Db,
  accountId: string,
  body: CreateProposalBody,
  source: EventSource = 'api',
): Promise<ProposalSummary> {
  return db.$transaction(async (tx) => {
    await assertOwnedReferences(tx, accountId, body);
    const proposal = await tx.proposal.create({
      data: {
        accountId,
        title: body.title ?? DEFAULT_TITLE,
        rawInputText: body.rawInputText ?? null,
        rawInputMethod: body.rawInputMethod ?? 'paste',
        rawInputUrl: body.rawInputUrl ?? null,
        clientId: body.clientId ?? null,
        templateId: body.templateId ?? null,
      },
    });
    await appendProposalEvent(tx, proposal, source, { type: 'proposal.created' });
    await consumeProposalQuota(tx, accountId, proposal.createdAt);
    return toSummary(toRecord(proposal));
  });
}
