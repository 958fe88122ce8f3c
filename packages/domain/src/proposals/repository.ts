import { AppError, notFound, type ProposalStatus } from '@proposals/contracts';
import { classifyDbError, type Prisma, type Proposal } from '@proposals/db';
import type { DbOrTx } from '../shared/db';
import { isUuid } from '../shared/ids';
import { selectProposal } from './row-sql';

/**
 * The one way to read a proposal: the account's proposal by id, or not_found (also for a
 * malformed id or another account's). With `lock`, inside a transaction, its row stays locked
 * until commit, so a change and its event see one state.
 */
export async function readProposal(
  db: DbOrTx,
  accountId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Proposal> {
  const proposal = isUuid(id) ? await selectProposal(db, accountId, id, lock) : null;
  if (!proposal) throw notFound('Proposal');
  return proposal;
}

export function invalidState(
  operation: string,
  status: string,
  allowed: readonly ProposalStatus[],
): AppError {
  return new AppError(
    'invalid_state',
    `Cannot ${operation} a proposal in status '${status}'; allowed only in ${allowed.map((s) => `'${s}'`).join(' or ')}.`,
  );
}

/**
 * Moves a proposal between states with one conditional update that returns the row: it happens
 * only if the proposal is still in one of `from`, so of two concurrent requests exactly one
 * succeeds. Only when it matches nothing is the row read, to answer not_found or invalid_state.
 */
export async function transition(
  tx: Prisma.TransactionClient,
  {
    accountId,
    id,
    from,
    operation,
    data,
    requires,
  }: {
    accountId: string;
    id: string;
    from: readonly ProposalStatus[];
    operation: string;
    data: Prisma.ProposalUpdateInput;
    /** A further condition of the same update, and the refusal when the status fits but it does not. */
    requires?: { where: Prisma.ProposalWhereInput; refusal: string };
  },
): Promise<Proposal> {
  if (!isUuid(id)) throw notFound('Proposal');
  try {
    const where = { id, accountId, status: { in: [...from] }, AND: requires ? [requires.where] : [] };
    return await tx.proposal.update({ where, data });
  } catch (err) {
    if (classifyDbError(err) !== 'not_found') throw err;
  }
  const proposal = await readProposal(tx, accountId, id);
  if (requires && from.includes(proposal.status)) throw new AppError('invalid_state', requires.refusal);
  throw invalidState(operation, proposal.status, from);
}
