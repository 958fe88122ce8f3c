import { pipelineEnv } from '@proposals/config';
import { stageHandlersFor } from '@proposals/domain';
import { consumeStage } from '@proposals/queue';
import { runService } from '@proposals/service-kit';

void runService('generator', 3102, pipelineEnv, (config) =>
  consumeStage('generate', stageHandlersFor('generate', config), {
    stallTimeoutMs: config.PIPELINE_STALL_TIMEOUT_MS,
    concurrency: config.WORKER_CONCURRENCY,
  }),
);
