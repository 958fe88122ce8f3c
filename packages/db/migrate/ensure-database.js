// Creates the database named in DATABASE_URL when it does not exist yet, so that
// `prisma migrate deploy` (which connects straight to it through the adapter) can run
// on a fresh machine.
const { Client } = require('pg');
const { databaseUrl } = require('./database-url');

async function main() {
  const target = new URL(databaseUrl());
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(target);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

main().catch((err) => {
  console.error(`could not prepare the database: ${err.message}`);
  process.exit(1);
});
