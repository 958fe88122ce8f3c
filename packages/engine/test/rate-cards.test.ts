// A client who asks for rates rather than a project's price gets a rate card: a rate for each unit
// they name, in their words, with no total and no schedule; a price capped per unit, or a list of
// work with a request for the hourly rate beside it, stays a project.
import { checkAnalysis, checkGeneration, propose } from './propose';

const ASKED = [
  'Subject: Rates for 2027',
  '',
  'Hello, we run a bakery with two shops and need help now and then through next year. We would',
  'like a rate card rather than a project quote, since we cannot say how much work there will be.',
  '',
  'Please send your rates (excl. VAT) for:',
  '- product photography on a white background, per edited image',
  '- video shoot, half day and full day',
  '- video editing, per hour',
  '- travel, per km',
  '',
  'Thanks, Mara Jensen, Crumb & Co Bakeries Ltd, Leeds',
].join('\n');

const GERMAN = [
  'Guten Tag, wir bauen für 2027 einen Pool von Übersetzungsbüros auf und bitten um Ihre Preisliste:',
  '',
  '1. Deutsch > Englisch, pro Wort',
  '2. Deutsch > Französisch, pro Wort',
  '3. Lektorat durch eine zweite Person, pro Stunde',
  '4. Eilzuschlag (Lieferung innerhalb von 24 Stunden), in %',
  '',
  'Freundliche Grüße, Kerstin Ahlers, Stadtwerke Emden GmbH',
].join('\n');

describe('a rate card asked for', () => {
  it('reads each line the client wants a rate for, with the unit they name', () => {
    const { analysis } = propose(ASKED);
    expect(checkAnalysis(analysis)).toEqual([]);
    expect(analysis.engagement?.rateCard).toEqual([
      { item: 'product photography on a white background', per: 'per edited image' },
      { item: 'video shoot', per: 'half day' },
      { item: 'video shoot', per: 'full day' },
      { item: 'video editing', per: 'per hour' },
      { item: 'travel', per: 'per km' },
    ]);
  });

  it('quotes a rate per unit, a full day twice a half day, and commits to no total', () => {
    const { generated, markdown } = propose(ASKED);
    expect(checkGeneration(generated)).toEqual([]);
    expect(generated.pricingModel).toBe('hourly');
    expect(generated.totalPriceMid).toBe(0);
    const rate = (item: string, per: string) =>
      generated.pricingBreakdown.find((line) => line.item === `${item} (${per})`)?.total ?? 0;
    expect(rate('video shoot', 'full day')).toBe(2 * rate('video shoot', 'half day'));
    expect(rate('video editing', 'per hour')).toBe(generated.pricingBreakdown[0]?.rate);
    expect(rate('travel', 'per km')).toBeGreaterThan(0);
    expect(rate('travel', 'per km')).toBeLessThan(200);
    expect(markdown).toMatch(/\| Product photography on a white background \| per edited image \| £\d+ \|/u);
    expect(markdown).toMatch(/All rates exclude VAT \(20%\)/u);
    expect(markdown).not.toMatch(/## (?:Timeline|Investment)|Total/u);
  });

  it('prices a pair of languages by the word as translation, and a surcharge in percent', () => {
    const { analysis, markdown } = propose(GERMAN);
    expect(analysis.engagement?.rateCard).toHaveLength(4);
    expect(markdown).toMatch(/\| Deutsch > Englisch \| pro Wort \| 0,1\d\s€ \|/u);
    expect(markdown).toMatch(/\| Eilzuschlag \(Lieferung innerhalb von 24 Stunden\) \| in % \| \+50\s%/u);
    expect(markdown).toContain('## Unsere Preise');
  });

  it('keeps a project with a price per unit capped, or an hourly rate asked beside the work', () => {
    const capped = propose(
      [
        'We need 10 reels for Instagram in spring, at most €450 net per reel.',
        '- 10 reels, per reel max €450',
        '- raw footage handed over',
      ].join('\n'),
    );
    expect(capped.analysis.engagement?.rateCard).toBeUndefined();
    const beside = propose(
      [
        'Please quote for a new website with 8 pages and a blog. Send your rate card for later changes too.',
        '- 8 pages, responsive',
        '- a blog',
      ].join('\n'),
    );
    expect(beside.analysis.engagement?.rateCard).toBeUndefined();
    expect(beside.generated.totalPriceMid).toBeGreaterThan(0);
  });
});
