import { loadConfig, pipelineEnv } from '@proposals/config';
import { stageHandlersFor, type StageName } from '@proposals/domain';
import { createLogger } from '@proposals/logger';
import { consumeStage } from '@proposals/queue';
import { startService, type ServiceHandle } from '@proposals/service-kit';
import { TEST_REDIS_URL } from '@proposals/testing';
import type { TestGateway } from './harness';

const STAGES: StageName[] = ['analyze', 'generate', 'score'];

/** The three stage workers in this process, on the test gateway's database and Redis prefix. */
export async function startTestWorkers(
  {
    database,
    redisPrefix,
    redisUrl = TEST_REDIS_URL,
  }: Pick<TestGateway, 'database' | 'redisPrefix'> & { redisUrl?: string },
  env: Record<string, string> = {},
): Promise<ServiceHandle[]> {
  const config = loadConfig(pipelineEnv, {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    HEALTH_PORT: '0',
    LOG_LEVEL: 'silent',
    SHUTDOWN_TIMEOUT_MS: '2000',
    DB_POOL_SIZE: '4',
    ...env,
  });
  // Seconds of CPU per analyzer that every test file would pay, for a latency no test measures.
  const warmUp = false;
  const options = {
    stallTimeoutMs: config.PIPELINE_STALL_TIMEOUT_MS,
    concurrency: 4,
    relayIntervalMs: 200,
    warmUp,
  };
  return Promise.all(
    STAGES.map((stage) =>
      startService({
        name: `${stage}-worker`,
        config,
        logger: createLogger(stage, 'silent'),
        capability: consumeStage(stage, stageHandlersFor(stage, config), options),
      }),
    ),
  );
}

export const stopWorkers = (workers: ServiceHandle[]) => Promise.all(workers.map((w) => w.stop()));
