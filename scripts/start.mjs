// Brings the whole stack up on one machine: migrations, a Redis check, then the six services
// under concurrently until Ctrl-C / SIGTERM. Run through `pnpm start`, which builds first.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { createConcurrently, KillOthers, LogError, LogExit, LogOutput, Logger } from 'concurrently';

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

function startServices() {
  const logger = new Logger({ prefixFormat: 'name' });
  logger.setPrefixLength(Math.max(...['gateway', ...workers].map((name) => name.length)));
  return createConcurrently(
    ['gateway', ...workers].map((name) => ({ name, command: `node services/${name}/dist/main.js` })),
    {
      cwd: root,
      logger,
      outputStream: process.stdout,
      prefixColors: ['cyan', 'green', 'yellow', 'magenta', 'blue', 'red'],
      // Each service gets its own process group, so a Ctrl-C in the terminal reaches only this
      // script, and each service receives exactly one SIGTERM (a second one makes it exit at once).
      spawn: (command, options) =>
        spawn('/bin/sh', ['-c', `exec ${command}`], { ...options, detached: true }),
      kill: (pid, signal) => {
        try {
          process.kill(-pid, signal);
        } catch {
          // already gone
        }
      },
      // The public concurrently() API always adds KillOnSignal, which re-sends the signal it got
      // (SIGINT) on top of the one the terminal sent; so the controllers are listed here instead.
      // No RestartProcess: a service that dies is not restarted (restartTries 0).
      controllers: [
        new LogError({ logger }),
        new LogOutput({ logger }),
        new LogExit({ logger }),
        new KillOthers({ logger, conditions: ['failure'], killSignal: 'SIGTERM' }),
      ],
    },
  );
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
      'Stop with Ctrl-C.',
      '',
    ].join('\n'),
  );
}

migrate();
await checkRedis();

const { result, commands } = startServices();
let over = false;
let stopping = false;
const stop = () => {
  stopping = true;
  commands.forEach((command) => command.kill('SIGTERM'));
};
// A second Ctrl-C sends a second SIGTERM, on which the services exit at once.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
// `kill <pid of pnpm>` reaches only pnpm's shell, not this script: stop when orphaned.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && !stopping && stop(), 1000).unref();
const exitCode = result.then(
  () => 0,
  (closed) => {
    const failed = closed
      .filter((e) => e.exitCode !== 0)
      .map((e) => `${e.command.name} exited with ${e.exitCode}`);
    console.error(`start: all services stopped; ${failed.join(', ')}`);
    return 1;
  },
);
exitCode.then(() => (over = true));

if (await waitUntilReady(`http://localhost:${port}/readyz`, () => over)) {
  banner();
} else if (!over) {
  console.error(
    `start: the gateway did not answer GET http://localhost:${port}/readyz with 200 within 60 s; stopping`,
  );
  stop();
  await exitCode;
  process.exit(1);
}
process.exit(await exitCode);
