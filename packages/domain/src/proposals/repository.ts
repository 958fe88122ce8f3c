import { AppError, notFound, type ProposalStatus } from '@proposals/contracts';
import type { Db, Prisma, Proposal } from '@proposals/db';
import type { DbOrTx } from '../shared/db';
import { isUuid } from '../shared/ids';
import { selectProposal } from './row-sql';

/**
 * The read behind GET /proposals/:id, the API's hottest path: one raw statement on the pool,
 * which costs a third of the Prisma query (bench/gateway). Writes and transactions use Prisma.
 */
export async function readProposal(db: Db, accountId: string, id: string): Promise<Proposal> {
  const proposal = isUuid(id) ? await selectProposal(db.$pool, accountId, id) : null;
  if (!proposal) throw notFound('Proposal');
  return proposal;
}

export async function getProposalOrThrow(db: DbOrTx, accountId: string, id: string): Promise<Proposal> {
  const proposal = isUuid(id) ? await db.proposal.findFirst({ where: { id, accountId } }) : null;
  if (!proposal) throw notFound('Proposal');
  return proposal;
}

/** Reads the proposal and locks its row until the transaction ends, so a change and its event see one state. */
export async function lockProposal(
  tx: Prisma.TransactionClient,
  accountId: string,
  id: string,
): Promise<Proposal> {
  if (!isUuid(id)) throw notFound('Proposal');
  await tx.$queryRaw`SELECT 1 FROM proposals WHERE id = ${id}::uuid AND account_id = ${accountId}::uuid FOR UPDATE`;
  return getProposalOrThrow(tx, accountId, id);
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
): Promise<Proposal> {
  if (!isUuid(id)) throw notFound('Proposal');
  try {
    return await tx.proposal.update({ where: { id, accountId, status: { in: [...from] } }, data });
  } catch (err) {
    if ((err as { code?: string }).code !== 'P2025') throw err;
  }
  const proposal = await getProposalOrThrow(tx, accountId, id);
  throw invalidState(operation, proposal.status, from);
}
