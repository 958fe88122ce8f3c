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

/** Read by the gateway (checks at registration) and the dispatcher (checks at connect time). */
export const webhookUrlEnv = {
  /** `strict`: https and public addresses only. Unset: strict with NODE_ENV=production, else `permissive`. */
  WEBHOOK_URL_POLICY: { type: 'string', enum: ['strict', 'permissive', ''], default: '' },
  /** How long a rotated-out webhook secret keeps signing deliveries beside the new one. */
  WEBHOOK_SECRET_OVERLAP_MS: { type: 'integer', minimum: 0, maximum: 2_592_000_000, default: 86_400_000 },
} as const;

/** Where exported files are kept: the exporter writes them, the gateway signs their URLs and serves fs downloads. */
export const storageEnv = {
  STORAGE_DRIVER: { type: 'string', enum: ['fs', 's3'], default: 'fs' },
  /** The fs driver's directory; empty means `proposals-exports` in the system's temporary directory. */
  STORAGE_DIR: { type: 'string', default: '' },
  S3_ENDPOINT: { type: 'string', pattern: '^(https?://[^\\s]+)?$', default: '' },
  /** The S3 endpoint clients reach, when it differs from S3_ENDPOINT; presigned URLs use it. */
  S3_PUBLIC_ENDPOINT: { type: 'string', pattern: '^(https?://[^\\s]+)?$', default: '' },
  S3_REGION: { type: 'string', default: 'us-east-1' },
  S3_ACCESS_KEY: { type: 'string', default: '' },
  S3_SECRET_KEY: { type: 'string', default: '' },
  S3_BUCKET: { type: 'string', default: 'proposals' },
  /** HMAC key of the fs driver's download URLs; required with NODE_ENV=production and the fs driver. */
  DOWNLOAD_SIGNING_SECRET: { type: 'string', default: '' },
} as const;

export const gatewayEnv = {
  ...commonEnv,
  ...webhookUrlEnv,
  ...storageEnv,
  /** How long an export request waits for the exporter before answering 503. */
  EXPORT_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 600_000, default: 30_000 },
  PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
  HOST: { type: 'string', default: '0.0.0.0' },
  /** Where clients reach the API, for links the API hands out; http://localhost:PORT when unset. */
  PUBLIC_BASE_URL: { type: 'string', pattern: '^(https?://[^\\s]+)?$', default: '' },
  /** How long a verified API key is trusted without a database read; revocations are pushed sooner. */
  AUTH_CACHE_TTL_MS: { type: 'integer', minimum: 0, maximum: 3_600_000, default: 30_000 },
  /** Requests per minute per API key on analyze, generate and score, across every gateway. */
  PIPELINE_RATE_LIMIT: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 10 },
  /**
   * How long a request holds its Idempotency-Key before another may take it over (its gateway is
   * presumed dead); longer than any request runs, EXPORT_TIMEOUT_MS included.
   */
  IDEMPOTENCY_LEASE_MS: { type: 'integer', minimum: 1000, maximum: 3_600_000, default: 60_000 },
  /** How often an idle event stream (GET /proposals/:id/events) sends a comment, so proxies keep it open. */
  EVENT_STREAM_HEARTBEAT_MS: { type: 'integer', minimum: 100, maximum: 300_000, default: 15_000 },
  /** API requests one gateway process runs at once; more wait, then get 503 (admission control). */
  MAX_REQUESTS_IN_FLIGHT: { type: 'integer', minimum: 1, maximum: 100_000, default: 32 },
  /** Requests that may wait for a slot; the next one gets 503 at once. */
  MAX_REQUESTS_WAITING: { type: 'integer', minimum: 0, maximum: 100_000, default: 128 },
  /** How long a request may wait for a slot before it gets 503. */
  MAX_REQUEST_WAIT_MS: { type: 'integer', minimum: 1, maximum: 60_000, default: 500 },
  /** How long a request may wait once the line has not emptied for MAX_REQUEST_WAIT_MS: overload, not a burst. */
  MAX_REQUEST_WAIT_OVERLOADED_MS: { type: 'integer', minimum: 1, maximum: 60_000, default: 50 },
  /** A stage whose oldest queued job has waited longer than this is not started (503) until it drains. */
  PIPELINE_MAX_QUEUE_WAIT_MS: { type: 'integer', minimum: 100, maximum: 3_600_000, default: 10_000 },
  /** Unknown, revoked or expired share tokens one address may try per window before it gets 429. */
  SHARE_MISS_LIMIT: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 20 },
  SHARE_MISS_WINDOW_MS: { type: 'integer', minimum: 1000, maximum: 86_400_000, default: 600_000 },
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

/** Read by the dispatcher: outbox relay, delivery, retries and the sweeps. */
export const dispatcherEnv = {
  ...workerEnv,
  ...webhookUrlEnv,
  /** Delays before the retries of a failed delivery, comma-separated; after the last, `failed`. */
  WEBHOOK_RETRY_DELAYS_MS: { type: 'string', pattern: '^\\d+(,\\d+)*$', default: '60000,300000,900000' },
  /** Delivery records older than this become `expired` and are no longer attempted. */
  EVENT_TTL_MS: { type: 'integer', minimum: 1000, maximum: 31_536_000_000, default: 2_592_000_000 },
  /**
   * How often the outbox is read for events to fan out when no notification came: PostgreSQL
   * notifies the relay as events commit, so this only bounds the delay when one is missed.
   */
  WEBHOOK_RELAY_INTERVAL_MS: { type: 'integer', minimum: 10, maximum: 60_000, default: 1000 },
  /** A pending delivery due this long ago whose job Redis no longer has is queued again. */
  WEBHOOK_REQUEUE_AFTER_MS: { type: 'integer', minimum: 100, maximum: 3_600_000, default: 15_000 },
  /** Deliveries one dispatcher process has in flight at once. */
  DISPATCHER_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 10_000, default: 256 },
  /** Of those, at most this many to one endpoint, so that one slow receiver cannot take them all. */
  DISPATCHER_ENDPOINT_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 10_000, default: 32 },
} as const;

/** Read by the exporter: renders with Chromium and writes to the object store. */
export const exporterEnv = {
  ...workerEnv,
  ...storageEnv,
  /** The browser that renders PDFs; empty: the system's Chromium on PATH, else the one an npm package ships. */
  CHROME_PATH: { type: 'string', default: '' },
  /** Documents one exporter renders at once: Chromium pages open and jobs taken from the queue. */
  EXPORT_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 64, default: 4 },
} as const;
