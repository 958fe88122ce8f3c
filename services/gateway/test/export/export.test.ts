import JSZip from 'jszip';
import { formatMoney, localeFor } from '@proposals/locale';
import { signDownload } from '@proposals/storage';
import { expectEnvelope, expectError, type AccountKey } from '../harness';
import { download, hasSoffice, officeText, pdfText, seedProposal, useExportStack } from './setup';

const { t } = useExportStack();
let solo: AccountKey;
let free: AccountKey;
beforeAll(async () => {
  solo = await t.account('solo');
  free = await t.account('free');
});

const exportAs = (owner: AccountKey, id: string, body: object = {}) =>
  t.http.post(`/api/v1/proposals/${id}/export`).set(owner.headers).send(body);

/** Title, mid price, pricing items and milestones: what a reader must find in every format. */
function expectProposalText(text: string, generated: Awaited<ReturnType<typeof seedProposal>>['generated']) {
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('Brightwave website');
  expect(flat).toContain(
    formatMoney(generated.totalPriceMid, generated.currency, localeFor('en', null, generated.currency)),
  );
  for (const line of generated.pricingBreakdown) expect(flat).toContain(line.item);
  for (const milestone of generated.timelineMilestones) expect(flat).toContain(milestone.name);
}

describe('POST /proposals/:id/export', () => {
  it('exports a PDF on the free plan, downloadable without credentials for 15 minutes', async () => {
    const { id, generated } = await seedProposal(t, free);
    const res = await exportAs(free, id).expect(200);
    expectEnvelope(res);
    expect(res.body.data.format).toBe('pdf');
    const ttl = Date.parse(res.body.data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);

    const { res: file, body } = await download(res.body.data.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Number(file.headers.get('content-length'))).toBe(body.length);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Brightwave website.pdf"; filename*=UTF-8''Brightwave%20website.pdf`,
    );
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expectProposalText(pdfText(body), generated);

    const events = await t.gateway.deps.db.event.findMany({
      where: { type: 'proposal.exported', accountId: free.accountId },
    });
    expect(events.map((e) => e.data)).toEqual([
      { proposalId: id, status: 'ready', title: 'Brightwave website', source: 'api', format: 'pdf' },
    ]);
  });

  it('refuses DOCX and PPTX on the free plan', async () => {
    const { id } = await seedProposal(t, free);
    for (const format of ['docx', 'pptx'])
      expectError(await exportAs(free, id, { format }), 403, 'plan_upgrade_required');
  });

  it.each([
    ['docx', 'word/document.xml'],
    ['pptx', 'ppt/slides/slide1.xml'],
  ])('exports %s on the solo plan as an office package', async (format, part) => {
    const { id, generated } = await seedProposal(t, solo);
    const res = await exportAs(solo, id, { format }).expect(200);
    expect(res.body.data.format).toBe(format);
    const { res: file, body } = await download(res.body.data.downloadUrl);
    expect(file.headers.get('content-type')).toMatch(/^application\/vnd\.openxmlformats-officedocument\./);
    expect(file.headers.get('content-disposition')).toContain(`Brightwave website.${format}`);
    const zip = await JSZip.loadAsync(body);
    expect(await zip.file(part)!.async('string')).toContain('Brightwave website');
    if (!hasSoffice) {
      console.warn(
        `LibreOffice (soffice) is not installed: the ${format} file was checked by unzipping only.`,
      );
      return;
    }
    expectProposalText(officeText(body, format), generated);
  });

  it.each(['draft', 'analyzing', 'analyzed', 'generating', 'archived'])(
    'refuses a proposal in %s',
    async (status) => {
      const { id } = await seedProposal(t, solo, { status });
      expectError(await exportAs(solo, id), 409, 'invalid_state');
    },
  );

  it.each(['scoring', 'sent'])('exports a proposal in %s', async (status) => {
    const { id } = await seedProposal(t, solo, { status });
    await exportAs(solo, id).expect(200);
  });

  it('answers 404 for an unknown or foreign proposal and 400 for an unknown format', async () => {
    const { id } = await seedProposal(t, solo);
    expectError(await exportAs(free, id), 404, 'not_found');
    expectError(await exportAs(solo, id, { format: 'odt' }), 400, 'validation_error');
  });
});

describe('signed download URLs', () => {
  it('refuses a tampered URL and an expired one with 404', async () => {
    const { id } = await seedProposal(t, solo);
    const url = new URL((await exportAs(solo, id).expect(200)).body.data.downloadUrl);
    const [payload, signature] = url.pathname.split('/').pop()!.split('.') as [string, string];
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify([grant[0], 'x.pdf', grant[2], grant[3] + 3600])).toString(
      'base64url',
    );
    for (const token of [`${forged}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, 'garbage']) {
      expectError(await t.http.get(`/api/v1/downloads/${token}`), 404, 'not_found');
    }
    const expired = signDownload(
      {
        key: grant[0],
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        expires: Math.floor(Date.now() / 1000) - 1,
      },
      t.gateway.deps.exports.signingSecret,
    );
    expectError(await t.http.get(`/api/v1/downloads/${expired}`), 404, 'not_found');
    await t.http.get(url.pathname).expect(200);
  });
});
