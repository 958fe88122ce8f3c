import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { loadConfig, workerEnv } from '@proposals/config';
import { createLogger } from '@proposals/logger';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  createTestRedisPrefix,
  deleteRedisKeys,
  type TestDatabase,
} from '@proposals/testing';
import { startService, type ServiceHandle } from '../src';

const UNREACHABLE_DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:1/x';
const REPO_ROOT = path.resolve(__dirname, '../../..');

let database: TestDatabase;
const redisPrefix = createTestRedisPrefix();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await deleteRedisKeys(redisPrefix);
  await database.drop();
});

const workerConfig = (databaseUrl: string) =>
  loadConfig(workerEnv, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    HEALTH_PORT: '0',
    LOG_LEVEL: 'silent',
  });

const start = (databaseUrl: string, signal?: AbortSignal) =>
  startService({
    name: 'test-worker',
    config: workerConfig(databaseUrl),
    logger: createLogger('test', 'silent'),
    signal,
  });

/** Resolves with the error code of a TCP connection attempt, or 'connected'. */
const connectResult = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net
      .connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve('connected');
      })
      .once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });

describe('startService with its dependencies up', () => {
  let service: ServiceHandle;
  const get = (pathname: string) => fetch(`http://127.0.0.1:${service.healthPort}${pathname}`);

  beforeAll(async () => {
    service = await start(database.url);
  });

  it('is alive on /healthz', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('reports PostgreSQL and Redis ready on /readyz', async () => {
    const res = await get('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ready: true, checks: { postgres: 'ok', redis: 'ok' } });
  });

  it('serves Prometheus metrics labelled with the service', async () => {
    const res = await get('/metrics');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('service="test-worker"');
  });

  it('answers 404 for an unknown path', async () => {
    expect((await get('/nope')).status).toBe(404);
  });

  it('stops listening once stopped', async () => {
    const port = service.healthPort;
    expect(await connectResult(port)).toBe('connected');
    await service.stop();
    expect(await connectResult(port)).toBe('ECONNREFUSED');
  });
});

describe('startService with PostgreSQL down', () => {
  it('waits for it, and gives up when aborted', async () => {
    const abort = new AbortController();
    const starting = start(UNREACHABLE_DATABASE_URL, abort.signal);
    const outcome = await Promise.race([
      starting.then(
        () => 'started',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(resolve, 1500, 'still waiting')),
    ]);
    expect(outcome).toBe('still waiting');
    abort.abort();
    await expect(starting).rejects.toThrow('stopped while waiting for dependencies');
  });
});

describe('a worker process', () => {
  /** A port nothing listens on right now. */
  const freePort = () =>
    new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });

  const spawnAnalyzer = (env: Record<string, string>) =>
    spawn(process.execPath, ['services/analyzer/dist/main.js'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  /** The `message` of a JSON log line, or the line itself marked as not JSON. */
  const messageOf = (line: string) => {
    try {
      return String((JSON.parse(line) as { message: unknown }).message);
    } catch {
      return `not JSON: ${line}`;
    }
  };

  it('logs ready, serves /healthz, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const worker = spawnAnalyzer({ HEALTH_PORT: String(port), LOG_LEVEL: 'info' });
    const closed = new Promise<number | null>((resolve) => worker.once('close', (code) => resolve(code)));
    const messages: string[] = [];
    const ready = new Promise<void>((resolve, reject) => {
      readline.createInterface({ input: worker.stdout! }).on('line', (line) => {
        messages.push(messageOf(line));
        if (messages.at(-1) === 'ready') resolve();
      });
      void closed.then((code) =>
        reject(new Error(`exited with ${code} before ready; logged: ${messages.join(' | ')}`)),
      );
    });
    try {
      await ready;
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { status: 'ok' } });

      const stoppedAt = Date.now();
      worker.kill('SIGTERM');
      expect(await closed).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(5000);
      expect(messages.slice(messages.indexOf('ready'))).toEqual(['ready', 'shutting down', 'stopped']);
    } finally {
      if (worker.exitCode === null) worker.kill('SIGKILL');
    }
  });

  it('exits 1 naming HEALTH_PORT when it is not a port', async () => {
    const worker = spawnAnalyzer({ HEALTH_PORT: 'abc' });
    let stderr = '';
    worker.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => worker.once('close', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(stderr).toContain('HEALTH_PORT');
  });
});
