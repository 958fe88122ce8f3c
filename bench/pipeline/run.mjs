// End-to-end latency and throughput of the proposal pipeline (gateway + analyzer, generator, scorer
// workers on a throwaway database and Redis prefix), and the engine's own time per stage.
// Usage: pnpm bench:pipeline (see README.md for the env knobs).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createRun, positiveInt } from '../lib/harness.mjs';
import { createDriver } from './client.mjs';
import { cpuMeter } from './cpu.mjs';
import { loadBriefs, timeEngine } from './engine.mjs';
import { printReport } from './report.mjs';
import { backendPids, createAccounts, deleteRedisPrefix, startStack } from './stack.mjs';
import { latencySummary, round1 } from './stats.mjs';
import { sdkPhase } from './sdk.mjs';
import { hopSummary, traceHops } from './trace.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(here, 'results');

const settings = {
  latencyConcurrency: positiveInt('BENCH_LATENCY_CONCURRENCY', 4),
  latencyPipelines: positiveInt('BENCH_LATENCY_PIPELINES', 400),
  concurrency: positiveInt('BENCH_CONCURRENCY', 24),
  durationS: positiveInt('BENCH_DURATION_S', 30),
  warmupS: positiveInt('BENCH_WARMUP_S', 5),
  pollMs: positiveInt('BENCH_POLL_MS', 5),
  accounts: positiveInt('BENCH_ACCOUNTS', 8),
  engineRounds: positiveInt('BENCH_ENGINE_ROUNDS', 20),
  sdkPipelines: positiveInt('BENCH_SDK_PIPELINES', 50),
  pipelineTimeoutMs: 60_000,
  // Passed through to the workers when set; their defaults otherwise.
  workerConcurrency: process.env.WORKER_CONCURRENCY || 'default',
  dbPoolSize: process.env.DB_POOL_SIZE || 'default',
};
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const run = createRun({ pg });
const redisPrefix = `bench-pipeline-${run.id}`;

/** `count` pipelines, `concurrency` at a time, after `warmup` uncounted ones at the same load. */
async function latencyPhase(driver, { concurrency, count, warmup }) {
  let launched = 0;
  await driver.closedLoop({ concurrency, stop: () => launched++ >= warmup, done: () => {} });
  launched = 0;
  const results = [];
  const errors = await driver.closedLoop({
    concurrency,
    stop: () => launched++ >= count,
    done: (r) => results.push(r),
  });
  return { results, errors };
}

/** A closed loop for warm-up + duration; pipelines ending inside the measured window count. */
async function throughputPhase(driver, services, { concurrency, warmupS, durationS }) {
  const warmEnd = performance.now() + warmupS * 1000;
  const end = warmEnd + durationS * 1000;
  const results = [];
  let meter;
  const warm = setTimeout(() => (meter = cpuMeter(services)), warmupS * 1000);
  let cpu;
  const stopMeter = setTimeout(() => (cpu = meter?.()), (warmupS + durationS) * 1000);
  const errors = await driver.closedLoop({
    concurrency,
    stop: () => performance.now() >= end,
    done: (r) => r.end >= warmEnd && r.end <= end && results.push(r),
  });
  clearTimeout(warm);
  clearTimeout(stopMeter);
  return { results, errors, cpu, perSecond: results.length / durationS };
}

const stageP50s = (results) =>
  Object.fromEntries(
    ['create', 'analyze', 'generate', 'score'].map((stage) => [
      stage,
      latencySummary(results.map((r) => r.stages[stage])).p50Ms,
    ]),
  );

async function main() {
  await mkdir(resultsDir, { recursive: true });
  const startedAt = new Date().toISOString();
  const briefs = await loadBriefs();

  console.log(
    `engine: ${briefs.length} fixture briefs × ${settings.engineRounds} rounds after 3 warm-up rounds`,
  );
  const engine = timeEngine(briefs, { rounds: settings.engineRounds, warmupRounds: 3 });

  console.log(`database ${run.dbName}: migrating; Redis prefix ${redisPrefix}`);
  await run.migrate();
  run.onCleanup(async () => {
    const deleted = await deleteRedisPrefix(redisUrl, redisPrefix);
    console.log(`deleted ${deleted} Redis keys under ${redisPrefix}:`);
  });
  const accounts = await createAccounts(run, settings.accounts);
  const { origin, services } = await startStack(run, { redisPrefix, logDir: resultsDir });
  const driver = createDriver({
    origin,
    accounts,
    briefs,
    pollMs: settings.pollMs,
    timeoutMs: settings.pipelineTimeoutMs,
  });

  console.log(
    `latency: ${settings.latencyPipelines} pipelines, ${settings.latencyConcurrency} in flight, poll every ${settings.pollMs} ms`,
  );
  const latency = await latencyPhase(driver, {
    concurrency: settings.latencyConcurrency,
    count: settings.latencyPipelines,
    warmup: 20,
  });
  if (latency.results.length === 0)
    throw new Error(`no pipeline completed: ${JSON.stringify(latency.errors)}`);
  const db = new pg.Pool({ connectionString: run.databaseUrl, max: 2 });
  const hops = (results) => traceHops(db, redisUrl, redisPrefix, results).then((t) => hopSummary(t));
  const latencyHops = await hops(latency.results);

  console.log(`sdk: ${settings.sdkPipelines} pipelines through the SDK's runPipeline, 1 in flight`);
  const sdk = await sdkPhase({
    origin,
    account: accounts[0],
    briefs,
    count: settings.sdkPipelines,
    db,
    redisUrl,
    redisPrefix,
  });

  console.log(
    `throughput: ${settings.concurrency} in flight for ${settings.durationS} s after ${settings.warmupS} s warm-up`,
  );
  const measured = [...services, { name: 'postgres', pid: await backendPids(pg, run.databaseUrl) }];
  const throughput = await throughputPhase(driver, measured, settings);
  await driver.close();
  const throughputHops = await hops(throughput.results);
  await db.end();

  const e2e = latencySummary(latency.results.map((r) => r.ms));
  const report = {
    e2e: { ...e2e, load: `${settings.latencyConcurrency} in flight`, pipelines: latency.results.length },
    throughputPerSecond: round1(throughput.perSecond),
    engine,
    startedAt,
    finishedAt: new Date().toISOString(),
    node: process.version,
    settings,
    valid: latency.errors.count === 0 && throughput.errors.count === 0,
    stagesP50Ms: {
      atLatencyLoad: stageP50s(latency.results),
      atThroughputLoad: stageP50s(throughput.results),
    },
    hopsMs: { atLatencyLoad: latencyHops, atThroughputLoad: throughputHops },
    sdk,
    underThroughputLoad: {
      load: `${settings.concurrency} in flight`,
      pipelines: throughput.results.length,
      pollsPerPipeline: round1(
        throughput.results.reduce((sum, r) => sum + r.polls, 0) / throughput.results.length,
      ),
      ...latencySummary(throughput.results.map((r) => r.ms)),
    },
    cpuPercentOfOneCoreDuringThroughput: throughput.cpu ?? null,
    errors: { latency: latency.errors, throughput: throughput.errors },
  };
  printReport(report);
  const resultsFile = path.join(resultsDir, 'latest.json');
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`figures written to ${path.relative(process.cwd(), resultsFile)}`);
}

await run.finish(main);
