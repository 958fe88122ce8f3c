// Webhook delivery latency and throughput: events written to the outbox of a throwaway database,
// one dispatcher process (services/dispatcher/dist/main.js) fanning them out to receivers on
// loopback, and a check that every recorded delivery arrived. Usage: pnpm bench:webhooks (README.md).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createRun, freePort, positiveInt, PRODUCTION_ENV, waitFor200 } from '../lib/harness.mjs';
import { cpuMeter } from '../pipeline/cpu.mjs';
import { backendPids, deleteRedisPrefix } from '../pipeline/stack.mjs';
import { round1 } from '../pipeline/stats.mjs';
import { createEndpoints, eventWriter, LATENCY_TYPE, THROUGHPUT_TYPE } from './outbox.mjs';
import { startReceivers } from './receivers.mjs';
import { printReport } from './report.mjs';
import { arrivalsPerSecond, drain, latencies, reconcile } from './tally.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(here, 'results');

const settings = {
  endpoints: positiveInt('BENCH_ENDPOINTS', 10),
  latencyRate: positiveInt('BENCH_LATENCY_RATE', 200),
  latencyFanout: positiveInt('BENCH_LATENCY_FANOUT', 1),
  latencyDurationS: positiveInt('BENCH_LATENCY_DURATION_S', 20),
  durationS: positiveInt('BENCH_DURATION_S', 60),
  warmupS: positiveInt('BENCH_WARMUP_S', 5),
  backlog: positiveInt('BENCH_BACKLOG', 5000),
  drainTimeoutS: positiveInt('BENCH_DRAIN_TIMEOUT_S', 120),
  // Passed through to the dispatcher when set; its defaults otherwise.
  dispatcherConcurrency: process.env.DISPATCHER_CONCURRENCY || 'default',
  relayIntervalMs: process.env.WEBHOOK_RELAY_INTERVAL_MS || 'default',
  dbPoolSize: process.env.DB_POOL_SIZE || 'default',
};
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const run = createRun({ pg });
const redisPrefix = `bench-webhooks-${run.id}`;

async function startDispatcher() {
  const port = await freePort();
  const child = run.startServer(
    'services/dispatcher/dist/main.js',
    {
      DATABASE_URL: run.databaseUrl,
      REDIS_PREFIX: redisPrefix,
      HEALTH_PORT: String(port),
      LOG_LEVEL: 'warn',
      WEBHOOK_URL_POLICY: 'permissive',
      ...PRODUCTION_ENV,
    },
    path.join(resultsDir, 'dispatcher.log'),
  );
  await waitFor200(`http://127.0.0.1:${port}/readyz`, child, 'dispatcher');
  return { child, metricsUrl: `http://127.0.0.1:${port}/metrics` };
}

/** The dispatcher's own count of attempts by outcome, from its /metrics. */
async function outcomesOf(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  const counts = {};
  for (const [, outcome, value] of text.matchAll(
    /^webhook_deliveries_total\{[^}]*outcome="(\w+)"[^}]*\} (\S+)$/gm,
  ))
    counts[outcome] = Number(value);
  return counts;
}

async function main() {
  await mkdir(resultsDir, { recursive: true });
  const startedAt = new Date().toISOString();
  console.log(`database ${run.dbName}: migrating; Redis prefix ${redisPrefix}`);
  await run.migrate();
  run.onCleanup(async () => {
    const deleted = await deleteRedisPrefix(redisUrl, redisPrefix);
    console.log(`deleted ${deleted} Redis keys under ${redisPrefix}:`);
  });
  const pool = new pg.Pool({ connectionString: run.databaseUrl, max: 4 });
  run.onCleanup(() => pool.end());
  const receivers = await startReceivers(settings.endpoints);
  run.onCleanup(receivers.close);
  const { accountId, receiverOf } = await createEndpoints(run, pool, receivers.urls, settings.latencyFanout);
  const dispatcher = await startDispatcher();
  const writer = eventWriter(pool, accountId);
  const idsFrom = (start) => [...writer.createdAt.keys()].slice(start);

  console.log(
    `warm-up, then latency: ${settings.latencyRate} events/s for ${settings.latencyDurationS} s, each to ${settings.latencyFanout} endpoint(s)`,
  );
  await writer.paced(LATENCY_TYPE, settings.latencyRate, 2);
  await drain(pool, 30_000);
  const latencyStart = writer.createdAt.size;
  await writer.paced(LATENCY_TYPE, settings.latencyRate, settings.latencyDurationS);
  await drain(pool, 60_000);
  const latency = latencies(receivers.arrivals, writer.createdAt, idsFrom(latencyStart), settings.endpoints);

  console.log(
    `throughput: outbox kept ${settings.backlog} deliveries ahead, ${settings.endpoints} endpoints per event, ${settings.warmupS} s warm-up + ${settings.durationS} s counted`,
  );
  const floodStart = writer.createdAt.size;
  const arrivedBefore = receivers.count();
  const windowStart = Date.now() + settings.warmupS * 1000;
  const windowEnd = windowStart + settings.durationS * 1000;
  const measured = [
    { name: 'dispatcher', pid: dispatcher.child.pid },
    { name: 'postgres', pid: await backendPids(pg, run.databaseUrl) },
  ];
  let cpu;
  const meter = sleep(settings.warmupS * 1000).then(() => cpuMeter(measured));
  const metered = sleep(windowEnd - Date.now()).then(async () => (cpu = (await meter)()));
  await writer.flood(THROUGHPUT_TYPE, {
    fanout: settings.endpoints,
    backlog: settings.backlog,
    batch: 500,
    arrived: () => receivers.count() - arrivedBefore,
    stop: () => Date.now() >= windowEnd,
  });
  await metered;
  const deliveriesPerSecond = arrivalsPerSecond(receivers.arrivals, windowStart, windowEnd);
  console.log(`draining (up to ${settings.drainTimeoutS} s), then reconciling`);
  const pendingAtEnd = await drain(pool, settings.drainTimeoutS * 1000);
  const tally = await reconcile(pool, receivers.arrivals, receiverOf);

  const report = {
    deliveriesPerSecond: round1(deliveriesPerSecond),
    latency: { ...latency, load: `${settings.latencyRate} events/s × ${settings.latencyFanout} endpoint(s)` },
    ...tally,
    pendingAtEnd,
    startedAt,
    finishedAt: new Date().toISOString(),
    node: process.version,
    settings,
    latencyUnderThroughputLoad: latencies(
      receivers.arrivals,
      writer.createdAt,
      idsFrom(floodStart),
      settings.endpoints,
    ),
    dispatcherOutcomes: await outcomesOf(dispatcher.metricsUrl),
    cpuPercentOfOneCoreDuringThroughput: cpu ?? null,
  };
  printReport(report);
  const resultsFile = path.join(resultsDir, 'latest.json');
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`figures written to ${path.relative(process.cwd(), resultsFile)}`);
}

await run.finish(main);
