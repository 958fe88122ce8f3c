// Table-driven cases for the general weaknesses the fifth held-out batch (fixtures/holdout5) showed:
// a cap leading its clause, Spanish verbs with an object pronoun, thousands in list items,
// abbreviations inside a request, possessives after a verb of rework, web features as web words.
import { analyzeBrief } from '../src/analyze';
import { splitRequest } from '../src/analyze/noun-phrases';

const CREATED = '2026-06-10T09:00:00Z';
const analyze = (text: string) => analyzeBrief({ text, title: '', createdAt: CREATED }).analysis;

describe('budget: a cap named at the start of its clause', () => {
  it.each([
    ['The not-to-exceed amount for this engagement is USD 48,000.', 0, 4_800_000],
    ['The maximum budget for this whole project is $20,000.', 0, 2_000_000],
    ['We have set aside $6,500 for this.', 650_000, 650_000],
  ])('%s', (text, min, max) => {
    const budget = analyze(text).budget;
    expect(budget && { min: budget.min, max: budget.max }).toEqual({ min, max });
  });
});

describe('deadline: a Spanish launch verb with its object pronoun', () => {
  it.each([
    ['Nos gustaría lanzarla el 1 de septiembre.', '2026-09-01'],
    ['Queremos entregarlo antes del 15 de octubre.', '2026-10-15'],
  ])('%s', (text, deadline) => expect(analyze(text).deadline).toBe(deadline));
});

describe('deliverables: list items, abbreviations and possessives', () => {
  it('keeps a thousands separator inside a list item', () => {
    const text = 'Scope:\n- Shopify store\n- migrate 1,200 customer records\n- subscription boxes';
    expect(analyze(text).deliverables).toContain('migrate 1,200 customer records');
  });

  it('does not end a request at "ca."', () => {
    expect(splitRequest('Produktfotos von ca. 120 Möbeln sowie 15 Ambiente-Aufnahmen im Showroom')).toEqual(
      expect.arrayContaining([expect.stringContaining('Ambiente-Aufnahmen')]),
    );
  });

  it.each([
    ["traduire notre site et nos fiches produits vers l'anglais", 'fiches produits'],
    ['redesign our website and our booking app', 'booking app'],
  ])('%s', (request, item) =>
    expect(splitRequest(request)).toEqual(expect.arrayContaining([expect.stringContaining(item)])),
  );

  it('still leaves out what the client merely has', () => {
    expect(splitRequest('a logo for our bakery and our shop')).not.toContain('shop');
  });
});

describe('categories: web features count as web work', () => {
  it('a quiz, a locator and a form on the existing site are web, not events', () => {
    const text =
      'They want a product finder quiz, a dealer locator and a warranty registration form on their existing site.';
    expect(analyze(text).primaryCategory).toBe('web');
  });
});
