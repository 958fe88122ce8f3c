import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exporterEnv, loadConfig } from '@proposals/config';
import { createExporter } from '@proposals/domain/exporter';
import { rulesEngine } from '@proposals/engine';
import { createLogger } from '@proposals/logger';
import { consumeExports } from '@proposals/queue';
import { startService, type ServiceHandle } from '@proposals/service-kit';
import { TEST_REDIS_URL } from '@proposals/testing';
import { useTestGateway, type AccountKey, type TestGateway } from '../harness';

export const BRIEF = `We are Brightwave Dental, 12 clinics in Austin. We need a new marketing website with online
booking and a blog, plus a refreshed logo. Budget $25,000 to $30,000; live by 15 March 2027.`;

/** A gateway and an in-process exporter over a fresh storage directory; `browsers` as createExporter takes them. */
export function useExportStack(
  env: Record<string, string> = {},
  browsers: Parameters<typeof createExporter>[1] = {},
) {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-test-'));
  const t = useTestGateway({ STORAGE_DIR: storageDir, EXPORT_TIMEOUT_MS: '20000', ...env });
  const stack = { t, storageDir, exporter: undefined as unknown as ServiceHandle };
  beforeAll(async () => {
    const config = loadConfig(exporterEnv, {
      DATABASE_URL: t.database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: t.redisPrefix,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'silent',
      SHUTDOWN_TIMEOUT_MS: '2000',
      STORAGE_DIR: storageDir,
      EXPORT_CONCURRENCY: '2',
      ...env,
    });
    stack.exporter = await startService({
      name: 'exporter',
      config,
      logger: createLogger('exporter', 'silent'),
      capability: consumeExports(() => createExporter(config, browsers), {
        concurrency: config.EXPORT_CONCURRENCY,
      }),
    });
  });
  afterAll(async () => {
    await stack.exporter?.stop();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });
  return stack;
}

/** A proposal with its generated fields set as the generator would, in `status`. */
export async function seedProposal(
  t: TestGateway,
  owner: AccountKey,
  {
    title = 'Brightwave website',
    status = 'ready' as const as string,
    markdown = undefined as string | undefined,
  } = {},
) {
  const res = await t.http.post('/api/v1/proposals').set(owner.headers).send({ title, rawInputText: BRIEF });
  const id = res.body.data.id as string;
  const createdAt = '2026-11-01T00:00:00.000Z';
  const { analysis, scope } = await rulesEngine.analyze({ text: BRIEF, title, createdAt });
  const g = await rulesEngine.generate({
    title,
    analysis,
    scope,
    createdAt,
    accountName: 'Northwind Studio',
  });
  await t.gateway.deps.db.account.update({
    where: { id: owner.accountId },
    data: { name: 'Northwind Studio' },
  });
  await t.gateway.deps.db.proposal.update({
    where: { id },
    data: {
      status: status as 'ready',
      analysisResult: analysis,
      scopeResult: scope,
      currency: g.currency,
      generatedProposalMarkdown: markdown ?? g.markdown,
      pricingBreakdown: g.pricingBreakdown,
      pricingOptions: g.pricingOptions,
      totalPriceLow: g.totalPriceLow,
      totalPriceMid: g.totalPriceMid,
      totalPriceHigh: g.totalPriceHigh,
      timelineMilestones: g.timelineMilestones,
      proposedStartDate: new Date(`${g.proposedStartDate}T00:00:00Z`),
      estimatedDurationDays: g.estimatedDurationDays,
    },
  });
  return { id, generated: g };
}

/** GET of a signed URL, as any client would: no API credentials. */
export async function download(url: string) {
  const res = await fetch(url);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** The text poppler reads from a PDF. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

export const hasSoffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** DOCX or PPTX through LibreOffice to PDF, then its text. */
export function officeText(file: Buffer, extension: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soffice-'));
  try {
    fs.writeFileSync(path.join(dir, `doc.${extension}`), file);
    execFileSync(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=file://${dir}/profile`,
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        path.join(dir, `doc.${extension}`),
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
    return pdfText(fs.readFileSync(path.join(dir, 'doc.pdf')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every file the store holds, relative to its directory. */
export function storedFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dir, f)).isFile(),
  );
}
