// pnpm bench:overload — the sustainable rate of a realistic mix, then ten times that for 30 s, then
// normal load again: goodput, latency of the admitted, shedding, recovery and lost work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createRun, positiveInt } from '../lib/harness.mjs';
import { printTable } from '../lib/table.mjs';
import { cpuMeter } from '../pipeline/cpu.mjs';
import { backendPids, createAccounts, deleteRedisPrefix, startStack } from '../pipeline/stack.mjs';
import { phaseFigures, recoverySeconds } from './figures.mjs';
import { createLoad } from './load.mjs';
import { seedReadyProposals } from './seed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(here, 'results');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const STEP_S = positiveInt('BENCH_STEP_S', 6);
const START_RATE = positiveInt('BENCH_START_RATE', 25);
const FACTOR = positiveInt('BENCH_OVERLOAD_FACTOR', 10);
const OVERLOAD_S = positiveInt('BENCH_OVERLOAD_S', 30);
const NORMAL_S = positiveInt('BENCH_NORMAL_S', 10);
const RECOVERY_S = positiveInt('BENCH_RECOVERY_S', 20);
const NORMAL_PERCENT = positiveInt('BENCH_NORMAL_PERCENT', 50);
const ACCOUNTS = positiveInt('BENCH_ACCOUNTS', 4);

const run = createRun({ pg });
const redisPrefix = `bench-overload-${run.id}`;
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-overload-'));
run.onCleanup(() => deleteRedisPrefix(REDIS_URL, redisPrefix));
run.onCleanup(async () => fs.rmSync(storageDir, { recursive: true, force: true }));
const load1 = () => os.loadavg()[0].toFixed(2);

/** Waits until no proposal is mid-analysis (or `timeoutMs`), so that one phase's backlog does not weigh on the next. */
async function pipelineIdle(db, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query("SELECT count(*)::int AS n FROM proposals WHERE status = 'analyzing'");
    if (rows[0].n === 0 || Date.now() > deadline) return rows[0].n;
    await sleep(250);
  }
}

