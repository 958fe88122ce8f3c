import { parseArgs } from 'node:util';
import { clientOf, type CliContext } from './context';
import { listenForWebhooks } from './listen';
import { table } from './output';
import { EXPORT_FORMATS, runPipelineCommand } from './run-command';
import type { ExportFormat, ProposalStatus } from '../types';

export const USAGE = `usage: proposals <command>
  run BRIEF_FILE [--title TITLE] [--export pdf|docx|pptx] [--out FILE]
                 create, analyze, generate, score, export and download a proposal
  list [--status STATUS] [--limit N] [--page N]
  get ID
  share ID --to EMAIL [--name NAME] [--expires ISO_DATE_TIME]
                 share a ready or sent proposal as a web page; prints its URL (shown once)
  links ID       the proposal's share links, their state and views
  webhooks listen [--port N] [--secret whsec_...]
environment: PROPOSALS_API_KEY, PROPOSALS_API_SECRET, PROPOSALS_BASE_URL (default http://127.0.0.1:3000),
             PROPOSALS_WEBHOOK_SECRET`;

type Values = Record<string, string | undefined>;

interface Command {
  options: Record<string, { type: 'string' }>;
  /** The names of the positional arguments it takes, in order. */
  positionals: string[];
  run(values: Values, positionals: string[], ctx: CliContext): Promise<void>;
}

function integer(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, not '${value}'.`);
  return Number(value);
}

const COMMANDS: Record<string, Command> = {
  run: {
    options: { title: { type: 'string' }, export: { type: 'string' }, out: { type: 'string' } },
    positionals: ['BRIEF_FILE'],
    run: ({ title, export: format = 'pdf', out }, [brief], ctx) => {
      if (!EXPORT_FORMATS.includes(format as ExportFormat))
        throw new Error(`--export must be one of ${EXPORT_FORMATS.join(', ')}, not '${format}'.`);
      return runPipelineCommand({ brief: brief!, title, format: format as ExportFormat, out }, ctx);
    },
  },
  list: {
    options: { status: { type: 'string' }, limit: { type: 'string' }, page: { type: 'string' } },
    positionals: [],
    async run({ status, limit, page }, _, ctx) {
      // The API checks the status and answers validation_error with the values it takes.
      const query = {
        status: status as ProposalStatus,
        limit: integer(limit, 'limit', 20),
        page: integer(page, 'page', 1),
      };
      const { data, meta } = await clientOf(ctx).proposals.list(query);
      const rows = data.map((p) => [p.id, p.status, p.updatedAt, p.title]);
      ctx.stdout.write(`${table(['ID', 'STATUS', 'UPDATED', 'TITLE'], rows)}\n`);
      ctx.stderr.write(
        `page ${meta.page}: ${data.length} of ${meta.total}${meta.hasMore ? ', more with --page' : ''}\n`,
      );
    },
  },
  get: {
    options: {},
    positionals: ['ID'],
    async run(_, [id], ctx) {
      ctx.stdout.write(`${JSON.stringify(await clientOf(ctx).proposals.get(id!), null, 2)}\n`);
    },
  },
  share: {
    options: { to: { type: 'string' }, name: { type: 'string' }, expires: { type: 'string' } },
    positionals: ['ID'],
    async run({ to, name, expires }, [id], ctx) {
      if (!to) throw new Error('--to EMAIL is required: the link is made for one recipient.');
      const recipient = { email: to, name: name ?? to.split('@')[0]! };
      const link = await clientOf(ctx).proposals.share(id!, {
        recipient,
        ...(expires ? { expiresAt: expires } : {}),
      });
      ctx.stdout.write(`${link.url}\n`);
      ctx.stderr.write(`link ${link.id} for ${recipient.name} <${to}>, expires ${link.expiresAt}\n`);
    },
  },
  links: {
    options: {},
    positionals: ['ID'],
    async run(_, [id], ctx) {
      const { data } = await clientOf(ctx).proposals.shareLinks(id!, { limit: 50 });
      const rows = data.map((l) => [
        l.id,
        l.state,
        String(l.viewCount),
        l.lastViewedAt ?? '-',
        l.recipient.email,
      ]);
      ctx.stdout.write(`${table(['ID', 'STATE', 'VIEWS', 'LAST VIEW', 'RECIPIENT'], rows)}\n`);
    },
  },
  'webhooks listen': {
    options: { port: { type: 'string' }, secret: { type: 'string' } },
    positionals: [],
    run: ({ port, secret }, _, ctx) =>
      listenForWebhooks(
        { port: integer(port, 'port', 4000), secret: secret ?? ctx.env.PROPOSALS_WEBHOOK_SECRET },
        ctx,
      ),
  },
};

/** Runs one command line; a mistake in it is an Error whose message says what to type instead. */
export async function runCli(argv: string[], ctx: CliContext): Promise<void> {
  const name = argv[0] === 'webhooks' ? `webhooks ${argv[1] ?? ''}` : argv[0];
  const command = name ? COMMANDS[name] : undefined;
  if (!command) throw new Error(name && name !== 'help' ? `Unknown command '${name}'.\n${USAGE}` : USAGE);
  const { values, positionals } = parseArgs({
    args: argv.slice(name!.split(' ').length),
    options: command.options,
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length !== command.positionals.length)
    throw new Error(`usage: proposals ${name} ${command.positionals.join(' ')} [options]\n${USAGE}`);
  await command.run(values as Values, positionals, ctx);
}
