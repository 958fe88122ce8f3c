import type { RenderableProposal } from '@proposals/contracts';
import stringify from 'safe-stable-stringify';
import { renderableProposal } from '../exports/renderable';
import type { ProposalRecord } from '../proposals/record';
import type { DbOrTx } from '../shared/db';
import { sha256Hex } from './tokens';

/**
 * The document a link shows, frozen: the value the PDF is rendered from, dated the day the link
 * was made. Its SHA-256 (over canonical JSON, keys sorted) is what a decision's evidence names.
 */
export async function snapshotOf(
  db: DbOrTx,
  proposal: ProposalRecord,
  now: Date,
): Promise<{ snapshot: RenderableProposal; sha256: string }> {
  const snapshot = await renderableProposal(db, proposal, now);
  return { snapshot, sha256: snapshotSha256(snapshot) };
}

export const snapshotSha256 = (snapshot: RenderableProposal): string => sha256Hex(stringify(snapshot) ?? '');
