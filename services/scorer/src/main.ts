import { pipelineEnv } from '@proposals/config';
import { stageHandlersFor } from '@proposals/domain';
import { consumeStage } from '@proposals/queue';
import { runService } from '@proposals/service-kit';

void runService('scorer', 3103, pipelineEnv, (config) =>
  consumeStage('score', stageHandlersFor('score', config), {
    stallTimeoutMs: config.PIPELINE_STALL_TIMEOUT_MS,
    concurrency: config.WORKER_CONCURRENCY,
  }),
);
