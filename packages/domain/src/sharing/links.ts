import {
  AppError,
  invalidInput,
  notFound,
  SHARE_LINK_DEFAULT_DAYS,
  SHARE_LINK_MAX_DAYS,
  type CreateShareLinkBody,
  type Page,
  type PaginationQuery,
  type ShareLink,
} from '@proposals/contracts';
import type { Db, Prisma } from '@proposals/db';
import { appendProposalEvent } from '../proposals/events';
import { readProposal } from '../proposals/repository';
import { isUuid } from '../shared/ids';
import { skipTake, toPage } from '../shared/pagination';
import { toShareLink } from './record';
import { snapshotOf } from './snapshot';
import { newShareToken } from './tokens';

const DAY_MS = 86_400_000;

function expiryOf(body: CreateShareLinkBody, now: Date): Date {
  if (body.expiresAt === undefined) return new Date(now.getTime() + SHARE_LINK_DEFAULT_DAYS * DAY_MS);
  const at = new Date(body.expiresAt);
  if (at > now && at.getTime() <= now.getTime() + SHARE_LINK_MAX_DAYS * DAY_MS) return at;
  throw invalidInput('request body', [
    { field: 'expiresAt', message: `must be in the future and at most ${SHARE_LINK_MAX_DAYS} days ahead` },
  ]);
}

/** Revokes the recipient's earlier active links (one link per recipient), each with its event. */
async function revokeEarlier(
  tx: Prisma.TransactionClient,
  proposal: { id: string },
  email: string,
  now: Date,
) {
  const earlier = await tx.shareLink.findMany({
    where: {
      proposalId: proposal.id,
      recipientEmail: { equals: email, mode: 'insensitive' },
      revokedAt: null,
      decidedAt: null,
    },
    select: { id: true },
  });
  await tx.shareLink.updateMany({
    where: { id: { in: earlier.map((l) => l.id) } },
    data: { revokedAt: now },
  });
  return earlier.map((l) => l.id);
}

/**
 * A link for one recipient to a frozen snapshot of a ready or sent proposal with no outcome. The
 * token is returned here only; the database keeps its hash. A recipient's earlier link stops working.
 */
export async function createShareLink(
  db: Db,
  accountId: string,
  proposalId: string,
  body: CreateShareLinkBody,
  now = new Date(),
): Promise<{ link: ShareLink; token: string; snapshotSha256: string }> {
  const expiresAt = expiryOf(body, now);
  return db.$transaction(async (tx) => {
    const proposal = await readProposal(tx, accountId, proposalId, { lock: true });
    if (!['ready', 'sent'].includes(proposal.status) || proposal.outcome !== null) {
      throw new AppError(
        'invalid_state',
        `Only a ready or sent proposal with no outcome can be shared; this one is '${proposal.status}'${proposal.outcome ? ` with outcome '${proposal.outcome}'` : ''}.`,
      );
    }
    for (const shareLinkId of await revokeEarlier(tx, proposal, body.recipient.email, now))
      await appendProposalEvent(tx, proposal, 'api', { type: 'proposal.link_revoked', shareLinkId });
    const { snapshot, sha256 } = await snapshotOf(tx, proposal, now);
    const { token, hash, prefix } = newShareToken();
    const link = await tx.shareLink.create({
      data: {
        accountId,
        proposalId: proposal.id,
        tokenHash: hash,
        tokenPrefix: prefix,
        recipientName: body.recipient.name,
        recipientEmail: body.recipient.email,
        snapshot: snapshot as unknown as Prisma.InputJsonObject,
        snapshotSha256: sha256,
        expiresAt,
        createdAt: now,
      },
    });
    await appendProposalEvent(tx, proposal, 'api', { type: 'proposal.link_created', shareLinkId: link.id });
    return { link: toShareLink({ ...link, decision: null }, now), token, snapshotSha256: sha256 };
  });
}

/** The proposal's links, newest first, without tokens, with their views. */
export async function listShareLinks(
  db: Db,
  accountId: string,
  proposalId: string,
  query: PaginationQuery & { page: number; limit: number },
  now = new Date(),
): Promise<Page<ShareLink>> {
  const proposal = await readProposal(db, accountId, proposalId);
  const where = { proposalId: proposal.id, accountId };
  const [rows, total] = await Promise.all([
    db.shareLink.findMany({
      where,
      include: { decision: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...skipTake(query),
    }),
    db.shareLink.count({ where }),
  ]);
  return toPage(rows, total, query, (row) => toShareLink(row, now));
}

/** Revokes a link at once; revoking it again answers the same and records nothing. */
export async function revokeShareLink(
  db: Db,
  accountId: string,
  proposalId: string,
  linkId: string,
  now = new Date(),
): Promise<ShareLink> {
  return db.$transaction(async (tx) => {
    const proposal = await readProposal(tx, accountId, proposalId, { lock: true });
    const link = isUuid(linkId)
      ? await tx.shareLink.findFirst({
          where: { id: linkId, proposalId: proposal.id },
          include: { decision: true },
        })
      : null;
    if (!link) throw notFound('Share link');
    if (link.revokedAt) return toShareLink(link, now);
    const revoked = await tx.shareLink.update({
      where: { id: link.id },
      data: { revokedAt: now },
      include: { decision: true },
    });
    await appendProposalEvent(tx, proposal, 'api', { type: 'proposal.link_revoked', shareLinkId: link.id });
    return toShareLink(revoked, now);
  });
}
