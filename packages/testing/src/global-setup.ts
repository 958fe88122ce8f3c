import { createMigratedTemplate, dropOrphanedDatabases, TEMPLATE_ENV } from './databases';

/** Jest global setup: one migrated template per test run; each test file clones it. */
export default async function globalSetup(): Promise<void> {
  await dropOrphanedDatabases();
  process.env[TEMPLATE_ENV] = await createMigratedTemplate();
}
