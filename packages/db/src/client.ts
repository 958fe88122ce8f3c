import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/client';

/**
 * The Prisma client, plus the pg pool under it for the few hot reads where Prisma's per-query
 * cost shows (measured in bench/gateway). Both share one set of connections.
 */
export type Db = PrismaClient & { readonly $pool: pg.Pool };

export interface DbClientOptions {
  url: string;
  /** Connections in this process's pool. */
  poolSize?: number;
  /** How long to wait for a connection before failing, so an outage answers 503 fast instead of hanging. */
  connectTimeoutMs?: number;
}

/** One client per process: it owns the connection pool. */
export function createDbClient({ url, poolSize = 10, connectTimeoutMs = 3000 }: DbClientOptions): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // An idle connection dropped by the server emits here; without a listener it would crash the process.
  pool.on('error', () => undefined);
  // disposeExternalPool: $disconnect() closes the pool even though we created it.
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  // Under load a transaction may wait for a pooled connection; past maxWait it fails (P2028),
  // which the API answers as 503 with Retry-After.
  const client = new PrismaClient({ adapter, transactionOptions: { maxWait: 5000, timeout: 10_000 } });
  Object.defineProperty(client, '$pool', { value: pool, enumerable: false });
  return client as Db;
}
