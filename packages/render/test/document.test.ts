import type { RenderableProposal } from '@proposals/contracts';
import { buildDocument, documentHtml, renderHash } from '../src';

const proposal: RenderableProposal = {
  title: '<img src=x onerror=alert(1)>',
  clientName: 'Acme & Sons',
  agencyName: 'Northwind',
  date: '2026-11-21',
  language: 'fr',
  currency: 'EUR',
  markdown:
    '# Acme & Sons: <img src=x onerror=alert(1)>\n\n## Budget\n\n| Item | Total |\n|---|--:|\n| Design | 1 |\n\n## Notes\n\n- one\n  - nested\n\n<script>x()</script>',
  pricingBreakdown: [{ item: 'Design', hours: 10.5, rate: 10_000, total: 105_000, basis: 'a new design' }],
  pricingOptions: [],
  totalPriceLow: 90_000,
  totalPriceMid: 105_000,
  totalPriceHigh: 120_000,
  proposedStartDate: '2026-12-01',
  estimatedDurationDays: 10,
  timelineMilestones: [{ name: 'Kick-off', durationDays: 10, description: 'Start' }],
};

describe('buildDocument', () => {
  const doc = buildDocument(proposal);

  it('puts the price and the dates on the cover, and neither for a rate card, which commits to no total', () => {
    expect(doc.cover).toMatchObject({ investment: '1\u00a0050\u00a0€' });
    expect(doc.cover.schedule).toContain('10');
    const rateCard = buildDocument({
      ...proposal,
      totalPriceLow: 0,
      totalPriceMid: 0,
      totalPriceHigh: 0,
      estimatedDurationDays: 348,
      timelineMilestones: [],
    });
    expect(rateCard.cover).toMatchObject({ investment: null, schedule: null });
  });

  it('replaces a Markdown pricing table in place and adds the missing timeline as a section', () => {
    expect(doc.sections.map((s) => s.title)).toEqual(['Budget', 'Notes', 'Calendrier']);
    const [budget] = doc.sections;
    expect(budget!.blocks[0]).toMatchObject({ kind: 'table', role: 'pricing' });
    const table = budget!.blocks[0]!.kind === 'table' ? budget!.blocks[0]!.table : null;
    expect(table?.rows).toEqual([['Design', '10,5', '100\u00a0€', '1\u00a0050\u00a0€']]);
    expect(table?.total).toEqual(['Total', '10,5', '', '1\u00a0050\u00a0€']);
    expect(doc.sections[2]!.blocks[0]).toMatchObject({ kind: 'table', role: 'timeline' });
  });

  it('keeps the generator’s richer pricing table, with what each line answers, and adds no second one', () => {
    const doc = buildDocument({
      ...proposal,
      markdown:
        '# Acme & Sons: <img src=x onerror=alert(1)>\n\n## Budget\n\n| # | Item | From your brief | Price |\n|---|---|---|--:|\n| 1 | Design | “a new design” | 1 050 € |',
    });
    const pricing = doc.sections
      .flatMap((s) => s.blocks)
      .filter((b) => b.kind === 'table' && b.role === 'pricing');
    expect(pricing).toHaveLength(1);
    expect(pricing[0]!.kind === 'table' && pricing[0]!.table.rows[0]).toContain('“a new design”');
  });

  it('dates each phase as the generator planned it: overlapping, or waiting for the client', () => {
    const timeline = buildDocument({
      ...proposal,
      language: 'en',
      timelineMilestones: [
        {
          name: 'Design',
          durationDays: 10,
          description: 'Pages',
          startDate: '2026-12-01',
          endDate: '2026-12-10',
        },
        {
          name: 'Build',
          durationDays: 8,
          description: 'Site',
          startDate: '2026-12-07',
          endDate: '2026-12-14',
        },
        {
          name: 'Launch',
          durationDays: 2,
          description: 'Go live',
          startDate: '2027-01-11',
          endDate: '2027-01-12',
        },
      ],
    })
      .sections.flatMap((s) => s.blocks)
      .find((b) => b.kind === 'table' && b.role === 'timeline');
    const table = timeline?.kind === 'table' ? timeline.table : null;
    expect(table?.rows.map((row) => row.slice(2, 4))).toEqual([
      ['1 December 2026', '10 December 2026'],
      ['7 December 2026', '14 December 2026'],
      ['11 January 2027', '12 January 2027'],
    ]);
    expect(table?.spans?.map((span) => span.from)).toEqual([0, 6, 41]);
  });

  it('keeps the timeline a timeline when a phase does exactly one priced item', () => {
    const doc = buildDocument({
      ...proposal,
      markdown:
        '# Plan\n\n## How we will work\n\n| Phase | Dates | What happens |\n|---|---|---|\n| Kick-off | 1–10 Dec | Design |\n\n## Budget\n\n| Item | Total |\n|---|--:|\n| Design | 1 |',
    });
    const roles = doc.sections.flatMap((s) => s.blocks.map((b) => (b.kind === 'table' ? b.role : null)));
    expect(roles.filter(Boolean)).toEqual(['timeline', 'pricing']);
  });

  it('keeps a nested list one level in, and raw HTML as text', () => {
    expect(doc.sections[1]!.blocks).toEqual([
      { kind: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'nested' }]], depths: [0, 1] },
      { kind: 'paragraph', runs: [{ text: '<script>x()</script>' }] },
    ]);
  });

  it('draws a nested item inside the item before it', () => {
    expect(documentHtml(doc)).toContain('<ul><li>one<ul><li>nested</li></ul></li></ul>');
  });

  it('dates the cover in the market its currency implies, as the body is', () => {
    expect(buildDocument({ ...proposal, language: 'en', currency: 'USD' }).cover.date).toBe(
      'November 21, 2026',
    );
    expect(buildDocument({ ...proposal, language: 'en', currency: 'GBP' }).cover.date).toBe(
      '21 November 2026',
    );
  });

  it('counts the cover’s days inclusively', () => {
    expect(buildDocument(proposal).cover.schedule).toBe('10 jours · 1er décembre 2026 – 10 décembre 2026');
    expect(buildDocument({ ...proposal, language: 'de' }).cover.schedule).toMatch(/^10 Tage · /);
  });

  it('escapes every piece of user text in the HTML', () => {
    const html = documentHtml(doc);
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Acme &amp; Sons');
  });

  it('hashes what is rendered, per format', () => {
    expect(renderHash(proposal, 'pdf')).toBe(renderHash({ ...proposal }, 'pdf'));
    expect(renderHash(proposal, 'pdf')).not.toBe(renderHash(proposal, 'docx'));
    expect(renderHash(proposal, 'pdf')).not.toBe(renderHash({ ...proposal, title: 'x' }, 'pdf'));
  });
});
