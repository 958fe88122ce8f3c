export { createTestDatabase, type TestDatabase } from './databases';
export { createTestRedisPrefix, deleteRedisKeys } from './redis';
