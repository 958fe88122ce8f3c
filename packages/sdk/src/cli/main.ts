#!/usr/bin/env node
import { runCli } from './commands';
import { errorLine } from './output';

const ctx = { env: process.env, stdout: process.stdout, stderr: process.stderr };

runCli(process.argv.slice(2), ctx).catch((error: unknown) => {
  process.stderr.write(`proposals: ${errorLine(error)}\n`);
  process.exitCode = 1;
});
