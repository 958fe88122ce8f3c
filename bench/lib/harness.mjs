// What every bench shares: a throwaway database, servers as child processes, and a cleanup that runs
// on success, failure and Ctrl-C alike. Not a package: `pg` is handed in by the bench that has it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, closeSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Services run as in production; production refuses the built-in download signing secret. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DOWNLOAD_SIGNING_SECRET: randomBytes(32).toString('hex'),
};

export const positiveInt = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, not '${raw}'`);
  return value;
};

/** Runs a command to completion and returns its stdout; a non-zero exit is an error carrying its output. */
export function exec(command, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${err || out}`));
    });
  });
}

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitFor200(url, child, name, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} while starting`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(200);
  }
  throw new Error(`${name} was not ready at ${url} within ${timeoutMs / 1000} s (last: ${last})`);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // The services drain for up to SHUTDOWN_TIMEOUT_MS (10 s) before they exit on their own.
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * One bench run: its id, its `proposals_bench_<id>` database, the servers it starts, and the
 * cleanup (servers stopped, then `onCleanup` hooks, then the database dropped) that `finish` and
 * SIGINT/SIGTERM run once.
 */
export function createRun({ pg }) {
  const id = randomBytes(4).toString('hex');
  const dbName = `proposals_bench_${id}`;
  const pgBase = 'postgresql://postgres:postgres@127.0.0.1:5432';
  const databaseUrl = `${pgBase}/${dbName}`;
  const children = new Set();
  const hooks = [];

  async function dropDatabase() {
    const client = new pg.Client({ connectionString: `${pgBase}/postgres` });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }

  let cleaning;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await Promise.all([...children].map(stopServer));
      for (const hook of hooks) await hook().catch((err) => console.error(`cleanup: ${err.message}`));
      await dropDatabase().catch((err) => console.error(`could not drop database ${dbName}: ${err.message}`));
    })());

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and dropping ${dbName}`);
      cleanup().finally(() => process.exit(130));
    });
  }

  return {
    id,
    dbName,
    databaseUrl,
    onCleanup: (hook) => hooks.push(hook),
    migrate: () =>
      exec('npm', ['run', '--silent', 'deploy'], {
        cwd: path.join(root, 'packages/db/migrate'),
        env: { DATABASE_URL: databaseUrl },
      }),
    cli: (...args) =>
      exec(process.execPath, ['packages/cli/dist/main.js', ...args], { env: { DATABASE_URL: databaseUrl } }),
    startServer(script, env, logFile) {
      // A file, not a pipe: the services' logs are written synchronously, and a pipe this
      // process drains would tie their speed to ours.
      const log = openSync(logFile, 'w');
      const child = spawn(process.execPath, [script], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', log, log],
      });
      closeSync(log);
      children.add(child);
      child.once('exit', () => children.delete(child));
      return child;
    },
    /** Runs main, then the cleanup, and exits: 0 when main completed, 1 when it threw. */
    async finish(main) {
      let exitCode = 0;
      try {
        await main();
      } catch (err) {
        console.error(`bench failed: ${err.message}`);
        exitCode = 1;
      } finally {
        await cleanup();
      }
      process.exit(exitCode);
    },
  };
}
