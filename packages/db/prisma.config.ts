import { defineConfig } from 'prisma/config';

// Prisma 7's CLI insists on a native schema-engine binary for every command and would try to
// download one. `prisma generate` never runs it, so any existing file satisfies the check.
// Migrations are created and applied by ./migrate (Prisma 6 on the WASM engine), not by this CLI.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= '/bin/false';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
