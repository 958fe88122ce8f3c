import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExportFormat } from '../types';
import { clientOf, resolvePath, type CliContext } from './context';
import { progressOn, step } from './progress';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['pdf', 'docx', 'pptx'];

export interface RunArgs {
  brief: string;
  title?: string;
  format: ExportFormat;
  out?: string;
}

async function readBrief(ctx: CliContext, file: string): Promise<string> {
  const text = await readFile(resolvePath(ctx, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot read the brief ${file}: ${error.code ?? error.message}.`);
  });
  if (!text.trim()) throw new Error(`The brief ${file} is empty.`);
  return text;
}

const money = (cents: number | null, currency: string) =>
  cents === null
    ? 'no price'
    : new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/**
 * `proposals run brief.txt`: create → analyze → generate → score → export → download, each
 * stage's progress on stderr; stdout gets only the path of the file written.
 */
export async function runPipelineCommand(args: RunArgs, ctx: CliContext): Promise<void> {
  const client = clientOf(ctx);
  const rawInputText = await readBrief(ctx, args.brief);
  const progress = progressOn(ctx.stderr, ctx.env);
  const body = args.title ? { title: args.title, rawInputText } : { rawInputText };
  const { id } = await step(
    progress,
    'create',
    () => client.proposals.create(body),
    (p) => p.id,
  );
  const proposal = await client.runPipeline(id, {
    intervalMs: 200,
    onProgress: ({ stage, state, elapsedMs }) =>
      state === 'started' ? progress.start(stage) : progress.end(stage, state, elapsedMs),
  });
  ctx.stderr.write(
    `  score ${proposal.proposalScore}/100, ${money(proposal.totalPriceMid, proposal.currency)}, ` +
      `${proposal.estimatedDurationDays} days\n`,
  );
  const exported = await step(progress, 'export', () => client.proposals.export(id, { format: args.format }));
  const file = await step(
    progress,
    'download',
    () => client.download(exported.downloadUrl),
    (f) => `${Math.ceil(f.bytes.length / 1024)} KiB`,
  );
  // The server's file name is the title's: keep its last segment only, never a path of its own.
  const out = resolvePath(ctx, args.out ?? path.basename(file.fileName ?? `proposal-${id}.${args.format}`));
  await writeFile(out, file.bytes);
  ctx.stdout.write(`${out}\n`);
}
