import { bodyValidator, queryValidator, schemas, type Page, type PaginationQuery } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { defineRoute } from '../http/route';

interface ResourceUseCases<R, C, U> {
  list(db: Db, accountId: string, query: PaginationQuery): Promise<Page<R>>;
  create(db: Db, accountId: string, body: C): Promise<R>;
  get(db: Db, accountId: string, id: string): Promise<R>;
  update(db: Db, accountId: string, id: string, body: U): Promise<R>;
  remove(db: Db, accountId: string, id: string): Promise<{ id: string; deleted: true }>;
}

/** List, create, get, update and delete of a plain record owned by the account (clients, templates). */
export function accountResourceRoutes<R, C, U>({
  path,
  noun,
  createBody,
  updateBody,
  useCases,
}: {
  path: string;
  noun: string;
  createBody: object;
  updateBody: object;
  useCases: ResourceUseCases<R, C, U>;
}) {
  return [
    defineRoute<PaginationQuery>({
      method: 'get',
      path,
      scope: 'proposals:read',
      summary: `List ${noun}s`,
      query: queryValidator(schemas.paginationQuery),
      handle: async ({ deps, principal, query }) => ({ page: await useCases.list(deps.db, principal.accountId, query) }),
    }),
    defineRoute<undefined, C>({
      method: 'post',
      path,
      scope: 'proposals:write',
      summary: `Create a ${noun}`,
      status: 201,
      body: bodyValidator(createBody),
      handle: async ({ deps, principal, body }) => ({ data: await useCases.create(deps.db, principal.accountId, body) }),
    }),
    defineRoute({
      method: 'get',
      path: `${path}/:id`,
      scope: 'proposals:read',
      summary: `Get a ${noun}`,
      handle: async ({ deps, principal, id }) => ({ data: await useCases.get(deps.db, principal.accountId, id) }),
    }),
    defineRoute<undefined, U>({
      method: 'patch',
      path: `${path}/:id`,
      scope: 'proposals:write',
      summary: `Update a ${noun}`,
      body: bodyValidator(updateBody),
      handle: async ({ deps, principal, id, body }) => ({ data: await useCases.update(deps.db, principal.accountId, id, body) }),
    }),
    defineRoute({
      method: 'delete',
      path: `${path}/:id`,
      scope: 'proposals:write',
      summary: `Delete a ${noun}; proposals that refer to it keep their content and lose the link`,
      handle: async ({ deps, principal, id }) => ({ data: await useCases.remove(deps.db, principal.accountId, id) }),
    }),
  ];
}
