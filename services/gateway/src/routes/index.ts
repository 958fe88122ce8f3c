import { schemas } from '@proposals/contracts';
import {
  createClient,
  createTemplate,
  deleteClient,
  deleteTemplate,
  getClient,
  getTemplate,
  listClients,
  listTemplates,
  updateClient,
  updateTemplate,
} from '@proposals/domain';
import { accountResourceRoutes } from './account-resources';
import { proposalRoutes } from './proposals';
import { usageRoutes } from './usage';

/** Every endpoint under /api/v1. */
export const apiRoutes = [
  ...proposalRoutes,
  ...accountResourceRoutes({
    path: '/clients',
    noun: 'client',
    createBody: schemas.createClientBody,
    updateBody: schemas.updateClientBody,
    useCases: { list: listClients, create: createClient, get: getClient, update: updateClient, remove: deleteClient },
  }),
  ...accountResourceRoutes({
    path: '/templates',
    noun: 'template',
    createBody: schemas.createTemplateBody,
    updateBody: schemas.updateTemplateBody,
    useCases: { list: listTemplates, create: createTemplate, get: getTemplate, update: updateTemplate, remove: deleteTemplate },
  }),
  ...usageRoutes,
];
