import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  createTestRedisPrefix,
  type TestDatabase,
} from '@proposals/testing';
import { runCli } from '../src/run';

const ALL_SCOPES = ['proposals:read', 'proposals:write', 'proposals:generate', 'webhooks:manage'];

let database: TestDatabase;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  database = await createTestDatabase();
  env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: createTestRedisPrefix() };
});
afterAll(() => database.drop());

interface Created {
  accountId: string;
  key: string;
  secret: string;
  scopes: string[];
  plan: string;
}

const cli = (...argv: string[]) => runCli(argv, env);
const createKey = (...argv: string[]) => cli('create-key', ...argv) as Promise<Created>;

describe('create-key', () => {
  it('opens an account with a key of every scope', async () => {
    const created = await createKey('--plan', 'solo', '--scopes', 'all');
    expect(created).toEqual({
      accountId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      key: expect.stringMatching(/^pk_/),
      secret: expect.stringMatching(/^sk_/),
      scopes: ALL_SCOPES,
      plan: 'solo',
    });
  });

  it('gives exactly the scopes listed', async () => {
    const created = await createKey('--plan', 'free', '--scopes', 'proposals:read,webhooks:manage');
    expect(created.scopes).toEqual(['proposals:read', 'webhooks:manage']);
  });

  it('adds a key to an existing account and changes its plan', async () => {
    const first = await createKey('--plan', 'free', '--scopes', 'all');
    const second = await createKey(
      '--account',
      first.accountId,
      '--plan',
      'team',
      '--scopes',
      'proposals:read',
    );
    expect(second).toMatchObject({ accountId: first.accountId, plan: 'team', scopes: ['proposals:read'] });
    expect(second.key).not.toBe(first.key);
  });

  it.each([
    [['--plan', 'free', '--scopes', 'proposals:delete'], /unknown scope\(s\) proposals:delete/],
    [['--plan', 'free'], /--scopes is required/],
    [['--plan', 'gold', '--scopes', 'all'], /--plan must be one of free, solo, team/],
    [['--account', 'acct-1', '--scopes', 'all'], /--account must be an account id \(uuid\), not 'acct-1'/],
    [
      ['--account', '00000000-0000-4000-8000-000000000000', '--scopes', 'all'],
      /no account 00000000-0000-4000-8000-000000000000/,
    ],
    [['--scopes', 'all', '--foo', 'bar'], /Unknown option '--foo'/],
  ])('refuses %j', async (argv, message) => {
    await expect(createKey(...argv)).rejects.toThrow(message);
  });
});

describe('set-plan and add-credits', () => {
  it("changes an account's plan", async () => {
    const { accountId } = await createKey('--plan', 'free', '--scopes', 'all');
    expect(await cli('set-plan', '--account', accountId, '--plan', 'team')).toEqual({
      accountId,
      plan: 'team',
    });
  });

  it('adds up add-on credits', async () => {
    const { accountId } = await createKey('--plan', 'free', '--scopes', 'all');
    expect(await cli('add-credits', '--account', accountId, '--credits', '5')).toEqual({
      accountId,
      addonCredits: 5,
    });
    expect(await cli('add-credits', '--account', accountId, '--credits', '7')).toEqual({
      accountId,
      addonCredits: 12,
    });
  });

  it.each(['0', '-1', '1.5', 'abc'])('refuses --credits %s', async (credits) => {
    const { accountId } = await createKey('--plan', 'free', '--scopes', 'all');
    await expect(cli('add-credits', '--account', accountId, `--credits=${credits}`)).rejects.toThrow(
      '--credits must be a whole number from 1 to 1000000',
    );
  });

  it('refuses an account that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expect(cli('set-plan', '--account', id, '--plan', 'solo')).rejects.toThrow(`no account ${id}`);
    await expect(cli('add-credits', '--account', id, '--credits', '1')).rejects.toThrow(`no account ${id}`);
  });

  it('refuses a bad plan or a missing option', async () => {
    const { accountId } = await createKey('--plan', 'free', '--scopes', 'all');
    await expect(cli('set-plan', '--account', accountId, '--plan', 'enterprise')).rejects.toThrow(
      '--plan must be one of',
    );
    await expect(cli('set-plan', '--account', accountId)).rejects.toThrow('--plan is required');
    await expect(cli('add-credits', '--account', 'abc', '--credits', '1')).rejects.toThrow(
      '--account must be an account id',
    );
  });
});

describe('revoke-key', () => {
  it('revokes a key once', async () => {
    const { key } = await createKey('--plan', 'free', '--scopes', 'all');
    expect(await cli('revoke-key', '--key', key)).toEqual({ key, revoked: true });
    await expect(cli('revoke-key', '--key', key)).rejects.toThrow('no such active key');
  });
});

it('refuses an unknown command with the usage', async () => {
  await expect(cli('delete-account')).rejects.toThrow(
    "unknown command 'delete-account'. usage: pnpm --silent cli <command>",
  );
});

it('prints one line of JSON from `pnpm --silent cli`', () => {
  const run = spawnSync('pnpm', ['--silent', 'cli', 'create-key', '--plan', 'free', '--scopes', 'all'], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...process.env, DATABASE_URL: database.url },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({
    status: 0,
    stderr: '',
  });
  expect(run.stdout).toMatch(/^[^\n]+\n$/);
  expect(JSON.parse(run.stdout)).toMatchObject({
    plan: 'free',
    scopes: ALL_SCOPES,
    key: expect.stringMatching(/^pk_/),
  });
}, 120_000);
