import { bodyValidator, queryValidator, schemas, type PaginationQuery } from '@proposals/contracts';
import type { AccountRecords } from '@proposals/domain';
import { defineRoute } from '../http/route';

/** List, create, get, update and delete of a plain record owned by the account (clients, templates). */
export function accountResourceRoutes<R, C, U>({
  path,
  noun,
  createBody,
  updateBody,
  record,
  records,
}: {
  path: string;
  noun: string;
  createBody: object;
  updateBody: object;
  /** The schema of one record as the API answers it. */
  record: object;
  records: AccountRecords<R, C, U>;
}) {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return [
    defineRoute<PaginationQuery>({
      method: 'get',
      path,
      scope: 'proposals:read',
      operationId: `list${Noun}s`,
      summary: `List ${noun}s`,
      response: { page: record },
      query: queryValidator(schemas.paginationQuery),
      handle: async ({ deps, principal, query }) => ({
        page: await records.list(deps.db, principal.accountId, query),
      }),
    }),
    defineRoute<undefined, C>({
      method: 'post',
      path,
      scope: 'proposals:write',
      operationId: `create${Noun}`,
      summary: `Create a ${noun}`,
      status: 201,
      response: { data: record },
      body: bodyValidator(createBody),
      handle: async ({ deps, principal, body }) => ({
        data: await records.create(deps.db, principal.accountId, body),
      }),
    }),
    defineRoute({
      method: 'get',
      path: `${path}/:id`,
      scope: 'proposals:read',
      operationId: `get${Noun}`,
      summary: `Get a ${noun}`,
      response: { data: record },
      handle: async ({ deps, principal, id }) => ({
        data: await records.get(deps.db, principal.accountId, id),
      }),
    }),
    defineRoute<undefined, U>({
      method: 'patch',
      path: `${path}/:id`,
      scope: 'proposals:write',
      operationId: `update${Noun}`,
      summary: `Update a ${noun}`,
      response: { data: record },
      body: bodyValidator(updateBody),
      handle: async ({ deps, principal, id, body }) => ({
        data: await records.update(deps.db, principal.accountId, id, body),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: `${path}/:id`,
      scope: 'proposals:write',
      operationId: `delete${Noun}`,
      summary: `Delete a ${noun}; proposals that refer to it keep their content and lose the link`,
      response: { data: schemas.deletedResponse },
      handle: async ({ deps, principal, id }) => ({
        data: await records.remove(deps.db, principal.accountId, id),
      }),
    }),
  ];
}
