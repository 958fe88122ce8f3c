import { execFileSync } from 'node:child_process';
import { verifyDownload } from '@proposals/storage';
import type { AccountKey } from '../harness';
import { download, pdfText, seedProposal, storedFiles, useExportStack } from './setup';

const stack = useExportStack();
const { t } = stack;
let owner: AccountKey;
beforeAll(async () => {
  owner = await t.account('team');
});

const exportPdf = (id: string) => t.http.post(`/api/v1/proposals/${id}/export`).set(owner.headers).send({});
const keyOf = (url: string) =>
  verifyDownload(url.split('/').pop()!, t.gateway.deps.exports.signingSecret)!.key;
const completedJobs = async () =>
  (await stack.exporter.kit.metrics.getSingleMetric('jobs_completed_total')!.get()).values.reduce(
    (n, v) => n + v.value,
    0,
  );

/** Chromium processes this test process started (the exporter runs in it). */
const chromiumPids = () =>
  execFileSync('ps', ['-eo', 'pid=,ppid=,comm='])
    .toString()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, ppid, comm]) => Number(ppid) === process.pid && /chrom/.test(comm ?? ''))
    .map(([pid]) => Number(pid));

describe('exports', () => {
  it('shows a hostile title as text', async () => {
    const title = `<script>alert(1)</script><img src=x onerror="alert(2)"> & Co`;
    const { id } = await seedProposal(t, owner, {
      title,
      markdown: `# ${title}\n\n## Brief\n\n<b>bold?</b> <iframe src="http://example.com"></iframe>`,
    });
    const res = await exportPdf(id).expect(200);
    const { res: file, body } = await download(res.body.data.downloadUrl);
    const text = pdfText(body).replace(/\s+/g, ' ');
    expect(text).toContain('<script>alert(1)</script><img src=x onerror="alert(2)"> & Co');
    expect(text).toContain('<iframe src="http://example.com"></iframe>');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[^"\s]+$/,
    );
  });

  it('reuses the stored file when the proposal has not changed, and renders a changed one', async () => {
    const { id } = await seedProposal(t, owner);
    const first = await exportPdf(id).expect(200);
    const before = await completedJobs();
    const started = performance.now();
    const again = await exportPdf(id).expect(200);
    expect(performance.now() - started).toBeLessThan(300);
    expect(await completedJobs()).toBe(before);
    expect(keyOf(again.body.data.downloadUrl)).toBe(keyOf(first.body.data.downloadUrl));

    await t.gateway.deps.db.proposal.update({
      where: { id },
      data: { editedProposalMarkdown: '## Edited\n\nNew text.' },
    });
    const edited = await exportPdf(id).expect(200);
    expect(keyOf(edited.body.data.downloadUrl)).not.toBe(keyOf(first.body.data.downloadUrl));
    expect(pdfText((await download(edited.body.data.downloadUrl)).body)).toContain('New text.');
  });

  it('renders once for concurrent exports of one proposal, and all of them succeed', async () => {
    const { id } = await seedProposal(t, owner);
    const before = await completedJobs();
    const answers = await Promise.all(Array.from({ length: 6 }, () => exportPdf(id)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => keyOf(a.body.data.downloadUrl))).size).toBe(1);
    expect(await completedJobs()).toBe(before + 1);
    expect(storedFiles(stack.storageDir).filter((f) => f.includes(id))).toHaveLength(1);
  });

  it('recovers when Chromium is killed while rendering', async () => {
    const long = Array.from(
      { length: 60 },
      (_, i) => `## Section ${i}\n\n${'A paragraph of text. '.repeat(60)}`,
    ).join('\n\n');
    const { id } = await seedProposal(t, owner, { markdown: long });
    expect(chromiumPids().length).toBeGreaterThan(0);
    const pending = exportPdf(id);
    await new Promise((r) => setTimeout(r, 150));
    for (const pid of chromiumPids()) process.kill(pid, 'SIGKILL');
    const res = await pending;
    expect(res.status).toBe(200);
    expect(pdfText((await download(res.body.data.downloadUrl)).body)).toContain('Section 59');

    const { id: next } = await seedProposal(t, owner, { title: 'After the crash' });
    await exportPdf(next).expect(200);
  });
});
