import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RenderableProposal } from '@proposals/contracts';
import { createRenderer, locateBrowser, type BrowserExecutable } from '../src';

const proposal: RenderableProposal = {
  title: 'Tienda en línea',
  clientName: null,
  agencyName: null,
  date: '2026-11-21',
  language: 'es',
  currency: 'COP',
  markdown: '# Propuesta',
  pricingBreakdown: [],
  pricingOptions: [],
  totalPriceLow: null,
  totalPriceMid: 6_723_000_000,
  totalPriceHigh: null,
  proposedStartDate: null,
  estimatedDurationDays: null,
  timelineMilestones: [],
};

describe('the browser an npm package ships', () => {
  // A cache of its own: the unpacking itself is under test, not a copy left by an earlier run.
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundled-chromium-'));
  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it('is unpacked once into place when asked twice at once, as two processes would', async () => {
    const found = await Promise.all(
      [0, 1].map(() => locateBrowser({ configured: '', systemBrowsers: [], cacheDir })),
    );
    expect(found[0]).toEqual(found[1]);
    expect(found[0]).toMatchObject({ origin: 'bundled' } satisfies Partial<BrowserExecutable>);
    // Only the finished copy is left: no half-written folder of the loser.
    expect(fs.readdirSync(cacheDir)).toEqual([path.basename(path.dirname(found[0]!.path))]);
  });

  it('starts headless and prints a PDF', async () => {
    const renderer = createRenderer({ executablePath: '', pages: 1, systemBrowsers: [], cacheDir });
    try {
      const pdf = Buffer.from(await renderer.render('pdf', proposal));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(renderer.browser.executable?.path.startsWith(cacheDir)).toBe(true);
    } finally {
      await renderer.close();
    }
  });

  it('is the second choice: a system browser on PATH comes first', async () => {
    const system = await locateBrowser({ configured: '', systemBrowsers: ['sh'], cacheDir });
    expect(system).toEqual({ path: expect.stringMatching(/\/sh$/), origin: 'system' });
  });
});
