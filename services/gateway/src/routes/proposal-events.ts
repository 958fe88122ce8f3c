import { schemas } from '@proposals/contracts';
import { openProgress } from '@proposals/domain';
import { streamProgress } from '../http/event-stream';
import { defineRoute } from '../http/route';

/** GET /proposals/:id/events: the proposal's status and events as they commit, as server-sent events. */
export const proposalEventRoutes = [
  defineRoute({
    method: 'get',
    path: '/proposals/:id/events',
    scope: 'proposals:read',
    operationId: 'streamProposalEvents',
    summary: 'Follow a proposal: its status and events as they are committed (server-sent events)',
    response: { eventStream: schemas.proposalStatusChange },
    errors: ['validation_error'],
    handle: async ({ deps, principal, id, header }) => {
      // An empty Last-Event-ID is what a client that saw no event yet sends: start afresh.
      const { cursor, first } = await openProgress(
        deps.db,
        principal.accountId,
        id,
        header('last-event-id') || undefined,
      );
      return { stream: (req, res) => streamProgress(deps, cursor, first, req, res) };
    },
  }),
];
