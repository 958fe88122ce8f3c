import { notFound, type ClientRecord, type CreateClientBody, type Page, type PaginationQuery, type UpdateClientBody } from '@proposals/contracts';
import type { Client, Db } from '@proposals/db';
import { isUuid } from '../shared/ids';
import { skipTake, toPage } from '../shared/pagination';
import { iso } from '../shared/time';

function toRecord(row: Client): ClientRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    notes: row.notes,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const scoped = (accountId: string, id: string) => (isUuid(id) ? { id, accountId } : null);

export async function createClient(db: Db, accountId: string, body: CreateClientBody): Promise<ClientRecord> {
  return toRecord(await db.client.create({ data: { ...body, accountId } }));
}

export async function getClient(db: Db, accountId: string, id: string): Promise<ClientRecord> {
  const where = scoped(accountId, id);
  const row = where && (await db.client.findFirst({ where }));
  if (!row) throw notFound('Client');
  return toRecord(row);
}

export async function listClients(db: Db, accountId: string, query: PaginationQuery): Promise<Page<ClientRecord>> {
  const page = { page: query.page, limit: query.limit };
  const [rows, total] = await Promise.all([
    db.client.findMany({ where: { accountId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(page) }),
    db.client.count({ where: { accountId } }),
  ]);
  return toPage(rows, total, page, toRecord);
}

export async function updateClient(db: Db, accountId: string, id: string, body: UpdateClientBody): Promise<ClientRecord> {
  const where = scoped(accountId, id);
  const { count } = where ? await db.client.updateMany({ where, data: body }) : { count: 0 };
  if (count === 0) throw notFound('Client');
  return getClient(db, accountId, id);
}

/** Deletes the client; its proposals stay and lose the link. */
export async function deleteClient(db: Db, accountId: string, id: string): Promise<{ id: string; deleted: true }> {
  const where = scoped(accountId, id);
  const { count } = where ? await db.client.deleteMany({ where }) : { count: 0 };
  if (count === 0) throw notFound('Client');
  return { id, deleted: true };
}
