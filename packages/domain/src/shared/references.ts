import { invalidInput, type ErrorDetail } from '@proposals/contracts';
import type { DbOrTx } from './db';

/**
 * Checks that the client and template a proposal points at are records of the same account; an
 * unknown or foreign one is a validation error of that field.
 */
export async function assertOwnedReferences(
  db: DbOrTx,
  accountId: string,
  { clientId, templateId }: { clientId?: string | null; templateId?: string | null },
): Promise<void> {
  const [client, template] = await Promise.all([
    clientId ? db.client.findFirst({ where: { id: clientId, accountId }, select: { id: true } }) : true,
    templateId ? db.template.findFirst({ where: { id: templateId, accountId }, select: { id: true } }) : true,
  ]);
  const details: ErrorDetail[] = [];
  if (!client) details.push({ field: 'clientId', message: 'does not name a client of this account' });
  if (!template) details.push({ field: 'templateId', message: 'does not name a template of this account' });
  if (details.length) throw invalidInput('request body', details);
}
