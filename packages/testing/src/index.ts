export { createTestDatabase, type TestDatabase } from './databases';
export { createTestRedisPrefix, deleteRedisKeys, TEST_REDIS_URL } from './redis';
export { freePort, hasRedisServer, killRedisServer, startRedisServer } from './redis-server';
