/** Every endpoint of the versioned API is under it. */
export const API_PREFIX = '/api/v1';
