import { bodyValidator, queryValidator, schemas, type PaginationQuery } from '@proposals/contracts';
import type { AccountRecords } from '@proposals/domain';
import { defineRoute } from '../http/route';

/** List, create, get, update and delete of a plain record owned by the account (clients, templates). */
export function accountResourceRoutes<R, C, U>({
  path,
  noun,
  createBody,
  updateBody,
  records,
}: {
  path: string;
  noun: string;
  createBody: object;
  updateBody: object;
  records: AccountRecords<R, C, U>;
}) {
  return [
    defineRoute<PaginationQuery>({
      method: 'get',
      path,
      scope: 'proposals:read',
      summary: `List ${noun}s`,
      query: queryValidator(schemas.paginationQuery),
      handle: async ({ deps, principal, query }) => ({
        page: await records.list(deps.db, principal.accountId, query),
      }),
    }),
    defineRoute<undefined, C>({
      method: 'post',
      path,
      scope: 'proposals:write',
      summary: `Create a ${noun}`,
      status: 201,
      body: bodyValidator(createBody),
      handle: async ({ deps, principal, body }) => ({
        data: await records.create(deps.db, principal.accountId, body),
      }),
    }),
    defineRoute({
      method: 'get',
      path: `${path}/:id`,
      scope: 'proposals:read',
      summary: `Get a ${noun}`,
      handle: async ({ deps, principal, id }) => ({
        data: await records.get(deps.db, principal.accountId, id),
      }),
    }),
    defineRoute<undefined, U>({
      method: 'patch',
      path: `${path}/:id`,
      scope: 'proposals:write',
      summary: `Update a ${noun}`,
      body: bodyValidator(updateBody),
      handle: async ({ deps, principal, id, body }) => ({
        data: await records.update(deps.db, principal.accountId, id, body),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: `${path}/:id`,
      scope: 'proposals:write',
      summary: `Delete a ${noun}; proposals that refer to it keep their content and lose the link`,
      handle: async ({ deps, principal, id }) => ({
        data: await records.remove(deps.db, principal.accountId, id),
      }),
    }),
  ];
}
