import {
  bodyValidator,
  queryValidator,
  schemas,
  type CreateProposalBody,
  type ListProposalsQuery,
  type RecordOutcomeBody,
  type UpdateProposalBody,
} from '@proposals/contracts';
import {
  archiveProposal,
  createProposal,
  getProposal,
  listProposals,
  recordOutcome,
  sendProposal,
  updateProposal,
} from '@proposals/domain';
import { defineRoute } from '../http/route';

export const proposalRoutes = [
  defineRoute<ListProposalsQuery>({
    method: 'get',
    path: '/proposals',
    scope: 'proposals:read',
    operationId: 'listProposals',
    summary: 'List proposals (archived only when asked for by status)',
    response: { page: schemas.proposalSummary },
    query: queryValidator(schemas.listProposalsQuery),
    handle: async ({ deps, principal, query }) => ({
      page: await listProposals(deps.db, principal.accountId, query),
    }),
  }),
  defineRoute<undefined, CreateProposalBody>({
    method: 'post',
    path: '/proposals',
    scope: 'proposals:write',
    operationId: 'createProposal',
    summary: 'Create a draft proposal',
    status: 201,
    response: { data: schemas.proposalSummary },
    errors: ['quota_exceeded'],
    body: bodyValidator(schemas.createProposalBody),
    handle: async ({ deps, principal, body }) => ({
      data: await createProposal(deps.db, principal.accountId, body),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/proposals/:id',
    scope: 'proposals:read',
    operationId: 'getProposal',
    summary: 'Get a proposal',
    response: { data: schemas.proposalDetail },
    handle: async ({ deps, principal, id }) => ({
      data: await getProposal(deps.db, principal.accountId, id),
    }),
  }),
  defineRoute<undefined, UpdateProposalBody>({
    method: 'patch',
    path: '/proposals/:id',
    scope: 'proposals:write',
    operationId: 'updateProposal',
    summary: 'Update a proposal in draft or ready',
    response: { data: schemas.proposalDetail },
    errors: ['invalid_state'],
    body: bodyValidator(schemas.updateProposalBody),
    handle: async ({ deps, principal, id, body }) => ({
      data: await updateProposal(deps.db, principal.accountId, id, body),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/proposals/:id',
    scope: 'proposals:write',
    operationId: 'archiveProposal',
    summary: 'Archive a proposal',
    response: { data: schemas.proposalStatusResponse },
    handle: async ({ deps, principal, id }) => ({
      data: await archiveProposal(deps.db, principal.accountId, id),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/proposals/:id/send',
    scope: 'proposals:write',
    operationId: 'sendProposal',
    summary: 'Mark a ready proposal as sent',
    response: { data: schemas.proposalDetail },
    errors: ['invalid_state'],
    handle: async ({ deps, principal, id }) => ({
      data: await sendProposal(deps.db, principal.accountId, id),
    }),
  }),
  defineRoute<undefined, RecordOutcomeBody>({
    method: 'post',
    path: '/proposals/:id/outcome',
    scope: 'proposals:write',
    operationId: 'recordProposalOutcome',
    summary: 'Record the outcome of a ready or sent proposal',
    response: { data: schemas.proposalDetail },
    errors: ['invalid_state'],
    body: bodyValidator(schemas.recordOutcomeBody),
    handle: async ({ deps, principal, id, body }) => ({
      data: await recordOutcome(deps.db, principal.accountId, id, body),
    }),
  }),
];
