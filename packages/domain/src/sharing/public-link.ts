import { notFound, type RenderableProposal } from '@proposals/contracts';
import type { Db, ShareDecision } from '@proposals/db';
import { appendProposalEvent } from '../proposals/events';
import { readProposal } from '../proposals/repository';
import { stateOf } from './record';
import { isShareToken, sha256Hex } from './tokens';

/** What the client's page needs of a link: never the live proposal, only the snapshot. */
export interface OpenLink {
  id: string;
  accountId: string;
  proposalId: string;
  snapshot: RenderableProposal;
  snapshotSha256: string;
  /** The proposal's decision, made through this link or another one. */
  decision: ShareDecision | null;
  /** Whether the client may still decide here (no decision, no outcome recorded otherwise). */
  open: boolean;
}

/** Unknown, revoked and expired links are one answer, whatever the reason, so nothing is learnt from it. */
export const linkNotFound = () => notFound('Link');

/**
 * The link a token names, for its public page. A decided link stays readable (the client fetches
 * their evidence) until revoked; an undecided one until it expires.
 */
export async function openShareLink(db: Db, token: string, now = new Date()): Promise<OpenLink> {
  if (!isShareToken(token)) throw linkNotFound();
  const link = await db.shareLink.findUnique({
    where: { tokenHash: sha256Hex(token) },
    include: { proposal: { select: { outcome: true, status: true, decision: true } } },
  });
  const decision = link?.proposal.decision ?? null;
  const own = decision?.shareLinkId === link?.id ? decision : null;
  if (!link || !['active', 'accepted', 'declined'].includes(stateOf(link, own, now))) throw linkNotFound();
  return {
    id: link.id,
    accountId: link.accountId,
    proposalId: link.proposalId,
    snapshot: link.snapshot as unknown as RenderableProposal,
    snapshotSha256: link.snapshotSha256,
    decision,
    open: !decision && link.proposal.outcome === null && ['ready', 'sent'].includes(link.proposal.status),
  };
}

/**
 * A view the page itself reported (once per browser session): counts it and emits
 * `proposal.viewed`. A link that cannot be shown counts nothing, like any miss.
 */
export async function recordView(db: Db, token: string, now = new Date()): Promise<void> {
  if (!isShareToken(token)) throw linkNotFound();
  await db.$transaction(async (tx) => {
    const [viewed] = await tx.$queryRaw<
      { id: string; account_id: string; proposal_id: string; view_count: number }[]
    >`
      UPDATE share_links
         SET view_count = view_count + 1,
             first_viewed_at = COALESCE(first_viewed_at, ${now}),
             last_viewed_at = ${now}
       WHERE token_hash = ${sha256Hex(token)}
         AND revoked_at IS NULL
         AND (expires_at > ${now} OR decided_at IS NOT NULL)
   RETURNING id, account_id, proposal_id, view_count`;
    if (!viewed) throw linkNotFound();
    const proposal = await readProposal(tx, viewed.account_id, viewed.proposal_id);
    await appendProposalEvent(tx, proposal, 'ui', {
      type: 'proposal.viewed',
      shareLinkId: viewed.id,
      viewCount: viewed.view_count,
      actor: 'client',
    });
  });
}
