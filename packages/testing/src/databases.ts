import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';

/** Where tests may create and drop databases; never the `proposals` database of a running stack. */
const SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';
export const TEMPLATE_ENV = 'PROPOSALS_TEST_TEMPLATE_DATABASE';

const urlFor = (database: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const uniqueName = (kind: string) =>
  `proposals_test_${kind}_${process.pid}_${randomBytes(4).toString('hex')}`;

/** Creates a database and applies the committed migrations with the same tool production uses. */
export async function createMigratedTemplate(): Promise<string> {
  const name = uniqueName('template');
  const migrateDir = path.dirname(require.resolve('@proposals/db-migrate/package.json'));
  const run = spawnSync('npm', ['run', '--silent', 'deploy'], {
    cwd: migrateDir,
    env: { ...process.env, DATABASE_URL: urlFor(name) },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`migrating the test template failed:\n${run.stdout}\n${run.stderr}`);
  return name;
}

export const dropDatabase = (name: string) => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drops the databases of test runs that were killed before their teardown. Each name carries the
 * pid of the process that made it, so a run still going, here or in another checkout, is left alone.
 */
export async function dropOrphanedDatabases(): Promise<void> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  let names: string[];
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname ~ '^proposals_test_(db|template)_[0-9]+_[0-9a-f]+$'",
    );
    names = rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
  const orphans = names.filter((name) => !isRunning(Number(name.split('_')[3])));
  for (const name of orphans) await dropDatabase(name);
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of this test file's own, cloned from the run's template in a few milliseconds. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV];
  if (!template)
    throw new Error(`${TEMPLATE_ENV} is not set: run tests through jest with the shared global setup`);
  const name = uniqueName('db');
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return { name, url: urlFor(name), drop: () => dropDatabase(name) };
}
