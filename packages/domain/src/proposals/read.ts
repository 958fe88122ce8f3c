import type {
  ListProposalsQuery,
  Page,
  ProposalDetail,
  ProposalSortField,
  ProposalSummary,
} from '@proposals/contracts';
import type { Db, Prisma } from '@proposals/db';
import { skipTake, toPage } from '../shared/pagination';
import { toRecord } from './record';
import { readProposal } from './repository';
import { summarySelect, toDetail, toSummary } from './mapper';

export async function getProposal(db: Db, accountId: string, id: string): Promise<ProposalDetail> {
  return toDetail(await readProposal(db, accountId, id));
}

const SORT_COLUMNS: Record<ProposalSortField, keyof Prisma.ProposalOrderByWithRelationInput> = {
  created_at: 'createdAt',
  updated_at: 'updatedAt',
  title: 'title',
  final_price: 'finalPrice',
};

/** One page of the account's proposals; archived ones only when asked for by status. Ties are broken by id, so pages are stable. */
export async function listProposals(
  db: Db,
  accountId: string,
  query: ListProposalsQuery,
): Promise<Page<ProposalSummary>> {
  const where: Prisma.ProposalWhereInput = {
    accountId,
    status: query.status ?? { not: 'archived' },
    ...(query.clientId ? { clientId: query.clientId } : {}),
  };
  const column = SORT_COLUMNS[query.sort];
  const orderBy: Prisma.ProposalOrderByWithRelationInput[] = [
    { [column]: column === 'finalPrice' ? { sort: query.order, nulls: 'last' } : query.order },
    { id: query.order },
  ];
  const [rows, total] = await Promise.all([
    db.proposal.findMany({ where, orderBy, select: summarySelect, ...skipTake(query) }),
    db.proposal.count({ where }),
  ]);
  return toPage(rows, total, query, (row) => toSummary(toRecord(row)));
}
