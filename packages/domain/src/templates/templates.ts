import type { CreateTemplateBody, TemplateRecord, UpdateTemplateBody } from '@proposals/contracts';
import type { Template } from '@proposals/db';
import { accountRecords } from '../shared/account-records';
import { iso } from '../shared/time';

/** Templates of an account: sections and default rates that generation starts from. */
export const templates = accountRecords<Template, TemplateRecord, CreateTemplateBody, UpdateTemplateBody>({
  noun: 'Template',
  delegate: (db) => db.template,
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    sections: row.sections as TemplateRecord['sections'],
    defaultRates: row.defaultRates as TemplateRecord['defaultRates'],
    currency: row.currency,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }),
});
