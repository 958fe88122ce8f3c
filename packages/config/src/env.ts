// The environment variables of DESIGN.md section 4, grouped by who reads them.
export const commonEnv = {
  NODE_ENV: { type: 'string', enum: ['development', 'test', 'production'], default: 'development' },
  DATABASE_URL: {
    type: 'string',
    pattern: '^postgres(ql)?://',
    default: 'postgresql://postgres:postgres@127.0.0.1:5432/proposals',
  },
  DB_POOL_SIZE: { type: 'integer', minimum: 1, maximum: 200, default: 10 },
  REDIS_URL: { type: 'string', pattern: '^rediss?://', default: 'redis://127.0.0.1:6379' },
  /** Every Redis key and channel of this deployment starts with it, so stacks and test runs can share one Redis. */
  REDIS_PREFIX: { type: 'string', pattern: '^[A-Za-z0-9_.-]+$', default: 'proposals' },
  LOG_LEVEL: { type: 'string', enum: ['error', 'warn', 'info', 'debug', 'silent'], default: 'info' },
  /** How long a stopping process waits for in-flight work before it exits anyway. */
  SHUTDOWN_TIMEOUT_MS: { type: 'integer', minimum: 0, maximum: 600_000, default: 10_000 },
} as const;

export const gatewayEnv = {
  ...commonEnv,
  PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
  HOST: { type: 'string', default: '0.0.0.0' },
  /** Where clients reach the API, for links the API hands out; http://localhost:PORT when unset. */
  PUBLIC_BASE_URL: { type: 'string', pattern: '^(https?://[^\\s]+)?$', default: '' },
  /** How long a verified API key is trusted without a database read; revocations are pushed sooner. */
  AUTH_CACHE_TTL_MS: { type: 'integer', minimum: 0, maximum: 3_600_000, default: 30_000 },
  /** Requests per minute per API key on analyze, generate and score, across every gateway. */
  PIPELINE_RATE_LIMIT: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 10 },
} as const;

export const workerEnv = {
  ...commonEnv,
  /** Port of the worker's /healthz, /readyz and /metrics; each worker has its own default. */
  HEALTH_PORT: { type: 'integer', minimum: 0, maximum: 65535 },
} as const;

/** Read by the three pipeline workers (analyzer, generator, scorer). */
export const pipelineEnv = {
  ...workerEnv,
  /** `rules`: the built-in engine. `llm`: an OpenAI-compatible chat endpoint, falling back to the rules. */
  ENGINE: { type: 'string', enum: ['rules', 'llm'], default: 'rules' },
  LLM_BASE_URL: { type: 'string', pattern: '^(https?://[^\\s]+)?$', default: '' },
  LLM_MODEL: { type: 'string', default: '' },
  LLM_API_KEY: { type: 'string', default: '' },
  LLM_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 600_000, default: 20_000 },
  /** A stage in progress this long with no live job is queued again, then failed. */
  PIPELINE_STALL_TIMEOUT_MS: { type: 'integer', minimum: 1000, maximum: 86_400_000, default: 120_000 },
  /** Jobs one worker process runs at once. */
  WORKER_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 1000, default: 8 },
} as const;
