/** The Redis channel on which a revoked key is announced, so every gateway drops it from its cache at once. */
export const keyRevocationChannel = (redisPrefix: string) => `${redisPrefix}:auth:key-revoked`;
