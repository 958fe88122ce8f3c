import { expectError, type AccountKey } from '../harness';
import { download, pdfText, seedProposal, useExportStack } from './setup';

/** The exporter's /readyz, as an orchestrator reads it. */
async function readiness(healthPort: number) {
  const res = await fetch(`http://127.0.0.1:${healthPort}/readyz`);
  return { status: res.status, body: (await res.json()) as { checks: Record<string, string> } };
}

describe('with no system browser on PATH', () => {
  // CHROME_PATH unset and no system browser looked for: the one @sparticuz/chromium ships.
  const stack = useExportStack({}, { systemBrowsers: [] });
  let owner: AccountKey;
  beforeAll(async () => void (owner = await stack.t.account('solo')));

  it('renders PDFs with the browser an npm package ships, and says it is ready', async () => {
    const { id } = await seedProposal(stack.t, owner);
    const res = await stack.t.http.post(`/api/v1/proposals/${id}/export`).set(owner.headers).send({});
    expect(res.status).toBe(200);
    const { body } = await download(res.body.data.downloadUrl);
    expect(pdfText(body)).toContain('Brightwave website');
    expect(await readiness(stack.exporter.healthPort)).toEqual({
      status: 200,
      body: expect.objectContaining({ checks: { postgres: 'ok', redis: 'ok', browser: 'ok' } }),
    });
  });
});

describe('with no browser at all', () => {
  const stack = useExportStack({ CHROME_PATH: '/nonexistent/chromium' });
  let owner: AccountKey;
  beforeAll(async () => void (owner = await stack.t.account('solo')));

  it('is not ready, and says why', async () => {
    expect(await readiness(stack.exporter.healthPort)).toEqual({
      status: 503,
      body: expect.objectContaining({ checks: { postgres: 'ok', redis: 'ok', browser: 'down' } }),
    });
  });

  it('fails a PDF export at once with an error naming the browser, and still exports DOCX', async () => {
    const { id } = await seedProposal(stack.t, owner);
    const post = (format: string) =>
      stack.t.http.post(`/api/v1/proposals/${id}/export`).set(owner.headers).send({ format });
    // Twice: the second request finds the first one's failed job and renders again.
    for (let i = 0; i < 2; i++) {
      const error = expectError(await post('pdf'), 503, 'service_unavailable');
      // Not "did not finish within": the failure came back, not the time-out.
      expect(error.message).toMatch(/CHROME_PATH=\/nonexistent\/chromium is not an executable file/);
    }
    expect((await post('docx')).status).toBe(200);
  });
});
