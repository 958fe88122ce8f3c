import type { EventSource, EventType } from '@proposals/contracts';
import type { Prisma } from '@proposals/db';
import { appendEvent } from '../outbox/events';

interface ProposalLike {
  id: string;
  accountId: string;
  status: string;
  title: string;
}

/** The `data` every proposal event carries (DESIGN.md, webhooks), plus the event's own fields. */
export function appendProposalEvent(
  tx: Prisma.TransactionClient,
  type: EventType,
  proposal: ProposalLike,
  source: EventSource,
  extra: Record<string, unknown> = {},
): Promise<string> {
  return appendEvent(tx, {
    accountId: proposal.accountId,
    type,
    source,
    data: { proposalId: proposal.id, status: proposal.status, title: proposal.title, source, ...extra },
  });
}
