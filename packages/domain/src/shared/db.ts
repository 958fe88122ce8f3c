import type { Db, Prisma } from '@proposals/db';

/** A client or an open transaction: repositories work inside either. */
export type DbOrTx = Db | Prisma.TransactionClient;
