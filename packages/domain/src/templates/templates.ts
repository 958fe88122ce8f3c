import {
  notFound,
  type CreateTemplateBody,
  type Page,
  type PaginationQuery,
  type TemplateRecord,
  type UpdateTemplateBody,
} from '@proposals/contracts';
import type { Db, Prisma, Template } from '@proposals/db';
import { isUuid } from '../shared/ids';
import { skipTake, toPage } from '../shared/pagination';
import { iso } from '../shared/time';

function toRecord(row: Template): TemplateRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sections: row.sections as TemplateRecord['sections'],
    defaultRates: row.defaultRates as TemplateRecord['defaultRates'],
    currency: row.currency,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

type TemplateFields = Prisma.TemplateUpdateManyMutationInput;
const toFields = (body: UpdateTemplateBody): TemplateFields => body as TemplateFields;
const scoped = (accountId: string, id: string) => (isUuid(id) ? { id, accountId } : null);

export async function createTemplate(db: Db, accountId: string, body: CreateTemplateBody): Promise<TemplateRecord> {
  return toRecord(await db.template.create({ data: { ...(toFields(body) as Prisma.TemplateCreateWithoutAccountInput), accountId } }));
}

export async function getTemplate(db: Db, accountId: string, id: string): Promise<TemplateRecord> {
  const where = scoped(accountId, id);
  const row = where && (await db.template.findFirst({ where }));
  if (!row) throw notFound('Template');
  return toRecord(row);
}

export async function listTemplates(db: Db, accountId: string, query: PaginationQuery): Promise<Page<TemplateRecord>> {
  const page = { page: query.page, limit: query.limit };
  const [rows, total] = await Promise.all([
    db.template.findMany({ where: { accountId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(page) }),
    db.template.count({ where: { accountId } }),
  ]);
  return toPage(rows, total, page, toRecord);
}

export async function updateTemplate(db: Db, accountId: string, id: string, body: UpdateTemplateBody): Promise<TemplateRecord> {
  const where = scoped(accountId, id);
  const { count } = where ? await db.template.updateMany({ where, data: toFields(body) }) : { count: 0 };
  if (count === 0) throw notFound('Template');
  return getTemplate(db, accountId, id);
}

/** Deletes the template; proposals based on it keep their content and lose the link. */
export async function deleteTemplate(db: Db, accountId: string, id: string): Promise<{ id: string; deleted: true }> {
  const where = scoped(accountId, id);
  const { count } = where ? await db.template.deleteMany({ where }) : { count: 0 };
  if (count === 0) throw notFound('Template');
  return { id, deleted: true };
}
