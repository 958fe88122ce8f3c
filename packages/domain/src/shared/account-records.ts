import { notFound, type Page, type PaginationQuery } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { isUuid } from './ids';
import { skipTake, toPage } from './pagination';

type Where = { id: string; accountId: string } | { accountId: string };

/** The part of a Prisma model delegate that plain account-owned records need. */
interface RecordDelegate<Row> {
  create(args: { data: object }): Promise<Row>;
  findFirst(args: { where: Where }): Promise<Row | null>;
  findMany(args: { where: Where; orderBy: object[]; skip: number; take: number }): Promise<Row[]>;
  count(args: { where: Where }): Promise<number>;
  updateMany(args: { where: Where; data: object }): Promise<{ count: number }>;
  deleteMany(args: { where: Where }): Promise<{ count: number }>;
}

export interface AccountRecords<R, C, U> {
  create(db: Db, accountId: string, body: C): Promise<R>;
  get(db: Db, accountId: string, id: string): Promise<R>;
  list(db: Db, accountId: string, query: PaginationQuery): Promise<Page<R>>;
  update(db: Db, accountId: string, id: string, body: U): Promise<R>;
  remove(db: Db, accountId: string, id: string): Promise<{ id: string; deleted: true }>;
}

/**
 * Create, get, list (newest first), update and delete for a plain record owned by an account
 * (clients, templates). Another account's id, like a malformed or unknown one, is not_found.
 */
export function accountRecords<Row, R, C extends object, U extends object>({
  noun,
  delegate,
  toRecord,
}: {
  noun: string;
  delegate: (db: Db) => unknown;
  toRecord: (row: Row) => R;
}): AccountRecords<R, C, U> {
  const table = (db: Db) => delegate(db) as RecordDelegate<Row>;
  const scoped = (accountId: string, id: string) => (isUuid(id) ? { id, accountId } : null);

  const get = async (db: Db, accountId: string, id: string) => {
    const where = scoped(accountId, id);
    const row = where && (await table(db).findFirst({ where }));
    if (!row) throw notFound(noun);
    return toRecord(row);
  };

  return {
    get,
    create: async (db, accountId, body) => toRecord(await table(db).create({ data: { ...body, accountId } })),
    list: async (db, accountId, { page, limit }) => {
      const request = { page, limit };
      const [rows, total] = await Promise.all([
        table(db).findMany({
          where: { accountId },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...skipTake(request),
        }),
        table(db).count({ where: { accountId } }),
      ]);
      return toPage(rows, total, request, toRecord);
    },
    update: async (db, accountId, id, body) => {
      const where = scoped(accountId, id);
      const { count } = where ? await table(db).updateMany({ where, data: body }) : { count: 0 };
      if (count === 0) throw notFound(noun);
      return get(db, accountId, id);
    },
    remove: async (db, accountId, id) => {
      const where = scoped(accountId, id);
      const { count } = where ? await table(db).deleteMany({ where }) : { count: 0 };
      if (count === 0) throw notFound(noun);
      return { id, deleted: true };
    },
  };
}
