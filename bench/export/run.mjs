// pnpm bench:export — per-format render time with a warm renderer, and the floor: bare Chromium
// setContent + pdf() of the same HTML with the same print options, on one reused page, same run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { rulesEngine } from '@proposals/engine';
import {
  buildDocument,
  CHROME_ARGS,
  createRenderer,
  documentHtml,
  locateBrowser,
  pdfOptions,
} from '@proposals/render';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const CHROME_PATH = process.env.CHROME_PATH ?? '';
const here = path.dirname(fileURLToPath(import.meta.url));

const BRIEF = `We are Brightwave Dental, 12 clinics in Austin. We need a new marketing website with online
booking and a blog, plus a refreshed logo. Budget $25,000 to $30,000; live by 15 March 2027.`;
const createdAt = '2026-11-01T00:00:00.000Z';
const { analysis, scope } = await rulesEngine.analyze({
  text: BRIEF,
  title: 'Brightwave website',
  createdAt,
});
const g = await rulesEngine.generate({
  title: 'Brightwave website',
  analysis,
  scope,
  createdAt,
  accountName: 'Northwind Studio',
});
const proposal = {
  title: 'Brightwave website',
  clientName: 'Brightwave Dental',
  agencyName: 'Northwind Studio',
  date: '2026-11-21',
  language: 'en',
  currency: g.currency,
  markdown: g.markdown,
  pricingBreakdown: g.pricingBreakdown,
  pricingOptions: g.pricingOptions,
  totalPriceLow: g.totalPriceLow,
  totalPriceMid: g.totalPriceMid,
  totalPriceHigh: g.totalPriceHigh,
  proposedStartDate: g.proposedStartDate,
  estimatedDurationDays: g.estimatedDurationDays,
  timelineMilestones: g.timelineMilestones,
};

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
async function measure(task) {
  for (let i = 0; i < 5; i++) await task(); // warm-up
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return { p50Ms: round(quantile(times, 0.5)), p99Ms: round(quantile(times, 0.99)) };
}

// The floor's browser is the one the renderer finds, launched the same way.
const found = await locateBrowser({ configured: CHROME_PATH });
const renderer = createRenderer({ executablePath: CHROME_PATH, pages: 1 });
const browser = await puppeteer.launch({
  executablePath: found.path,
  env: { ...process.env, ...found.env },
  args: CHROME_ARGS,
  headless: true,
});
try {
  const doc = buildDocument(proposal);
  const html = documentHtml(doc);
  const page = await browser.newPage();
  const options = pdfOptions('<span></span>');
  // Interleaved per format so that both sides see the same machine load.
  const floor = await measure(async () => {
    await page.setContent(html, { waitUntil: 'load' });
    await page.pdf(options);
  });
  const pdf = await measure(() => renderer.render('pdf', proposal));
  const docx = await measure(() => renderer.render('docx', proposal));
  const pptx = await measure(() => renderer.render('pptx', proposal));
  const results = {
    pdf: { ...pdf, floorP50Ms: floor.p50Ms, ratio: Math.round((pdf.p50Ms / floor.p50Ms) * 100) / 100 },
    docx,
    pptx,
  };
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
} finally {
  await renderer.close();
  await browser.close();
}
