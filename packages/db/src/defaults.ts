export const DEFAULT_DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:5432/proposals';
