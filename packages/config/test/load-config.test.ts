import { ConfigError, gatewayEnv, loadConfig, workerEnv } from '../src';

/** The ConfigError `load` throws; fails the test when it returns instead. */
function configError(load: () => unknown): ConfigError {
  try {
    load();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults of unset variables', () => {
    expect(loadConfig(gatewayEnv, {})).toEqual({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:5432/proposals',
      DB_POOL_SIZE: 10,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'proposals',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: 10_000,
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_BASE_URL: '',
      AUTH_CACHE_TTL_MS: 30_000,
      PIPELINE_RATE_LIMIT: 10,
      IDEMPOTENCY_LEASE_MS: 60_000,
      EVENT_STREAM_HEARTBEAT_MS: 15_000,
      MAX_REQUESTS_IN_FLIGHT: 32,
      MAX_REQUESTS_WAITING: 128,
      MAX_REQUEST_WAIT_MS: 500,
      MAX_REQUEST_WAIT_OVERLOADED_MS: 50,
      PIPELINE_MAX_QUEUE_WAIT_MS: 10_000,
      STORAGE_DRIVER: 'fs',
      STORAGE_DIR: '',
      S3_ENDPOINT: '',
      S3_PUBLIC_ENDPOINT: '',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY: '',
      S3_SECRET_KEY: '',
      SHARE_MISS_LIMIT: 20,
      SHARE_MISS_WINDOW_MS: 600_000,
      S3_BUCKET: 'proposals',
      DOWNLOAD_SIGNING_SECRET: '',
      EXPORT_TIMEOUT_MS: 30_000,
      WEBHOOK_SECRET_OVERLAP_MS: 86_400_000,
      WEBHOOK_URL_POLICY: '',
    });
  });

  it('coerces numbers from their strings', () => {
    const config = loadConfig(gatewayEnv, { PORT: '8080', DB_POOL_SIZE: '3', AUTH_CACHE_TTL_MS: '0' });
    expect(config).toMatchObject({ PORT: 8080, DB_POOL_SIZE: 3, AUTH_CACHE_TTL_MS: 0 });
  });

  it('keeps the values that are set', () => {
    const env = {
      DATABASE_URL: 'postgres://db:5432/x',
      REDIS_URL: 'rediss://cache:6380',
      REDIS_PREFIX: 'stack-1',
      LOG_LEVEL: 'debug',
    };
    expect(loadConfig(gatewayEnv, env)).toMatchObject(env);
  });

  it('treats an empty string as unset', () => {
    expect(loadConfig(gatewayEnv, { PORT: '', REDIS_PREFIX: '', LOG_LEVEL: '' })).toMatchObject({
      PORT: 3000,
      REDIS_PREFIX: 'proposals',
      LOG_LEVEL: 'info',
    });
  });

  it('names every bad variable in one error', () => {
    const error = configError(() =>
      loadConfig(gatewayEnv, {
        PORT: 'abc',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://x',
      }),
    );
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'REDIS_URL'])
      expect(error.message).toContain(name);
    expect(error.problems).toHaveLength(4);
    expect(error.message).toContain('"abc"');
  });

  it('refuses a number out of range', () => {
    expect(configError(() => loadConfig(gatewayEnv, { PORT: '70000' })).message).toContain('PORT');
  });

  it('requires a variable that has no default, also when it is an empty string', () => {
    expect(configError(() => loadConfig(workerEnv, {})).message).toContain('HEALTH_PORT');
    expect(configError(() => loadConfig(workerEnv, { HEALTH_PORT: '' })).message).toContain('HEALTH_PORT');
    expect(loadConfig(workerEnv, { HEALTH_PORT: '3101' }).HEALTH_PORT).toBe(3101);
  });
});
