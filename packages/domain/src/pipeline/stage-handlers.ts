import type { StageJobPayload } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import type { ConfigOf, pipelineEnv } from '@proposals/config';
import { createEngine, type Engine } from '@proposals/engine';
import { appendProposalEvent } from '../proposals/events';
import { STAGE_WORK, stageInclude } from './stage-work';
import { stalledStages, requeueStage, type StalledStage } from './stalled';
import { STAGES, type StageName } from './stages';

const MESSAGE_MAX = 500;

/** Whether a stage failed on its own or was given up on by the stall sweep. */
const failureCode = (error: Error) =>
  error.message.startsWith('The stage stalled') ? 'stage_stalled' : 'stage_failed';

/**
 * The use-cases of one stage, as its queue consumer calls them. Each ends with one conditional
 * update on the stage's running state, so a re-delivered job, or one whose proposal was
 * archived meanwhile, changes nothing.
 */
export function stageHandlers(db: Db, engine: Engine, name: StageName) {
  const stage = STAGES[name];
  const running = (p: StageJobPayload) => ({
    id: p.proposalId,
    accountId: p.accountId,
    status: stage.running,
  });

  return {
    async run(payload: StageJobPayload): Promise<void> {
      const proposal = await db.proposal.findFirst({ where: running(payload), include: stageInclude });
      if (!proposal) return;
      // The engine runs outside the transaction: a slow provider must not hold a row lock.
      const result = await STAGE_WORK[name](engine, proposal);
      await db.$transaction(async (tx) => {
        const [done] = await tx.proposal.updateManyAndReturn({
          where: running(payload),
          data: { ...result, status: stage.done, stageStartedAt: null },
        });
        if (done) await appendProposalEvent(tx, done, payload.source, { type: stage.completed });
      });
    },

    async fail(payload: StageJobPayload, error: Error): Promise<void> {
      await db.$transaction(async (tx) => {
        const [reverted] = await tx.proposal.updateManyAndReturn({
          where: running(payload),
          data: { status: stage.revertTo, stageStartedAt: null },
        });
        if (!reverted) return;
        const message = error.message.slice(0, MESSAGE_MAX);
        await appendProposalEvent(tx, reverted, payload.source, {
          type: stage.failed,
          error: { code: failureCode(error), message },
        });
      });
    },

    stalled: (since: Date): Promise<StalledStage[]> => stalledStages(db, stage, since),
    requeue: (stalled: StalledStage): Promise<boolean> => requeueStage(db, stage, stalled),
  };
}

type PipelineConfig = ConfigOf<typeof pipelineEnv>;

function engineOf(config: PipelineConfig): Engine {
  if (config.ENGINE === 'rules') return createEngine({ engine: 'rules' });
  if (!config.LLM_BASE_URL || !config.LLM_MODEL)
    throw new Error('ENGINE=llm needs LLM_BASE_URL and LLM_MODEL.');
  return createEngine({
    engine: 'llm',
    llm: {
      baseUrl: config.LLM_BASE_URL,
      model: config.LLM_MODEL,
      apiKey: config.LLM_API_KEY || undefined,
      timeoutMs: config.LLM_TIMEOUT_MS,
    },
  });
}

/** A stage worker's handlers from its configuration: the engine it names, on the kit's database. */
export function stageHandlersFor(name: StageName, config: PipelineConfig) {
  const engine = engineOf(config);
  return ({ db }: { db: Db }) => stageHandlers(db, engine, name);
}
