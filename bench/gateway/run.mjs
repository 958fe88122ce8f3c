// Benchmarks the real gateway against a bare Express + pg route, end to end on a throwaway database.
// Usage: pnpm bench:gateway (see README.md for the env knobs).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createRun, freePort, median, positiveInt, PRODUCTION_ENV, waitFor200 } from '../lib/harness.mjs';
import { sharedPageUrl } from './share-page.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(here, 'results');

const settings = {
  connections: positiveInt('BENCH_CONNECTIONS', 50),
  durationS: positiveInt('BENCH_DURATION_S', 10),
  warmupS: 2,
  gatewayLogLevel: process.env.BENCH_LOG_LEVEL || 'info',
};
const bench = createRun({ pg });

async function load(label, opts) {
  await autocannon({ ...opts, connections: settings.connections, duration: settings.warmupS });
  const r = await autocannon({ ...opts, connections: settings.connections, duration: settings.durationS });
  const run = {
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(r.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
  };
  console.log(
    `  ${label.padEnd(28)} ${run.reqPerSec.toFixed(1).padStart(9)} req/s  p50 ${run.p50Ms} ms  p99 ${run.p99Ms} ms`,
  );
  if (run.non2xx > 0 || run.errors > 0) {
    console.log(
      `  !!! INVALID RUN: ${label}: ${run.non2xx} non-2xx, ${run.errors} errors (${run.timeouts} timeouts), ` +
        `status codes ${JSON.stringify(run.statusCodes)}; its figures do not measure the route`,
    );
  }
  return run;
}

function summarize(target, runs, bareReqPerSec) {
  const reqPerSec = median(runs.map((r) => r.reqPerSec));
  return {
    target,
    reqPerSec,
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    ratioVsBare: reqPerSec / (bareReqPerSec ?? reqPerSec),
    runs,
  };
}

function printTable(rows) {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs bare'];
  const lines = rows.map((r) => [
    r.target,
    r.reqPerSec.toFixed(1),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.non2xx),
    String(r.errors),
    r.ratioVsBare.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main() {
  await mkdir(resultsDir, { recursive: true });
  const startedAt = new Date().toISOString();
  console.log(`database ${bench.dbName}: migrating`);
  await bench.migrate();

  const keyLine = (await bench.cli('create-key', '--plan', 'team', '--scopes', 'all'))
    .trim()
    .split('\n')
    .pop();
  const { accountId, key, secret } = JSON.parse(keyLine);
  await bench.cli('add-credits', '--account', accountId, '--credits', '1000000');

  const gatewayPort = await freePort();
  const gateway = bench.startServer(
    'services/gateway/dist/main.js',
    {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      DATABASE_URL: bench.databaseUrl,
      REDIS_PREFIX: `bench-${bench.id}`,
      LOG_LEVEL: settings.gatewayLogLevel,
      ...PRODUCTION_ENV,
    },
    path.join(resultsDir, 'gateway.log'),
  );
  await waitFor200(`http://127.0.0.1:${gatewayPort}/readyz`, gateway, 'gateway');

  const api = `http://127.0.0.1:${gatewayPort}/api/v1`;
  const headers = { 'X-API-Key': key, 'X-API-Secret': secret, 'Content-Type': 'application/json' };
  const body = JSON.stringify({ title: 'Bench proposal', rawInputText: 'A brief for the benchmark.' });
  const seeded = await fetch(`${api}/proposals`, { method: 'POST', headers, body });
  if (seeded.status !== 201)
    throw new Error(`seeding POST /proposals answered ${seeded.status}: ${await seeded.text()}`);
  const { id } = (await seeded.json()).data;
  const check = await fetch(`${api}/proposals/${id}`, { headers });
  if (check.status !== 200)
    throw new Error(`gateway GET /proposals/${id} answered ${check.status}: ${await check.text()}`);

  const pageUrl = await sharedPageUrl({ pg, databaseUrl: bench.databaseUrl, api, headers, id });
  const barePort = await freePort();
  const bare = bench.startServer(
    path.join(here, 'bare-server.mjs'),
    { PORT: String(barePort), DATABASE_URL: bench.databaseUrl, NODE_ENV: 'production' },
    path.join(resultsDir, 'bare.log'),
  );
  await waitFor200(`http://127.0.0.1:${barePort}/proposals/${id}`, bare, 'bare server');

  console.log(
    `${settings.connections} connections, ${settings.durationS} s per run after ${settings.warmupS} s warm-up; ` +
      `gateway LOG_LEVEL=${settings.gatewayLogLevel}${settings.gatewayLogLevel === 'info' ? ' (production default: one access log line per request)' : ''}`,
  );
  const bareGet = { url: `http://127.0.0.1:${barePort}/proposals/${id}` };
  const gatewayGet = { url: `${api}/proposals/${id}`, headers };
  const runs = { bareGet: [], gatewayGet: [], pageGet: [] };
  // Alternating, so drift of the machine over the run weighs on every side.
  for (const round of [1, 2]) {
    runs.bareGet.push(await load(`bare GET (${round}/2)`, bareGet));
    runs.gatewayGet.push(await load(`gateway GET (${round}/2)`, gatewayGet));
    runs.pageGet.push(await load(`page GET /p/:token (${round}/2)`, { url: pageUrl }));
  }
  const post = await load('gateway POST', { url: `${api}/proposals`, method: 'POST', headers, body });

  const bareRow = summarize('bare GET /proposals/:id', runs.bareGet);
  const rows = [
    bareRow,
    summarize('gateway GET /proposals/:id', runs.gatewayGet, bareRow.reqPerSec),
    summarize('gateway POST /proposals', [post], bareRow.reqPerSec),
    summarize('gateway GET /p/:token', runs.pageGet, bareRow.reqPerSec),
  ];
  const readRatio = rows[1].ratioVsBare;
  const pageRatio = rows[3].reqPerSec / rows[1].reqPerSec;
  const valid = rows.every((r) => r.non2xx === 0 && r.errors === 0);

  console.log('');
  printTable(rows);
  console.log('');
  console.log(`read ratio (gateway GET / bare GET): ${readRatio.toFixed(2)} (goal >= 0.60)`);
  console.log(`page ratio (GET /p/:token / GET /proposals/:id): ${pageRatio.toFixed(2)} (goal >= 0.50)`);
  if (!valid)
    console.log('!!! SOME RUNS HAD NON-2XX RESPONSES OR ERRORS: THEIR FIGURES ARE INVALID (see above)');

  const resultsFile = path.join(resultsDir, 'latest.json');
  const report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    node: process.version,
    settings,
    valid,
    readRatio,
    pageRatio,
    rows,
  };
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`figures written to ${path.relative(process.cwd(), resultsFile)}`);
}

await bench.finish(main);
