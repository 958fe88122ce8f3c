import type { EventSource, ProposalEvent, ProposalStatus } from '@proposals/contracts';
import type { Prisma } from '@proposals/db';
import { appendEvent } from '../outbox/events';

interface ProposalLike {
  id: string;
  accountId: string;
  status: ProposalStatus;
  title: string;
}

/** The `data` every proposal event carries (DESIGN.md, webhooks), plus the event's own fields. */
export function appendProposalEvent(
  tx: Prisma.TransactionClient,
  proposal: ProposalLike,
  source: EventSource,
  { type, ...extra }: ProposalEvent,
): Promise<string> {
  const data = { proposalId: proposal.id, status: proposal.status, title: proposal.title, source, ...extra };
  return appendEvent(tx, { accountId: proposal.accountId, type, source, data });
}
