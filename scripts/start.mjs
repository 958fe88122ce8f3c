// Brings the whole stack up on one machine: migrations, a Redis check, then the six services under
// ./supervisor.mjs (which restarts any that dies) until Ctrl-C / SIGTERM. Run through `pnpm start`,
// which builds first.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { supervise } from './supervisor.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL || 'postgresql://postgres:postgres@127.0.0.1:5432/proposals';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const port = process.env.PORT || '3000';
const workers = ['analyzer', 'generator', 'scorer', 'exporter', 'dispatcher'];

function fail(message) {
  console.error(`start: ${message}`);
  process.exit(1);
}

// Only host and port go into messages: the URLs may hold passwords.
const where = (url) => {
  try {
    return new URL(url).host;
  } catch {
    return JSON.stringify(url);
  }
};

function migrate() {
  const run = spawnSync('npm', ['run', '--silent', 'deploy'], {
    cwd: `${root}packages/db/migrate`,
    env: process.env,
    encoding: 'utf8',
  });
  if (run.error || run.status !== 0) {
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
    if (output) console.error(output);
    fail(
      `database migrations failed${run.error ? ` (${run.error.message})` : ''}; is PostgreSQL running on ${where(databaseUrl)}?`,
    );
  }
  console.log(`start: database ready on ${where(databaseUrl)}: ${run.stdout.trim().split('\n').at(-1)}`);
}

async function checkRedis() {
  const { Redis } = createRequire(`${root}packages/service-kit/package.json`)('ioredis');
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause; // the connection error itself; connect() only rejects with "Connection is closed."
  redis.on('error', (err) => (cause ??= err));
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    fail(`Redis does not answer (${(cause ?? err).message}); is Redis running on ${where(redisUrl)}?`);
  } finally {
    redis.disconnect();
  }
}

async function waitUntilReady(url, isOver) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !isOver()) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return false;
}

function banner() {
  const api = `http://localhost:${port}/api/v1`;
  console.log(
    [
      '',
      `API listening on ${api}`,
      `Worker health: ${workers.map((name, i) => `${name} :${3101 + i}`).join(', ')} (/healthz, /readyz, /metrics)`,
      'Create an API key:  pnpm --silent cli create-key --plan solo --scopes all',
      `Then try:           curl -H "X-API-Key: <key>" -H "X-API-Secret: <secret>" ${api}/usage`,
      '  or, with PROPOSALS_API_KEY and PROPOSALS_API_SECRET set: pnpm --silent proposals run brief.txt',
      `API reference:      http://localhost:${port}/docs`,
      'Stop with Ctrl-C.',
      '',
    ].join('\n'),
  );
}

migrate();
await checkRedis();

const services = supervise(
  ['gateway', ...workers].map((name) => ({
    name,
    command: process.execPath,
    args: [`services/${name}/dist/main.js`],
  })),
  { cwd: root },
);
let stopping = false;
// A second Ctrl-C sends a second SIGTERM, on which the services exit at once.
const stop = () => {
  stopping = true;
  return services.stop('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
// `kill <pid of pnpm>` reaches only pnpm's shell, not this script: stop when orphaned.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && !stopping && stop(), 1000).unref();

const ready = await waitUntilReady(`http://localhost:${port}/readyz`, () => stopping);
const timedOut = !ready && !stopping;
if (ready) {
  banner();
} else if (timedOut) {
  console.error(
    `start: the gateway did not answer GET http://localhost:${port}/readyz with 200 within 60 s; stopping`,
  );
  stop();
}
await services.stopped;
console.log('start: all services stopped');
process.exit(timedOut ? 1 : 0);
