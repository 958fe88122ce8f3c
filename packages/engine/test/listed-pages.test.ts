// A club or shop that lists the pages it wants is describing the site: the pages count its size and
// are listed under it, the site is the request even when the brief only says "a new one", and a
// bracket after a page describes that page.
import { itemsOf, propose } from './propose';

const clubBrief = [
  'Our website is a wordpress thing a past member built in 2014 and its falling apart.',
  'We want a new one thats easy to update from our phones.',
  '',
  'What we need roughly',
  '- home page with news + upcoming fixtures/results',
  '- a page for each team (we have 14 teams from U7 up to adult)',
  '- club history, lotto page, sponsors page (about 30 sponsors, logos should show)',
  '- contact + map to the pitch',
  '',
  'The AGM is on Sat 12th Dec.',
].join('\n');

describe('pages a brief lists', () => {
  const { generated, analysis } = propose(clubBrief);
  const site = generated.pricingBreakdown.find((line) => line.item === 'Website build');

  it('are the pages of the site it asks for, counted once each and per team', () => {
    expect(site?.quantity).toBeGreaterThanOrEqual(14 + 3);
    expect(site?.quantity).toBeLessThan(30);
    expect(generated.markdown).toMatch(/ {3}- a page for each team/);
  });

  it('are not priced beside the site, nor a bracket about logos made a logo', () => {
    expect(itemsOf(generated).some((item) => /home page with news|contact \+ map/i.test(item))).toBe(false);
    expect(itemsOf(generated).some((item) => /logo/i.test(item))).toBe(false);
    expect(generated.pricingOptions.some((line) => /logo/i.test(line.item))).toBe(false);
  });

  it('reads "Sat" as a day, not a sign of Mexico', () => {
    expect(analysis.market.country).not.toBe('MX');
    expect(generated.currency).not.toBe('MXN');
  });
});