await run.finish(async () => {
  fs.mkdirSync(resultsDir, { recursive: true });
  await run.migrate();
  const stack = await startStack(run, {
    redisPrefix,
    logDir: resultsDir,
    workers: ['analyzer', 'generator', 'scorer', 'exporter'],
    gatewayEnv: { STORAGE_DIR: storageDir },
    workerEnv: { STORAGE_DIR: storageDir },
  });
  const accounts = await createAccounts(run, ACCOUNTS);
  const ready = await seedReadyProposals(stack.origin, accounts);
  const db = new pg.Client({ connectionString: run.databaseUrl });
  await db.connect();
  run.onCleanup(() => db.end());
  const load = createLoad({ origin: stack.origin, accounts, ready });
  run.onCleanup(() => load.close());

  // The sustainable rate: doubling while every request succeeds within 1 s, then bisecting.
  const steps = [];
  const step = async (rate) => {
    const phase = `step ${rate}/s`;
    await load.offer(rate, STEP_S, phase);
    await load.settled();
    const figures = phaseFigures(load.samples, phase, STEP_S);
    const pass = figures.shed === 0 && figures.errors === 0 && figures.p99Ms < 1000;
    steps.push({ phase, pass, load1: load1(), ...figures });
    console.log(
      `${phase}: ${pass ? 'sustained' : 'not sustained'} (p99 ${figures.p99Ms} ms, shed ${figures.shed}, errors ${figures.errors} ${JSON.stringify(figures.errorKinds)}, load ${load1()})`,
    );
    await pipelineIdle(db, 30_000);
    return pass;
  };
  await load.offer(START_RATE, 3, 'warm-up');
  await load.settled();
  let good = 0;
  let bad = 0;
  for (let rate = START_RATE; !bad; rate *= 2)
    if (await step(rate)) good = rate;
    else bad = rate;
  for (let i = 0; i < 3 && bad - good > 1; i++) {
    const mid = Math.round((good + bad) / 2);
    if (await step(mid)) good = mid;
    else bad = mid;
  }
  if (good === 0) throw new Error(`not even ${START_RATE} requests/s were sustained`);

  // Normal, ten times the sustainable rate, normal again: one continuous run.
  const normal = Math.max(1, Math.round((good * NORMAL_PERCENT) / 100));
  const services = [...stack.services, { name: 'postgres', pid: await backendPids(pg, run.databaseUrl) }];
  await load.offer(normal, NORMAL_S, 'normal');
  const cpu = cpuMeter(services);
  const loadBefore = load1();
  await load.offer(good * FACTOR, OVERLOAD_S, 'overload');
  const cpuDuringOverload = cpu();
  const recovery = await load.offer(normal, RECOVERY_S, 'recovery');
  await load.settled();

  const before = phaseFigures(load.samples, 'normal', NORMAL_S);
  const overload = phaseFigures(load.samples, 'overload', OVERLOAD_S);
  const after = phaseFigures(load.samples, 'recovery', RECOVERY_S);
  const recoveryS = recoverySeconds(load.samples, {
    phase: 'recovery',
    begin: recovery.begin,
    seconds: RECOVERY_S,
    baselineP99Ms: before.p99Ms,
  });

  // Lost: a 201 whose proposal is not there, or a 202 whose analysis never ended.
  const stillAnalyzing = await pipelineIdle(db, 120_000);
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM unnest($1::uuid[]) AS c(id) WHERE NOT EXISTS (SELECT 1 FROM proposals p WHERE p.id = c.id)) AS missing,
            (SELECT count(*)::int FROM proposals WHERE id = ANY($2::uuid[]) AND status <> 'analyzed') AS unfinished`,
    [load.created, load.started],
  );
  const lost = rows[0].missing + rows[0].unfinished;

  const result = {
    sustainable: { requestsPerSecond: good },
    overload: {
      offeredPerSecond: overload.offeredPerSecond,
      goodputPerSecond: overload.goodputPerSecond,
      p99Ms: overload.p99Ms,
      shed: overload.shed,
      errors: overload.errors,
    },
    recoverySeconds: recoveryS,
    lost,
  };
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  const details = {
    steps,
    normalRate: normal,
    phases: { normal: before, overload, recovery: after },
    goodputShareOfSustainable: Math.round((overload.goodputPerSecond / good) * 100) / 100,
    stillAnalyzingAtEnd: stillAnalyzing,
    created: load.created.length,
    stagesStarted: load.started.length,
    cpuPercentOfOneCoreDuringOverload: cpuDuringOverload,
    loadAverage1m: { beforeOverload: loadBefore, atEnd: load1() },
  };
  fs.writeFileSync(path.join(resultsDir, 'details.json'), `${JSON.stringify(details, null, 2)}\n`);

  const loadNow = load1();
  const share = details.goodputShareOfSustainable;
  printTable([
    ['sustainable (requests/s)', String(good), '', '', loadBefore],
    [
      'offered while overloaded (/s)',
      String(overload.offeredPerSecond),
      `${FACTOR} × sustainable`,
      '',
      loadNow,
    ],
    [
      'goodput while overloaded (/s)',
      String(overload.goodputPerSecond),
      `≥ ${Math.round(9 * good) / 10}`,
      share >= 0.9 ? 'yes' : 'NO',
      loadNow,
    ],
    ['p99 of admitted (ms)', String(overload.p99Ms), '< 1000', overload.p99Ms < 1000 ? 'yes' : 'NO', loadNow],
    ['shed (503 + Retry-After)', String(overload.shed), '', '', loadNow],
    ['errors', String(overload.errors), '0', overload.errors === 0 ? 'yes' : 'NO', loadNow],
    ['recovery (s)', String(recoveryS), '≤ 5', recoveryS <= 5 ? 'yes' : 'NO', loadNow],
    ['lost', String(lost), '0', lost === 0 ? 'yes' : 'NO', loadNow],
  ]);
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `goodput while overloaded: ${details.goodputShareOfSustainable} of sustainable; load average ${loadBefore} → ${load1()}`,
  );
  console.log('CPU during the overload (% of one core):', JSON.stringify(cpuDuringOverload));
});
