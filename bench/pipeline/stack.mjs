// What a run sets up: the gateway and the three stage workers, each its own process, on the run's
// database and Redis prefix; the accounts; and what it removes from Redis at the end.
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort, PRODUCTION_ENV, waitFor200 } from '../lib/harness.mjs';

const WORKERS = ['analyzer', 'generator', 'scorer'];

/**
 * Starts the gateway and `workers` (the three stage workers unless told); resolves, once every
 * /readyz answers 200, to the gateway's origin and the processes.
 */
export async function startStack(
  run,
  { redisPrefix, logDir, workerEnv, gatewayEnv = {}, workers = WORKERS },
) {
  const common = {
    DATABASE_URL: run.databaseUrl,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'warn',
    ...PRODUCTION_ENV,
  };
  const gatewayPort = await freePort();
  const started = [
    {
      name: 'gateway',
      url: `http://127.0.0.1:${gatewayPort}/readyz`,
      child: run.startServer(
        'services/gateway/dist/main.js',
        // The limit is per key per minute; the bench's few keys make thousands of stage calls.
        {
          ...common,
          PORT: String(gatewayPort),
          HOST: '127.0.0.1',
          PIPELINE_RATE_LIMIT: '1000000',
          ...gatewayEnv,
        },
        path.join(logDir, 'gateway.log'),
      ),
    },
  ];
  for (const name of workers) {
    const port = await freePort();
    started.push({
      name,
      url: `http://127.0.0.1:${port}/readyz`,
      child: run.startServer(
        `services/${name}/dist/main.js`,
        { ...common, ...workerEnv, HEALTH_PORT: String(port) },
        path.join(logDir, `${name}.log`),
      ),
    });
  }
  // Generous: five processes loading at once on a busy 2-core machine take a while.
  await Promise.all(started.map(({ url, child, name }) => waitFor200(url, child, name, 120_000)));
  return {
    origin: `http://127.0.0.1:${gatewayPort}`,
    services: started.map(({ name, child }) => ({ name, pid: child.pid })),
  };
}

/** Deletes the keys under this run's prefix only: Redis may be shared with other stacks and tests. */
export async function deleteRedisPrefix(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) deleted += await redis.unlink(...keys);
      cursor = nextCursor;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/** `count` team accounts with a key and plenty of add-on credits each. */
export async function createAccounts(run, count) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const line = (await run.cli('create-key', '--plan', 'team', '--scopes', 'all'))
        .trim()
        .split('\n')
        .pop();
      const { accountId, key, secret } = JSON.parse(line);
      await run.cli('add-credits', '--account', accountId, '--credits', '1000000');
      return { accountId, key, secret };
    }),
  );
}

/** The PostgreSQL backends serving this run's database, whose CPU is the services' database work. */
export async function backendPids(pg, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
    );
    return rows.map((r) => r.pid).filter((pid) => pid !== client.processID);
  } finally {
    await client.end();
  }
}
