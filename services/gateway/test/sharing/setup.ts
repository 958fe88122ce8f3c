import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { seedProposal } from '../export/setup';
import type { AccountKey, TestGateway } from '../harness';

const option = (item: string, total: number) => ({
  item,
  hours: total / 15_000,
  rate: 15_000,
  total,
  basis: null,
});
/** The optional lines every shared proposal of these tests offers. */
export const OPTIONS = [option('Online booking widget', 450_000), option('Blog migration', 180_000)];

/** A ready proposal with two optional lines, shared with Ana; its page's URL and price before options. */
export async function sharedProposal(
  t: TestGateway,
  owner: AccountKey,
  seed: Parameters<typeof seedProposal>[2] = {},
) {
  const { id, generated } = await seedProposal(t, owner, seed);
  await t.gateway.deps.db.proposal.update({ where: { id }, data: { pricingOptions: OPTIONS } });
  const res = await t.http
    .post(`/api/v1/proposals/${id}/share-links`)
    .set(owner.headers)
    .send({ recipient: { name: 'Ana Díaz', email: 'ana@example.com' } })
    .expect(201);
  const url = res.body.data.url as string;
  return {
    id,
    url,
    token: new URL(url).pathname.split('/')[2]!,
    base: generated.totalPriceMid,
    link: res.body.data,
  };
}

/** The system Chromium through playwright-core, for the file's tests; never a downloaded browser. */
export function useBrowser(): { browser: Browser } {
  const handle = {} as { browser: Browser };
  beforeAll(async () => {
    handle.browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  });
  afterAll(() => handle.browser?.close());
  return handle;
}

/** A page in a fresh context that records every URL it requests. */
export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page: Page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(request.url()));
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, requested, close: () => context.close() };
}

/** Ticks the option, accepts with Ana's name and email; resolves once the decided page shows. */
export async function acceptOnPage(page: Page) {
  await page.getByLabel('Full name (your typed signature)').fill('Ana Díaz');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.locator('#consent').check();
  await Promise.all([
    page.waitForURL(/\/p\/[^/]+$/),
    page.getByRole('button', { name: 'Accept and sign' }).click(),
  ]);
}
