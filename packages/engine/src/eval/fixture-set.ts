// Which fixture directory the evaluator reads: `--set holdout` (or ENGINE_EVAL_SET=holdout) picks
// fixtures/holdout; `--dir PATH` any directory; the default stays fixtures/briefs.
import path from 'node:path';
import { FIXTURES_DIR } from './fixtures';

const FIXTURES_ROOT = path.dirname(FIXTURES_DIR);

export interface FixtureSet {
  name: string;
  dir: string;
}

function optionValue(argv: string[], name: string): string | undefined {
  const args = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === name) return args[i + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

export function resolveFixtureSet(argv: string[], env: NodeJS.ProcessEnv): FixtureSet {
  const dir = optionValue(argv, '--dir') ?? env.ENGINE_EVAL_DIR;
  if (dir) return { name: path.basename(path.resolve(dir)), dir: path.resolve(dir) };
  const name = optionValue(argv, '--set') ?? env.ENGINE_EVAL_SET ?? 'briefs';
  if (!/^[\w-]+$/.test(name)) throw new Error(`invalid fixture set name: ${name}`);
  return { name, dir: path.join(FIXTURES_ROOT, name) };
}
