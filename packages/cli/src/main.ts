import { runCli } from './run';

runCli(process.argv.slice(2), process.env).then(
  (output) => {
    process.stdout.write(`${JSON.stringify(output)}\n`);
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
