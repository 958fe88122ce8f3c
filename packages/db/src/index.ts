export * from './generated/client';
export { createDbClient, type Db, type DbClientOptions } from './client';
export { classifyDbError, type DbErrorKind } from './errors';
export { CHANNELS, listen, type Listener } from './listen';
