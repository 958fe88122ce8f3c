import type { Decision, RenderableProposal } from '@proposals/contracts';
import type { Db, Prisma } from '@proposals/db';
import { formatShareMoney, languageOf, pageLabelsFor, shareTotal, validSelections } from '@proposals/render';
import { appendProposalEvent } from '../proposals/events';
import { recordOutcomeIn, sendIn, type Cause } from '../proposals/lifecycle';
import { readProposal } from '../proposals/repository';
import { linkNotFound } from './public-link';
import { stateOf } from './record';
import { isShareToken, sha256Hex } from './tokens';

/** What the client sent from the page's forms, as text. */
export interface DecisionInput {
  decision: Decision;
  signerName?: string;
  signerEmail?: string;
  consent?: boolean;
  selections: string[];
  /** The total the page showed (cents); when it differs from the server's, nothing is decided. */
  expectedTotal?: number;
  reason?: string;
}

/** Where the request came from: kept in the evidence. */
export interface Requester {
  ip: string | null;
  userAgent: string | null;
}

export type DecisionResult =
  | { kind: 'decided' }
  /** This link decided before: a decision is final, the repeat changes and emits nothing. */
  | { kind: 'repeat' }
  /** Decided through another link, or an outcome was recorded otherwise. */
  | { kind: 'closed' }
  | { kind: 'invalid'; problem: 'missing' | 'selections' | 'total_changed' };

const CLIENT: Cause = { source: 'ui', actor: 'client' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const clean = (text: string | undefined, max: number) => text?.trim().slice(0, max) || null;

function problemOf(input: DecisionInput, snapshot: RenderableProposal, selections: string[] | null) {
  if (!selections) return 'selections';
  if (input.decision === 'declined') return null;
  if (!clean(input.signerName, 200) || !EMAIL.test(input.signerEmail?.trim() ?? '') || !input.consent)
    return 'missing';
  const total = shareTotal(snapshot, selections);
  return input.expectedTotal !== undefined && input.expectedTotal !== total ? 'total_changed' : null;
}

/** Locks the link's row for the rest of the transaction: two decisions on one link run one after the other. */
async function lockLink(tx: Prisma.TransactionClient, token: string) {
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM share_links WHERE token_hash = ${sha256Hex(token)} FOR UPDATE`;
  return row ? tx.shareLink.findUnique({ where: { id: row.id }, include: { decision: true } }) : null;
}

/**
 * The client accepts or declines on the page. Single-shot: the link's row is locked, a link that
 * decided answers `repeat`, and the proposal's row lock keeps two links from both deciding. The
 * evidence, the outcome (through the same code as `POST /proposals/:id/outcome`) and the events
 * are one transaction: there is no accepted proposal without its evidence.
 */
export async function decideShare(
  db: Db,
  token: string,
  input: DecisionInput,
  requester: Requester,
  now = new Date(),
): Promise<DecisionResult> {
  if (!isShareToken(token)) throw linkNotFound();
  return db.$transaction(async (tx): Promise<DecisionResult> => {
    const link = await lockLink(tx, token);
    if (!link || link.revokedAt) throw linkNotFound();
    if (link.decision) return { kind: 'repeat' };
    if (stateOf(link, null, now) !== 'active') throw linkNotFound();
    const proposal = await readProposal(tx, link.accountId, link.proposalId, { lock: true });
    const other = await tx.shareDecision.findUnique({ where: { proposalId: proposal.id } });
    if (other || proposal.outcome !== null || !['ready', 'sent'].includes(proposal.status))
      return { kind: 'closed' };

    const snapshot = link.snapshot as unknown as RenderableProposal;
    const selections = validSelections(snapshot, input.decision === 'accepted' ? input.selections : []);
    const problem = problemOf(input, snapshot, selections);
    if (problem) return { kind: 'invalid', problem };
    const totalPrice = shareTotal(snapshot, selections!);
    const accepted = input.decision === 'accepted';
    const consent = pageLabelsFor(languageOf(snapshot.language)).consent(
      formatShareMoney(snapshot, totalPrice),
    );
    const decision = await tx.shareDecision.create({
      data: {
        accountId: link.accountId,
        proposalId: proposal.id,
        shareLinkId: link.id,
        decision: input.decision,
        signerName: accepted ? clean(input.signerName, 200) : null,
        signerEmail: accepted ? clean(input.signerEmail, 320) : null,
        reason: accepted ? null : clean(input.reason, 2000),
        selections: selections!,
        totalPrice,
        currency: snapshot.currency,
        snapshotSha256: link.snapshotSha256,
        consentText: accepted ? consent : null,
        ip: requester.ip,
        userAgent: clean(requester.userAgent ?? undefined, 1000),
        decidedAt: now,
      },
    });
    await tx.shareLink.update({ where: { id: link.id }, data: { decidedAt: now } });

    if (accepted && proposal.status === 'ready') await sendIn(tx, proposal.accountId, proposal.id, CLIENT);
    const outcome = accepted
      ? { outcome: 'won' as const }
      : { outcome: 'lost' as const, ...(decision.reason ? { outcomeNotes: decision.reason } : {}) };
    const recorded = await recordOutcomeIn(tx, proposal.accountId, proposal.id, outcome, CLIENT);
    const shareLinkId = link.id;
    await appendProposalEvent(
      tx,
      recorded,
      'ui',
      accepted
        ? {
            type: 'proposal.accepted',
            shareLinkId,
            signerName: decision.signerName!,
            totalPrice,
            currency: snapshot.currency,
            selections: decision.selections,
            actor: 'client',
          }
        : { type: 'proposal.declined', shareLinkId, reason: decision.reason, actor: 'client' },
    );
    return { kind: 'decided' };
  });
}
