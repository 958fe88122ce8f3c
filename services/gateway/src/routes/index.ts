import { schemas } from '@proposals/contracts';
import { clients, templates } from '@proposals/domain';
import { accountResourceRoutes } from './account-resources';
import { exportRoutes } from './exports';
import { pipelineRoutes } from './pipeline';
import { proposalEventRoutes } from './proposal-events';
import { proposalRoutes } from './proposals';
import { shareLinkRoutes } from './share-links';
import { usageRoutes } from './usage';
import { webhookRoutes } from './webhooks';

/** Every endpoint under /api/v1. */
export const apiRoutes = [
  ...proposalRoutes,
  ...proposalEventRoutes,
  ...pipelineRoutes,
  ...exportRoutes,
  ...shareLinkRoutes,
  ...accountResourceRoutes({
    path: '/clients',
    noun: 'client',
    createBody: schemas.createClientBody,
    updateBody: schemas.updateClientBody,
    record: schemas.clientRecord,
    records: clients,
  }),
  ...accountResourceRoutes({
    path: '/templates',
    noun: 'template',
    createBody: schemas.createTemplateBody,
    updateBody: schemas.updateTemplateBody,
    record: schemas.templateRecord,
    records: templates,
  }),
  ...usageRoutes,
  ...webhookRoutes,
];
