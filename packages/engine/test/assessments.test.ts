// A brief that asks for a test lists what is tested, not what is built, even when it asks for the
// test as "a partner for a penetration test" and names a target only by its unit ("ca. 60
// Endpunkte"). Over budget, what the brief asks for last is offered back first, never the thing
// it opens with.
import { itemsOf, propose } from './propose';

const CREATED = '2026-11-23T10:00:00.000Z';

const brief = [
  'Wir suchen einen Partner für einen Penetrationstest.',
  '',
  'Umfang',
  '1. Kundenportal (Web, ca. 25 Masken) – authentifizierter Test mit zwei Rollen',
  '2. REST-API dahinter (ca. 60 Endpunkte)',
  '3. Nachtest nach Behebung der Befunde',
  '',
  "Budget: max. CHF 28'000 exkl. MWST.",
].join('\n');

describe('a penetration test', () => {
  const { generated } = propose(brief, CREATED);

  it('tests the portal and the API it lists instead of building them', () => {
    const items = itemsOf(generated);
    expect(items.some((item) => /portal/i.test(item) && !/test/i.test(item))).toBe(false);
    expect(generated.pricingBreakdown.find((line) => /API/.test(line.item))?.quantity).toBe(60);
  });

  it('keeps the test it opens with in the scope when the budget is tight', () => {
    expect(generated.pricingBreakdown.some((line) => /Webanwendung/.test(line.item))).toBe(true);
  });
});
