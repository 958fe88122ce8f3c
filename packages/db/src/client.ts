import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';

export type Db = PrismaClient;

export interface DbClientOptions {
  url: string;
  /** Connections in this process's pool. */
  poolSize?: number;
  /** How long to wait for a connection before failing, so an outage answers 503 fast instead of hanging. */
  connectTimeoutMs?: number;
  onPoolError?: (err: Error) => void;
}

/** One client per process: it owns the connection pool. */
export function createDbClient({ url, poolSize = 10, connectTimeoutMs = 3000, onPoolError }: DbClientOptions): Db {
  const adapter = new PrismaPg(
    { connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs },
    { onPoolError: onPoolError ?? (() => undefined) },
  );
  return new PrismaClient({ adapter });
}
