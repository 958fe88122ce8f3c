import type { ProposalStatus, StageJobPayload } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import type { ConfigOf, pipelineEnv } from '@proposals/config';
import { createEngine, type Engine } from '@proposals/engine';
import { endStageRow, readStageProposal, type StageResult } from './stage-sql';
import { STAGE_WORK } from './stage-work';
import { stalledStages, requeueStage, type StalledStage } from './stalled';
import { STAGES, type StageName } from './stages';
import { warmUpAnalysis } from './warm-up';

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

  const end = (
    payload: StageJobPayload,
    status: ProposalStatus,
    event: string,
    result: StageResult,
    extra?: object,
  ) =>
    endStageRow(db, {
      accountId: payload.accountId,
      id: payload.proposalId,
      running: stage.running,
      status,
      result,
      event,
      source: payload.source,
      extra,
    });

  return {
    async run(payload: StageJobPayload, jobId: string): Promise<void> {
      const { accountId, proposalId: id } = payload;
      const proposal = await readStageProposal(db, { accountId, id, running: stage.running, jobId });
      if (!proposal) return;
      // The engine runs between the read and the conditional write, holding no lock: a slow
      // provider blocks nothing, and a proposal archived meanwhile is left as it is.
      const result = await STAGE_WORK[name](engine, proposal);
      await end(payload, stage.done, stage.completed, result);
    },

    async fail(payload: StageJobPayload, error: Error): Promise<void> {
      const message = error.message.slice(0, MESSAGE_MAX);
      await end(payload, stage.revertTo, stage.failed, {}, { error: { code: failureCode(error), message } });
    },

    stalled: (since: Date): Promise<StalledStage[]> => stalledStages(db, stage, since),
    requeue: (stalled: StalledStage): Promise<boolean> => requeueStage(db, stage, stalled),
    // Generation and scoring compile little: their first run costs tens of milliseconds.
    warmUp: name === 'analyze' ? warmUpAnalysis : undefined,
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
