import { chromium, type Browser } from 'playwright-core';
import { useTestGateway } from '../harness';

const t = useTestGateway();

type Document = { paths: Record<string, Record<string, { summary: string }>>; webhooks: object };

describe('GET /api/v1/openapi.json', () => {
  it('serves the document without credentials', async () => {
    const res = await t.http.get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/api/v1' }] });
  });
});

describe('GET /docs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  });
  afterAll(() => browser?.close());

  it('serves an HTML page without credentials', async () => {
    const res = await t.http.get('/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('renders every operation and event from our own origin alone', async () => {
    const origin = `http://127.0.0.1:${t.gateway.port}`;
    const { body } = (await t.http.get('/api/v1/openapi.json')) as { body: Document };
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => void requested.push(request.url()));
    await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
    const summaries = Object.values(body.paths).flatMap((item) =>
      Object.values(item).map((op) => op.summary),
    );
    await page.getByText(summaries[0]!).first().waitFor();
    const text = await page.locator('body').innerText();
    expect(summaries.filter((summary) => !text.includes(summary))).toEqual([]);
    expect(Object.keys(body.webhooks).filter((type) => !text.includes(type))).toEqual([]);
    expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
    await page.close();
  });
});
