import { execFileSync } from 'node:child_process';
import JSZip from 'jszip';
import type { RenderableProposal } from '@proposals/contracts';
import { buildDocument } from '../src';
import { formatLike, parseAmount } from '../src/pptx/money';
import { pricingRows } from '../src/pptx/slides/pricing';
import { wordsFor } from '../src/pptx/words';

// What the generator writes for a small website brief (engine/test/proposal.test.ts, English),
// with one option added so the options slide shows.
const proposal: RenderableProposal = {
  title: 'Fernhill Dental: A new website',
  clientName: 'Fernhill Dental',
  agencyName: 'Northlight Studio',
  date: '2026-03-02',
  language: 'en',
  currency: 'GBP',
  markdown: [
    '# Fernhill Dental: A new website',
    '**Prepared for:** Ana Ruiz, Practice Manager, Fernhill Dental  ',
    '**Prepared by:** Northlight Studio  ',
    '**Date:** 2 March 2026 · valid until 1 April 2026',
    '',
    '## Summary',
    '',
    'This proposal covers website build (10 pages) and online booking. We would start on 16 March 2026 and deliver by 1 May 2026, 8 weeks ahead of your deadline of 30 June 2026.',
    '',
    'The price is £8,640 + VAT, well inside your budget of £14,000: we quote what the work costs rather than fill the budget.',
    '',
    "## What's included",
    '',
    '1. **Website build**: 10 pages',
    '2. **Sitemap and page plan**',
    '3. **Design: home page and page templates**',
    '4. **Testing and launch**',
    '5. **Online booking**: 1 location',
    '',
    '## Not included',
    '',
    '- Hosting, domain, licences and third-party subscriptions, paid directly by you.',
    '',
    "## How we'll work",
    '',
    'The work runs from Monday 16 March 2026 to Friday 1 May 2026.',
    '',
    '| Phase | Dates | What happens |',
    '| --- | --- | --- |',
    '| Discovery and planning | 16–20 March 2026 | Sitemap and page plan |',
    '| Design | 23 March – 10 April 2026 | Design: home page and page templates |',
    '| Build | 13–24 April 2026 | Website build; Online booking |',
    '| Testing and launch | 27 April – 1 May 2026 | Testing and launch |',
    '',
    'That leaves 8 weeks of contingency before your deadline of 30 June 2026.',
    '',
    '## Investment',
    '',
    '| # | Deliverable | From your brief | Quantity × rate | Price |',
    '| --- | --- | --- | ---: | ---: |',
    '| 1 | Website build | “a new website (about 10 pages)” | 10 pages × £270 | £2,700 |',
    '| 2 | Sitemap and page plan | “a new website (about 10 pages)” | 6.5 h × £90 | £585 |',
    '| 3 | Design: home page and page templates | “a new website (about 10 pages)” | 37.5 h × £90 | £3,375 |',
    '| 4 | Testing and launch | “a new website (about 10 pages)” | 10 h × £90 | £900 |',
    '| 5 | Online booking | “online booking through Dentally” | 12 h × £90 | £1,080 |',
    '|  | **Total** |  |  | **£8,640** |',
    '',
    'VAT at 20% is £1,728, making £10,368 in total. We invoice 40% on signing, 30% halfway through and 30% on delivery.',
    '',
    '## Assumptions',
    '',
    '- One person on your side gathers feedback and replies within three working days.',
    '- Third-party costs are passed on at cost, with your approval first.',
    '',
    '## Open questions',
    '',
    '1. Who will provide the text and images, and by when?',
    '',
    '## Next steps',
    '',
    '1. Reply with your answers and the options you would like by Friday 6 March 2026.',
    '2. We send the agreement; signing by Friday 6 March 2026 holds the start on 16 March 2026.',
    '3. Kick-off on Monday 16 March 2026.',
    '',
    'Kind regards,',
    '',
    'Northlight Studio',
    '',
  ].join('\n'),
  pricingBreakdown: [
    { item: 'Website build', hours: 30, rate: 9000, total: 270000, basis: 'a new website (about 10 pages)' },
    { item: 'Sitemap and page plan', hours: 6.5, rate: 9000, total: 58500, basis: null },
    { item: 'Design: home page and page templates', hours: 37.5, rate: 9000, total: 337500, basis: null },
    { item: 'Testing and launch', hours: 10, rate: 9000, total: 90000, basis: null },
    {
      item: 'Online booking',
      hours: 12,
      rate: 9000,
      total: 108000,
      basis: 'online booking through Dentally',
    },
  ],
  pricingOptions: [{ item: 'Blog and news section', hours: 14, rate: 9000, total: 126000, basis: null }],
  totalPriceLow: 864000,
  totalPriceMid: 864000,
  totalPriceHigh: 864000,
  proposedStartDate: '2026-03-16',
  estimatedDurationDays: 47,
  timelineMilestones: [
    { name: 'Discovery and planning', durationDays: 5, description: 'Sitemap and page plan' },
    { name: 'Design', durationDays: 19, description: 'Design: home page and page templates' },
    { name: 'Build', durationDays: 12, description: 'Website build, Online booking' },
    { name: 'Testing and launch', durationDays: 5, description: 'Testing and launch' },
  ],
};

