import { schemas } from '@proposals/contracts';
import { getUsage } from '@proposals/domain';
import { defineRoute } from '../http/route';

export const usageRoutes = [
  defineRoute({
    method: 'get',
    path: '/usage',
    scope: 'proposals:read',
    operationId: 'getUsage',
    summary: "The account's plan, this period's usage and add-on credits",
    response: { data: schemas.usageRecord },
    handle: async ({ deps, principal }) => ({ data: await getUsage(deps.db, principal.accountId) }),
  }),
];
