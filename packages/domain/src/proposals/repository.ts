import { AppError, notFound, type ProposalStatus } from '@proposals/contracts';
import { classifyDbError, type Prisma } from '@proposals/db';
import type { DbOrTx } from '../shared/db';
import { isUuid } from '../shared/ids';
import { toRecord, type ProposalRecord } from './record';
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
): Promise<ProposalRecord> {
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
  }: {
    accountId: string;
    id: string;
    from: readonly ProposalStatus[];
    operation: string;
    data: Prisma.ProposalUpdateInput;
  },
): Promise<ProposalRecord> {
  if (!isUuid(id)) throw notFound('Proposal');
  try {
    return toRecord(await tx.proposal.update({ where: { id, accountId, status: { in: [...from] } }, data }));
  } catch (err) {
    if (classifyDbError(err) !== 'not_found') throw err;
  }
  throw await refusal(tx, { accountId, id, from, operation });
}

/**
 * Why a conditional transition matched nothing, read after the fact: not_found, or the state
 * that does not allow it (`refusal` when the state fits but the further condition did not).
 */
export async function refusal(
  db: DbOrTx,
  {
    accountId,
    id,
    from,
    operation,
    refusal,
  }: { accountId: string; id: string; from: readonly ProposalStatus[]; operation: string; refusal?: string },
): Promise<AppError> {
  const proposal = await readProposal(db, accountId, id);
  if (refusal && from.includes(proposal.status)) return new AppError('invalid_state', refusal);
  return invalidState(operation, proposal.status, from);
}
