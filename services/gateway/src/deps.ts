import type { GatewayConfig } from './config';
import type { Db } from '@proposals/db';
import type { InFlight } from '@proposals/service-kit';
import type { KeyVerifier } from '@proposals/domain';
import type { Logger } from '@proposals/logger';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';

/** What route handlers and middleware may use; built once per process in server.ts. */
export interface GatewayDeps {
  config: GatewayConfig;
  db: Db;
  redis: Redis;
  keys: KeyVerifier;
  logger: Logger;
  metrics: Registry;
  /** Handlers still running; shutdown waits for them before closing the database. */
  inFlight: InFlight;
}
