import type { ClientRecord, CreateClientBody, UpdateClientBody } from '@proposals/contracts';
import type { Client } from '@proposals/db';
import { accountRecords } from '../shared/account-records';
import { iso } from '../shared/time';

/** Clients of an account. Deleting one keeps its proposals, which lose the link. */
export const clients = accountRecords<Client, ClientRecord, CreateClientBody, UpdateClientBody>({
  noun: 'Client',
  delegate: (db) => db.client,
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    notes: row.notes,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }),
});
