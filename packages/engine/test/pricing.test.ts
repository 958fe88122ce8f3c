// Prices as a good agency quotes them: what was asked, in its quantities, at one rate, fitted to
// the budget without amputating what was named.
import { itemsOf, propose } from './propose';

describe('lines', () => {
  it('prices each requested deliverable once, with the brief’s words as its basis', () => {
    const text =
      'We need a new website for our dental practice in Leeds (about 8 pages) with online booking through Dentally, and 4 blog articles a month for the first 3 months. Budget around £12,000.';
    const { generated } = propose(text);
    const bases = generated.pricingBreakdown.map((l) => l.basis).filter((b): b is string => b !== null);
    expect(bases.length).toBeGreaterThan(1);
    for (const basis of bases) expect(text).toContain(basis);
    expect(new Set(itemsOf(generated)).size).toBe(itemsOf(generated).length);
  });

  it('prices work sold by the word in whole cents a word, times the languages', () => {
    const { generated, markdown } = propose(
      'We need translation into 3 languages (French, German and Spanish) of our help centre, about 20,000 words. Budget up to $20,000.',
    );
    const line = generated.pricingBreakdown.find((l) => l.unit === 'word');
    expect(line?.quantity).toBe(60000);
    expect((line?.total ?? 0) % 60000).toBe(0);
    expect(markdown).toMatch(/60,000 words × \$0\.\d\d/);
  });

  it('quotes ongoing work with no term a month, apart from the project', () => {
    const { generated, markdown } = propose(
      'We need a new website for our bakery in Portland (6 pages). After launch we would like ongoing updates, about 3 blog articles a month. Budget $10k for the site.',
    );
    const ongoing = generated.pricingOptions.find((l) => /a month/.test(l.item));
    expect(ongoing).toBeDefined();
    expect(generated.pricingBreakdown.map((l) => l.item)).not.toContain(ongoing?.item);
    expect(markdown).toMatch(/quoted apart from it, at \$[\d,]+ a month/);
  });
});

describe('fitting the budget', () => {
  const brief = (budget: string) =>
    `We are Harbour & Finch, a homewares brand in Bristol. We need a Shopify store with about 40 products, product photography for the 40 products, and a launch email sequence in Klaviyo. ${budget}`;

  it('quotes the real price inside a generous budget, never inflated to it', () => {
    const { generated, markdown } = propose(brief('Budget: £60,000.'));
    expect(generated.totalPriceMid).toBeLessThan(6000000 * 0.75);
    expect(markdown).toMatch(/well inside your budget of £60,000/);
  });

  it('keeps every named deliverable covered when the budget is tight', () => {
    const { generated, scope } = propose(brief('Budget: £9,000, no more.'));
    expect(generated.totalPriceMid).toBeLessThanOrEqual(900000 * 1.03);
    for (const entry of scope.coverage) expect(['included', 'option']).toContain(entry.decision);
  });

  it('says so with the realistic price when even the core cannot fit', () => {
    const { markdown } = propose(brief('Budget: £1,500.'));
    expect(markdown).toMatch(/above your budget of £1,500/);
  });
});

describe('tax and currency', () => {
  it('names the tax as the client’s country does', () => {
    expect(
      propose('Kopi Pay Pte. Ltd., Singapore: we need a new website, budget S$20,000 (ex. GST).').markdown,
    ).toMatch(/GST at 9%/);
    expect(
      propose('Wir, die Müller GmbH aus Köln, brauchen eine neue Website, Budget 20.000 € netto.').markdown,
    ).toMatch(/19\s%\sMwSt\./u);
  });

  it('writes a French brief with no market in euros', () => {
    expect(
      propose(
        'Nous cherchons une agence pour la refonte de notre site vitrine de 10 pages et la création de notre logo, livraison avant la fin juin.',
      ).generated.currency,
    ).toBe('EUR');
  });
});