/**
 * pptxgenjs loads node:fs with import(), which Jest's sandbox refuses without
 * --experimental-vm-modules, so the deck is rendered from the sources in a plain Node process.
 */
const HOOK = `
const fs = require('node:fs'), swc = require('@swc/core');
require.extensions['.ts'] = (m, f) => m._compile(swc.transformSync(fs.readFileSync(f, 'utf8'),
  { filename: f, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }).code, f);
const { buildDocument } = require('./src/document/build.ts');
const { renderPptx } = require('./src/pptx/render-pptx.ts');
renderPptx(buildDocument(JSON.parse(fs.readFileSync(0, 'utf8')))).then((b) => process.stdout.write(b));
`;
const renderDeck = (value: RenderableProposal): Buffer =>
  execFileSync(process.execPath, ['-e', HOOK], { cwd: `${__dirname}/..`, input: JSON.stringify(value) });

const slidesOf = async (bytes: Uint8Array) => {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files)
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
  return Promise.all(names.map((n) => zip.file(n)!.async('string')));
};

/** The slide's words, entities decoded, so assertions read like the slide. */
const textOf = (xml: string) =>
  [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)]
    .map((m) =>
      m[1]!
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&apos;/g, "'"),
    )
    .join(' ');

describe('the PPTX deck', () => {
  let slides: string[];
  beforeAll(async () => {
    slides = await slidesOf(renderDeck(proposal));
  });

  it('is a short deck: cover, summary, scope, timeline, investment, options, boundaries, next steps', () => {
    expect(slides.length).toBeGreaterThanOrEqual(6);
    expect(slides.length).toBeLessThanOrEqual(9);
    expect(slides.map((s) => textOf(s).split(' ')[0])).toEqual([
      'NORTHLIGHT',
      'Summary',
      "What's",
      'How',
      'Investment',
      'Options',
      'Not',
      'Next',
    ]);
  });

  it('names the client on the cover and the total on the investment slide', () => {
    expect(textOf(slides[0]!)).toContain('Fernhill Dental');
    const investment = slides.find((s) => textOf(s).startsWith('Investment'))!;
    expect(textOf(investment)).toContain('£8,640');
  });

  it('draws one bar per phase, longer phases longer', () => {
    const timeline = slides.find((s) => s.includes('phase-bar-'))!;
    const bars = [...timeline.matchAll(/name="phase-bar-\d+"[\s\S]*?<a:ext cx="(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(bars).toHaveLength(proposal.timelineMilestones.length);
    // Design (19 days) is the longest phase; the 5-day phases are equal.
    expect(Math.max(...bars)).toBe(bars[1]);
    expect(bars[0]).toBe(bars[3]);
  });

  it('places dated phases at their own start: an overlap starts inside the phase before it', async () => {
    const dated = await slidesOf(
      renderDeck({
        ...proposal,
        timelineMilestones: [
          {
            name: 'Design',
            durationDays: 10,
            description: 'Pages',
            startDate: '2026-03-16',
            endDate: '2026-03-25',
          },
          {
            name: 'Build',
            durationDays: 10,
            description: 'Site',
            startDate: '2026-03-21',
            endDate: '2026-03-30',
          },
        ],
      }),
    );
    const timeline = dated.find((s) => s.includes('phase-bar-'))!;
    const [design, build] = [
      ...timeline.matchAll(/name="phase-bar-\d+"[\s\S]*?<a:off x="(\d+)"[\s\S]*?<a:ext cx="(\d+)"/g),
    ].map((m) => ({ x: Number(m[1]), w: Number(m[2]) }));
    expect(build!.x).toBeGreaterThan(design!.x);
    expect(build!.x).toBeLessThan(design!.x + design!.w);
  });

  it('keeps the summary within its cap and drops the signature from the next steps', () => {
    const text = slides.map(textOf);
    expect(text[1]!.length).toBeLessThan(700);
    expect(text.at(-1)).not.toContain('Kind regards');
  });
});

describe('pricing rows', () => {
  const words = wordsFor(buildDocument({ ...proposal, language: 'fr' }).labels);

  it('reads and writes amounts in the locale’s own format', () => {
    expect(parseAmount('1\u00a0050,50\u00a0€')).toEqual({ value: 1050.5, decimals: 2 });
    expect(parseAmount('$80.000.000 COP')?.value).toBe(80_000_000);
    expect(formatLike('1\u00a0050\u00a0€', 1234567)).toBe('1\u00a0234\u00a0567\u00a0€');
    expect(formatLike('£2,700', 12_500)).toBe('£12,500');
  });

  it('keeps the largest items of a long table and sums the rest', () => {
    const rows = Array.from({ length: 11 }, (_, i) => [`Item ${i + 1}`, '1', '€', `${(i + 1) * 100}\u00a0€`]);
    const result = pricingRows({ columns: [], rows }, words);
    expect(result).toHaveLength(8);
    expect(result[0]).toEqual(['Item 11', '1100\u00a0€']);
    expect(result.at(-1)).toEqual(['Autres postes (4)', '1000\u00a0€']);
  });
});
