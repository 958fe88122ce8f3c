import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PipelineProgress } from '@proposals/sdk';
import type { ServiceHandle } from '@proposals/service-kit';
import type { AccountKey } from '../harness';
import { BRIEF, pdfText, useExportStack } from '../export/setup';
import { startTestWorkers, stopWorkers } from '../workers';
import { sdkClient } from './client';

const ROOT = path.resolve(__dirname, '../../../..');
const CLI = path.join(ROOT, 'packages/sdk/dist/cli/main.js');

// The whole path of an integrator: the gateway, the three stage workers and the exporter.
const { t, storageDir } = useExportStack({ PIPELINE_RATE_LIMIT: '1000' });
let workers: ServiceHandle[] = [];
let owner: AccountKey;
beforeAll(async () => {
  workers = await startTestWorkers(t);
  owner = await t.account('solo');
});
afterAll(() => stopWorkers(workers));

/** A program of ours (the CLI, an example) as a user runs it, in its own process, against this gateway. */
function runAsUser(script: string, args: string[]) {
  const env = {
    ...process.env,
    PROPOSALS_API_KEY: owner.key,
    PROPOSALS_API_SECRET: owner.secret,
    PROPOSALS_BASE_URL: `http://127.0.0.1:${t.gateway.port}`,
    INIT_CWD: storageDir,
  };
  return promisify(execFile)(process.execPath, [script, ...args], { env, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}
const proposalsCli = (args: string[]) => runAsUser(CLI, args);

describe('the SDK and the CLI through the whole pipeline', () => {
  it('runs analyze, generate and score with progress, then exports and downloads a PDF', async () => {
    const client = sdkClient(t, owner);
    const { id } = await client.proposals.create({ title: 'Brightwave website', rawInputText: BRIEF });
    const progress: PipelineProgress[] = [];
    const scored = await client.runPipeline(id, { intervalMs: 50, onProgress: (p) => progress.push(p) });
    expect(scored).toMatchObject({ status: 'ready', proposalScore: expect.any(Number) });
    expect(scored.generatedProposalMarkdown).toContain('Brightwave');
    expect(progress.map((p) => `${p.stage} ${p.state}`)).toEqual([
      'analyze started',
      'analyze completed',
      'generate started',
      'generate completed',
      'score started',
      'score completed',
    ]);
    expect(progress.every((p) => p.elapsedMs >= 0 && p.elapsedMs < 30_000)).toBe(true);

    const { downloadUrl, format } = await client.proposals.export(id, { format: 'pdf' });
    expect(format).toBe('pdf');
    const file = await client.download(downloadUrl);
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toMatch(/\.pdf$/);
    expect(pdfText(Buffer.from(file.bytes))).toContain('Brightwave website');
  });

  it('`proposals run` writes a real PDF, reporting each stage on stderr; `list` and `get` show it', async () => {
    fs.writeFileSync(path.join(storageDir, 'brief.txt'), BRIEF);
    const run = await proposalsCli(['run', 'brief.txt', '--title', 'CLI website', '--out', 'cli.pdf']);
    expect(run).toMatchObject({ code: 0, stdout: `${path.join(storageDir, 'cli.pdf')}\n` });
    for (const stage of ['create', 'analyze', 'generate', 'score', 'export', 'download'])
      expect(run.stderr).toMatch(new RegExp(`^${stage}: completed in \\d+\\.\\d\\d s`, 'm'));
    expect(pdfText(fs.readFileSync(path.join(storageDir, 'cli.pdf')))).toContain('CLI website');

    const list = await proposalsCli(['list', '--status', 'ready']);
    expect(list.stdout).toMatch(/^ID +STATUS +UPDATED +TITLE\n/);
    const row = list.stdout.split('\n').find((line) => line.endsWith('CLI website'));
    const id = row!.split(/ +/)[0]!;
    const got = await proposalsCli(['get', id]);
    expect(JSON.parse(got.stdout)).toMatchObject({ id, status: 'ready', title: 'CLI website' });
  });

  it('the example examples/brief-to-pdf.mjs writes the PDF through the SDK', async () => {
    const brief = path.join(storageDir, 'example-brief.txt');
    const out = path.join(storageDir, 'example.pdf');
    fs.writeFileSync(brief, BRIEF);
    const run = await runAsUser(path.join(ROOT, 'examples/brief-to-pdf.mjs'), [brief, out]);
    expect(run).toMatchObject({ code: 0, stdout: `${out}\n` });
    expect(run.stderr).toMatch(/^score completed/m);
    expect(pdfText(fs.readFileSync(out))).toContain('Proposal from a brief');
  });

  it('`proposals` fails in one line with the API error code and request id, exit code 1', async () => {
    const missing = await proposalsCli(['get', '00000000-0000-4000-8000-000000000000']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^proposals: not_found: .+ \(request [\w-]+\)\n$/);
    const unreadable = await proposalsCli(['run', 'no-such-brief.txt']);
    expect(unreadable).toMatchObject({
      code: 1,
      stderr: 'proposals: Cannot read the brief no-such-brief.txt: ENOENT.\n',
    });
  });
});
