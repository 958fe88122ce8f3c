import type { AcceptanceRecord, ShareLink, ShareLinkState } from '@proposals/contracts';
import type { ShareDecision as DecisionRow, ShareLink as LinkRow } from '@proposals/db';
import { iso, isoOrNull } from '../shared/time';

/** A link's state at `now`: revocation wins, then the decision, then expiry. */
export function stateOf(
  link: Pick<LinkRow, 'revokedAt' | 'expiresAt'>,
  decision: Pick<DecisionRow, 'decision'> | null,
  now: Date,
): ShareLinkState {
  if (link.revokedAt) return 'revoked';
  if (decision) return decision.decision as 'accepted' | 'declined';
  return link.expiresAt <= now ? 'expired' : 'active';
}

export function toShareLink(link: LinkRow & { decision: DecisionRow | null }, now: Date): ShareLink {
  return {
    id: link.id,
    tokenPrefix: link.tokenPrefix,
    recipient: { name: link.recipientName, email: link.recipientEmail },
    state: stateOf(link, link.decision, now),
    expiresAt: iso(link.expiresAt),
    viewCount: link.viewCount,
    firstViewedAt: isoOrNull(link.firstViewedAt),
    lastViewedAt: isoOrNull(link.lastViewedAt),
    decidedAt: isoOrNull(link.decidedAt),
    createdAt: iso(link.createdAt),
  };
}

export function toAcceptanceRecord(row: DecisionRow): AcceptanceRecord {
  return {
    decision: row.decision as AcceptanceRecord['decision'],
    shareLinkId: row.shareLinkId,
    signerName: row.signerName,
    signerEmail: row.signerEmail,
    reason: row.reason,
    selections: row.selections,
    // BIGINT: validated as a safe integer on its way in (the snapshot's amounts are).
    totalPrice: Number(row.totalPrice),
    currency: row.currency,
    snapshotSha256: row.snapshotSha256,
    consentText: row.consentText,
    ip: row.ip,
    userAgent: row.userAgent,
    decidedAt: iso(row.decidedAt),
  };
}
