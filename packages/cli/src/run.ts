import { parseArgs } from 'node:util';
import { commonEnv, loadConfig } from '@proposals/config';
import { createDbClient } from '@proposals/db';
import { COMMANDS, USAGE } from './commands';

/**
 * Runs one CLI command and returns what it prints: a single JSON object, so that scripts can
 * read it with one `JSON.parse` of stdout.
 */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv): Promise<unknown> {
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) throw new Error(name && name !== 'help' ? `unknown command '${name}'. ${USAGE}` : USAGE);
  const { values } = parseArgs({
    args: rest,
    options: command.options,
    strict: true,
    allowPositionals: false,
  });
  const config = loadConfig(commonEnv, env);
  const db = createDbClient({ url: config.DATABASE_URL, poolSize: 2 });
  try {
    return await command.run(values as Record<string, string | undefined>, { db, config });
  } finally {
    await db.$disconnect();
  }
}
