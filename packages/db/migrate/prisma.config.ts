// Prisma 6.19.3 configuration used only for migrations (diff, deploy, status). It drives the
// WASM schema engine bundled in the prisma 6 package through @prisma/adapter-pg, so no
// schema-engine binary is ever downloaded. The app itself runs on Prisma 7 (../prisma.config.ts).
// Versions are pinned exactly: the work-arounds below touch adapter internals.
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';
import { ColumnTypeEnum } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { databaseUrl } from './database-url';

const appSchema = path.resolve(__dirname, '../prisma/schema.prisma');
const migrationsDir = path.resolve(__dirname, '../prisma/migrations');
const derivedSchema = path.join(__dirname, '.generated', 'schema.prisma');

// The Prisma 7 schema keeps its URL out of the datasource block and has a generator Prisma 6
// does not know; Prisma 6 needs the URL and ignores generators for migrations. Derive a copy.
function deriveSchema(): void {
  const source = fs.readFileSync(appSchema, 'utf8');
  const derived = source
    .replace(/^\s*generator\s+\w+\s*\{[^}]*\}\s*$/gm, '')
    .replace(/(datasource\s+\w+\s*\{)/, '$1\n  url = env("DATABASE_URL")');
  fs.mkdirSync(path.dirname(derivedSchema), { recursive: true });
  if (!fs.existsSync(derivedSchema) || fs.readFileSync(derivedSchema, 'utf8') !== derived) {
    fs.writeFileSync(derivedSchema, derived);
  }
}
deriveSchema();
process.env.DATABASE_URL = databaseUrl();
// Without a generator block Prisma 6 assumes the native "library" query engine and tries to
// download it, which also hides real schema errors behind a download error.
process.env.PRISMA_CLIENT_ENGINE_TYPE ??= 'client';
process.env.PRISMA_QUERY_ENGINE_LIBRARY ??= '/dev/null';

// adapter-pg 6.x cannot map catalog types returned by the schema engine's introspection
// (prisma/orm#27403). Report them as text, except that "char" columns must reach the engine
// as Character columns, or it panics on CHECK constraints.
const TEXT_OID = 25;
const CHAR_OID = 18;
const CATALOG_OIDS_AS_TEXT = new Set([CHAR_OID, 19, 22, 24, 194, 2205]);
const CHAR_COLUMNS = Symbol('charColumns');

type PgResultLike = { fields?: { dataTypeID: number }[]; rows?: unknown[] };

function retypeCatalogColumns<T>(result: T): T {
  for (const r of (Array.isArray(result) ? result : [result]) as PgResultLike[]) {
    const charColumns: number[] = [];
    (r?.fields ?? []).forEach((field, index) => {
      if (field.dataTypeID === CHAR_OID) charColumns.push(index);
      if (CATALOG_OIDS_AS_TEXT.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
    });
    if (charColumns.length && Array.isArray(r.rows)) {
      Object.defineProperty(r.rows, CHAR_COLUMNS, { value: charColumns });
    }
  }
  return result;
}

class CatalogTypesClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof values === 'function') [callback, values] = [values, undefined];
    if (typeof callback === 'function') {
      return super.query(config, values, (err: Error, res: unknown) =>
        callback(err, err ? res : retypeCatalogColumns(res)),
      );
    }
    const pending = super.query(config, values);
    return pending && typeof pending.then === 'function' ? pending.then(retypeCatalogColumns) : pending;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function withCharColumns<T extends { queryRaw: (q: any) => Promise<any> }>(queryable: T): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const i of result?.rows?.[CHAR_COLUMNS] ?? []) result.columnTypes[i] = ColumnTypeEnum.Character;
    return result;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const transactional = queryable as any;
  if (typeof transactional.startTransaction === 'function') {
    const start = transactional.startTransaction.bind(queryable);
    transactional.startTransaction = async (...args: unknown[]) => withCharColumns(await start(...args));
  }
  return queryable;
}

// Discrete fields rather than a connectionString: adapter-pg spreads this config with another
// `database` for the shadow database, and a connectionString would win over it.
function poolConfig(url: string): pg.PoolConfig {
  const u = new URL(url);
  const sslmode = u.searchParams.get('sslmode');
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.slice(1)),
    ssl: sslmode && sslmode !== 'disable' ? { rejectUnauthorized: sslmode.startsWith('verify') } : undefined,
    Client: CatalogTypesClient as unknown as typeof pg.Client,
  };
}

async function runAdminStatement(config: pg.PoolConfig, sql: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { Client: _patched, ...plain } = config as pg.PoolConfig & { Client?: unknown };
  const client = new pg.Client(plain as pg.ClientConfig);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: derivedSchema,
  migrations: { path: migrationsDir },
  adapter: async () => {
    const config = poolConfig(databaseUrl());
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const factory: any = new PrismaPg(config);
    const connect = factory.connect.bind(factory);
    factory.connect = async () => withCharColumns(await connect());
    // adapter-pg 6.19 drops its shadow database while its own pool is still connected
    // ("being accessed by other users"); create and drop it in order instead.
    factory.connectToShadowDb = async () => {
      const name = `prisma_migrate_shadow_db_${randomUUID()}`;
      await runAdminStatement(config, `CREATE DATABASE "${name}"`);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const shadow: any = withCharColumns(await new PrismaPg({ ...config, database: name }).connect());
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        await runAdminStatement(config, `DROP DATABASE IF EXISTS "${name}"`);
      };
      return shadow;
    };
    return factory;
  },
});
