import { schemas } from '@proposals/contracts';
import { startStage, STAGES, type StageName } from '@proposals/domain';
import { publishAfterCommit } from '@proposals/queue';
import { API_PREFIX } from '../api-prefix';
import { defineRoute } from '../http/route';

const SUMMARIES: Record<StageName, string> = {
  analyze: 'Start analysing the brief (draft with a brief → analyzing)',
  generate: 'Start generating the proposal (analyzed → generating)',
  score: 'Start scoring the proposal (ready → scoring)',
};

/** POST /proposals/:id/analyze|generate|score: 202 at once; the stage's worker finishes it. */
export const pipelineRoutes = (Object.keys(STAGES) as StageName[]).map((stage) =>
  defineRoute({
    method: 'post',
    path: `/proposals/:id/${stage}`,
    scope: 'proposals:generate',
    operationId: `${stage}Proposal`,
    summary: SUMMARIES[stage],
    status: 202,
    response: { data: schemas.proposalStatusResponse, location: true },
    errors: ['invalid_state'],
    rateLimit: 'pipeline',
    handle: async ({ deps, principal, id }) => {
      deps.backpressure.check(stage);
      const { data, job } = await startStage(deps.db, principal.accountId, id, stage);
      await publishAfterCommit(deps.queues, [job], deps.logger);
      return { data, headers: { Location: `${API_PREFIX}/proposals/${data.id}` } };
    },
  }),
);
