import { PLANS, type Plan } from '@proposals/contracts';
import type { ConfigOf, commonEnv } from '@proposals/config';
import type { Db } from '@proposals/db';
import { createLogger } from '@proposals/logger';
import { createRedisClient } from '@proposals/service-kit';
import {
  addAddonCredits,
  createApiKey,
  isUuid,
  keyRevocationChannel,
  parseScopes,
  revokeApiKey,
  setPlan,
} from '@proposals/domain';

interface CommandContext {
  db: Db;
  config: ConfigOf<typeof commonEnv>;
}

interface Command {
  options: Record<string, { type: 'string' }>;
  run(args: Record<string, string | undefined>, context: CommandContext): Promise<unknown>;
}

export const USAGE = [
  'usage: pnpm --silent cli <command> [options]',
  '  create-key  --plan free|solo|team --scopes all|<scope,...> [--account ID] [--name NAME]',
  '  revoke-key  --key KEY',
  '  set-plan    --account ID --plan free|solo|team',
  '  add-credits --account ID --credits N',
].join('\n');

function required(args: Record<string, string | undefined>, name: string): string {
  const value = args[name];
  if (!value) throw new Error(`--${name} is required. ${USAGE}`);
  return value;
}

function plan(value: string): Plan {
  if (!(PLANS as readonly string[]).includes(value))
    throw new Error(`--plan must be one of ${PLANS.join(', ')}`);
  return value as Plan;
}

function accountId(value: string): string {
  if (!isUuid(value)) throw new Error(`--account must be an account id (uuid), not '${value}'`);
  return value;
}

async function existingAccount<T>(db: Db, id: string, action: () => Promise<T>): Promise<T> {
  if (!(await db.account.findUnique({ where: { id }, select: { id: true } })))
    throw new Error(`no account ${id}`);
  return action();
}

export const COMMANDS: Record<string, Command> = {
  'create-key': {
    options: {
      plan: { type: 'string' },
      scopes: { type: 'string' },
      account: { type: 'string' },
      name: { type: 'string' },
    },
    run: async (args, { db }) => {
      const scopes = parseScopes(required(args, 'scopes'));
      const chosenPlan = args.plan ? plan(args.plan) : undefined;
      const create = () =>
        createApiKey(db, { accountId: args.account, plan: chosenPlan, scopes, name: args.name });
      return args.account ? existingAccount(db, accountId(args.account), create) : create();
    },
  },
  'revoke-key': {
    options: { key: { type: 'string' } },
    run: async (args, { db, config }) => {
      const key = required(args, 'key');
      if (!(await revokeApiKey(db, key))) throw new Error('no such active key');
      // Gateways cache verified keys; tell them now rather than when the cache entry expires.
      const redis = createRedisClient(
        config.REDIS_URL,
        createLogger('cli', 'silent'),
        `${config.REDIS_PREFIX}:cli`,
      );
      try {
        await redis.publish(keyRevocationChannel(config.REDIS_PREFIX), key);
      } catch {
        // Not fatal: the key is revoked in the database and cached copies expire within AUTH_CACHE_TTL_MS.
      } finally {
        redis.disconnect();
      }
      return { key, revoked: true };
    },
  },
  'set-plan': {
    options: { account: { type: 'string' }, plan: { type: 'string' } },
    run: async (args, { db }) => {
      const id = accountId(required(args, 'account'));
      return existingAccount(db, id, () => setPlan(db, id, plan(required(args, 'plan'))));
    },
  },
  'add-credits': {
    options: { account: { type: 'string' }, credits: { type: 'string' } },
    run: async (args, { db }) => {
      const id = accountId(required(args, 'account'));
      const credits = Number(required(args, 'credits'));
      if (!Number.isInteger(credits) || credits < 1 || credits > 1_000_000) {
        throw new Error('--credits must be a whole number from 1 to 1000000');
      }
      return existingAccount(db, id, () => addAddonCredits(db, id, credits));
    },
  },
};
