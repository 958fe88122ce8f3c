import {
  bodyValidator,
  queryValidator,
  schemas,
  type CreateWebhookBody,
  type ListWebhookEventsQuery,
  type PaginationQuery,
  type UpdateWebhookBody,
} from '@proposals/contracts';
import {
  createWebhookEndpoint,
  listWebhookEvents,
  pingWebhookEndpoint,
  retryWebhookEvent,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  webhookEndpoints,
} from '@proposals/domain';
import { enqueueDeliveries } from '@proposals/queue';
import { defineRoute } from '../http/route';

const scope = 'webhooks:manage';

/** The event log's routes come first: `/webhooks/events` is not an endpoint id. */
const eventLogRoutes = [
  defineRoute<ListWebhookEventsQuery>({
    method: 'get',
    path: '/webhooks/events',
    scope,
    operationId: 'listWebhookEvents',
    summary: 'Query the delivery log, newest first',
    response: { page: schemas.webhookEventRecord },
    query: queryValidator(schemas.listWebhookEventsQuery),
    handle: async ({ deps, principal, query }) => ({
      page: await listWebhookEvents(deps.db, principal.accountId, query),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/webhooks/events/:id/retry',
    scope,
    operationId: 'retryWebhookEvent',
    summary: 'Deliver a failed or delivered event once more, now',
    status: 202,
    response: { data: schemas.webhookEventRecord },
    errors: ['invalid_state'],
    handle: async ({ deps, principal, id }) => {
      const data = await retryWebhookEvent(deps.db, principal.accountId, id);
      // Pending in the database already: if Redis is away, the dispatcher's sweep queues it.
      await enqueueDeliveries(deps.webhooks.deliveries, [data]).catch((err: Error) =>
        deps.logger.warn('retry left to the sweep', { deliveryId: data.id, error: err.message }),
      );
      return { data };
    },
  }),
];

const endpointRoutes = [
  defineRoute<PaginationQuery>({
    method: 'get',
    path: '/webhooks',
    scope,
    operationId: 'listWebhookEndpoints',
    summary: 'List webhook endpoints (without secrets)',
    response: { page: schemas.webhookEndpoint },
    query: queryValidator(schemas.paginationQuery),
    handle: async ({ deps, principal, query }) => ({
      page: await webhookEndpoints.list(deps.db, principal.accountId, query),
    }),
  }),
  defineRoute<undefined, CreateWebhookBody>({
    method: 'post',
    path: '/webhooks',
    scope,
    operationId: 'createWebhookEndpoint',
    summary: 'Register a webhook endpoint; the answer is the only one with its secret',
    status: 201,
    response: { data: schemas.createdWebhookEndpoint },
    body: bodyValidator(schemas.createWebhookBody),
    handle: async ({ deps, principal, body }) => ({
      data: await createWebhookEndpoint(deps.db, principal.accountId, body, deps.webhooks.rules),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/webhooks/:id',
    scope,
    operationId: 'getWebhookEndpoint',
    summary: 'Get a webhook endpoint (without its secret)',
    response: { data: schemas.webhookEndpoint },
    handle: async ({ deps, principal, id }) => ({
      data: await webhookEndpoints.get(deps.db, principal.accountId, id),
    }),
  }),
  defineRoute<undefined, UpdateWebhookBody>({
    method: 'patch',
    path: '/webhooks/:id',
    scope,
    operationId: 'updateWebhookEndpoint',
    summary: 'Update a webhook endpoint; isActive: true re-enables it and resets failureCount',
    response: { data: schemas.webhookEndpoint },
    body: bodyValidator(schemas.updateWebhookBody),
    handle: async ({ deps, principal, id, body }) => ({
      data: await updateWebhookEndpoint(deps.db, principal.accountId, id, body, deps.webhooks.rules),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/webhooks/:id',
    scope,
    operationId: 'deleteWebhookEndpoint',
    summary: 'Delete a webhook endpoint and its delivery records',
    response: { data: schemas.deletedResponse },
    handle: async ({ deps, principal, id }) => ({
      data: await webhookEndpoints.remove(deps.db, principal.accountId, id),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/webhooks/:id/test',
    scope,
    operationId: 'testWebhookEndpoint',
    summary: 'Send a signed test.ping now and report how the receiver answered',
    response: { data: schemas.webhookTestResult },
    handle: async ({ deps, principal, id }) => ({
      data: await pingWebhookEndpoint(deps.db, principal.accountId, id, deps.webhooks.send),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/webhooks/:id/rotate-secret',
    scope,
    operationId: 'rotateWebhookSecret',
    summary: 'Replace the secret; the old one keeps signing beside it for the overlap',
    response: { data: schemas.rotatedSecret },
    handle: async ({ deps, principal, id }) => ({
      data: await rotateWebhookSecret(
        deps.db,
        principal.accountId,
        id,
        deps.config.WEBHOOK_SECRET_OVERLAP_MS,
      ),
    }),
  }),
];

/** Endpoint management and the event log (spec "Webhook endpoints", DESIGN §3 "Webhooks"). */
export const webhookRoutes = [...eventLogRoutes, ...endpointRoutes];
