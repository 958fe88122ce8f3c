import { pipelineEnv } from '@proposals/config';
import { stageHandlersFor } from '@proposals/domain';
import { consumeStage } from '@proposals/queue';
import { runService } from '@proposals/service-kit';

void runService('analyzer', 3101, pipelineEnv, (config) =>
  consumeStage('analyze', stageHandlersFor('analyze', config), {
    stallTimeoutMs: config.PIPELINE_STALL_TIMEOUT_MS,
    concurrency: config.WORKER_CONCURRENCY,
  }),
);
