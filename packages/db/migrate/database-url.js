// The one default shared by every service (DESIGN.md section 4).
const DEFAULT_DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:5432/proposals';

function databaseUrl() {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

module.exports = { databaseUrl, DEFAULT_DATABASE_URL };
