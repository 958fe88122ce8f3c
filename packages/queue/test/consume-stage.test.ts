import { randomUUID } from 'node:crypto';
import { loadConfig, workerEnv } from '@proposals/config';
import type { StageJobPayload } from '@proposals/contracts';
import { createLogger } from '@proposals/logger';
import { startService, type ServiceHandle } from '@proposals/service-kit';
import {
  createTestDatabase,
  createTestRedisPrefix,
  deleteRedisKeys,
  TEST_REDIS_URL,
  type TestDatabase,
} from '@proposals/testing';
import { addToQueues, closeQueues, consumeStage, openQueues, type Queues, type StageHandlers } from '../src';

let database: TestDatabase;
let worker: ServiceHandle;
let queues: Queues;
const prefix = createTestRedisPrefix();
const ran: string[] = [];
const failed: { proposalId: string; message: string }[] = [];
const FAILING = randomUUID();

// Stand-ins for a stage's use-cases: the consumer's contract is what it calls, and when.
const handlers: StageHandlers = {
  run: async ({ proposalId }) => {
    ran.push(proposalId);
    if (proposalId === FAILING) throw new Error('engine broke');
  },
  fail: async ({ proposalId }, error) => void failed.push({ proposalId, message: error.message }),
  stalled: async () => [],
  requeue: async () => false,
};

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig(workerEnv, {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    HEALTH_PORT: '0',
    LOG_LEVEL: 'silent',
  });
  worker = await startService({
    name: 'analyzer',
    config,
    logger: createLogger('test', 'silent'),
    capability: consumeStage('analyze', () => handlers, { stallTimeoutMs: 60_000, concurrency: 2 }),
  });
  queues = openQueues(worker.kit.redisConnection('queue', 'test-publisher'), prefix);
});

afterAll(async () => {
  await closeQueues(queues);
  await worker.stop();
  await deleteRedisKeys(prefix);
  await database.drop();
});

const job = (proposalId: string, id = randomUUID()) => ({
  id,
  queue: 'analyze',
  proposalId,
  accountId: randomUUID(),
  source: 'api' as StageJobPayload['source'],
});

async function until(check: () => boolean, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; !check(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > deadline) throw new Error('timed out');
  }
}

const metric = async (name: string) => {
  const text = await (await fetch(`http://127.0.0.1:${worker.healthPort}/metrics`)).text();
  return text.split('\n').filter((line) => line.startsWith(name));
};

describe('a stage consumer', () => {
  it('runs each job once, even when the same job is published twice', async () => {
    const proposalId = randomUUID();
    const once = job(proposalId);
    await addToQueues(queues, [once]);
    await addToQueues(queues, [once]);
    await until(() => ran.includes(proposalId));
    await new Promise((r) => setTimeout(r, 300));
    expect(ran.filter((id) => id === proposalId)).toHaveLength(1);
    expect((await metric('jobs_completed_total')).join()).toMatch(/queue="analyze".* [1-9]/);
  });

  it('retries a failing job, then fails its stage once when the attempts are spent', async () => {
    await addToQueues(queues, [job(FAILING)]);
    await until(() => failed.length > 0);
    expect(ran.filter((id) => id === FAILING)).toHaveLength(3);
    expect(failed).toEqual([{ proposalId: FAILING, message: 'engine broke' }]);
    expect((await metric('jobs_failed_total')).join('\n')).toMatch(/final="true".* 1/);
  });

  it('reports queue depth and the stage duration histogram on /metrics', async () => {
    expect(await metric('queue_depth{')).not.toHaveLength(0);
    expect(await metric('stage_duration_seconds_count')).not.toHaveLength(0);
  });
});
