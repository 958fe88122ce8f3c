export * from './generated/client';
export { createDbClient, type Db, type DbClientOptions } from './client';
export { classifyDbError, type DbErrorKind } from './errors';
export { listen, type Listener } from './listen';
