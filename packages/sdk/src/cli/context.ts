import path from 'node:path';
import { createClient, type ProposalsClient } from '../client';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';

/** What a command works with: the environment, the caller's directory and the output streams. */
export interface CliContext {
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

/** A file argument, relative to where the caller stood (pnpm runs root scripts from the root). */
export const resolvePath = (ctx: CliContext, file: string) =>
  path.resolve(ctx.env.INIT_CWD ?? process.cwd(), file);

/** The API client from PROPOSALS_API_KEY, PROPOSALS_API_SECRET and PROPOSALS_BASE_URL. */
export function clientOf({ env }: CliContext): ProposalsClient {
  const apiKey = env.PROPOSALS_API_KEY;
  const apiSecret = env.PROPOSALS_API_SECRET;
  if (!apiKey || !apiSecret)
    throw new Error(
      'Set PROPOSALS_API_KEY and PROPOSALS_API_SECRET (a new key: pnpm --silent cli create-key --plan solo --scopes all).',
    );
  return createClient({ baseUrl: env.PROPOSALS_BASE_URL || DEFAULT_BASE_URL, apiKey, apiSecret });
}
