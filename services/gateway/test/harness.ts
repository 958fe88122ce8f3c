import supertest from 'supertest';
import { responseChecker, SCOPES, type Plan, type Scope } from '@proposals/contracts';
import { createApiKey } from '@proposals/domain';
import { createLogger } from '@proposals/logger';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  createTestRedisPrefix,
  deleteRedisKeys,
  type TestDatabase,
} from '@proposals/testing';
import { loadGatewayConfig, startGateway, type RunningGateway } from '../src';
import { checkedAgainstOpenApi } from './openapi/response-validator';

export interface TestGateway {
  gateway: RunningGateway;
  database: TestDatabase;
  redisPrefix: string;
  /** supertest agent on the server's root; API paths start with /api/v1. */
  http: supertest.Agent;
  /** Opens an account on `plan` and returns the headers of a key with `scopes`. */
  account(plan?: Plan, scopes?: readonly Scope[]): Promise<AccountKey>;
  stop(): Promise<void>;
}

export interface AccountKey {
  accountId: string;
  key: string;
  secret: string;
  headers: Record<string, string>;
}

/** The real gateway on port 0, over its own database and Redis prefix. */
export async function startTestGateway(
  env: Record<string, string> = {},
  options: Parameters<typeof startGateway>[2] = {},
): Promise<TestGateway> {
  const database = await createTestDatabase();
  const redisPrefix = createTestRedisPrefix();
  const config = loadGatewayConfig({
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SHUTDOWN_TIMEOUT_MS: '2000',
    ...env,
  });
  const gateway = await startGateway(config, createLogger('gateway', 'silent'), options);
  return {
    gateway,
    database,
    redisPrefix,
    http: supertest.agent(`http://127.0.0.1:${gateway.port}`).use(checkedAgainstOpenApi),
    async account(plan = 'solo', scopes = SCOPES) {
      const created = await createApiKey(gateway.deps.db, { plan, scopes: [...scopes] });
      return { ...created, headers: { 'X-API-Key': created.key, 'X-API-Secret': created.secret } };
    },
    async stop() {
      await gateway.close();
      await deleteRedisKeys(redisPrefix);
      await database.drop();
    },
  };
}

/** Starts a gateway before the file's tests and stops it after them; the handle is filled in by then. */
export function useTestGateway(env: Record<string, string> = {}): TestGateway {
  const handle = {} as TestGateway;
  beforeAll(async () => void Object.assign(handle, await startTestGateway(env)));
  afterAll(() => handle.stop());
  return handle;
}

/**
 * A second gateway on `t`'s database and Redis prefix, as a replica behind a load balancer, for
 * the file's tests; its agent is filled in by then.
 */
export function useReplica(t: TestGateway): { http: supertest.Agent; gateway: RunningGateway } {
  const replica = {} as { http: supertest.Agent; gateway: RunningGateway };
  beforeAll(async () => {
    const config = loadGatewayConfig({
      DATABASE_URL: t.database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: t.redisPrefix,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    });
    replica.gateway = await startGateway(config, createLogger('gateway-2', 'silent'));
    replica.http = supertest.agent(`http://127.0.0.1:${replica.gateway.port}`).use(checkedAgainstOpenApi);
  });
  afterAll(() => replica.gateway.close());
  return replica;
}

export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Asserts `value` matches a response schema of the contract, listing every mismatch on failure. */
export function expectSchema(value: unknown, schema: object): void {
  expect(responseChecker(schema)(value)).toEqual([]);
}

/** Asserts the success envelope: data plus meta.requestId (equal to X-Request-Id) and a millisecond UTC timestamp. */
export function expectEnvelope(res: supertest.Response): void {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toHaveProperty('data');
  expect(res.body.meta.requestId).toBe(res.headers['x-request-id']);
  expect(res.body.meta.timestamp).toMatch(TIMESTAMP);
}

/** Asserts an error envelope with this status and code, and returns the error object. */
export function expectError(res: supertest.Response, status: number, code: string) {
  expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
  expect(typeof res.body.error.message).toBe('string');
  expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
  expect(JSON.stringify(res.body)).not.toMatch(/\bat .+\.(js|ts):\d+|prisma|SELECT /i);
  return res.body.error as { code: string; message: string; details?: { field: string; message: string }[] };
}
