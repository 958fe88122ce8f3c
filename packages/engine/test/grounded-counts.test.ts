// A count is priced as the work it counts: pages under a subject line that names the site are the
// site, products beside a shop are its catalogue, "4 shots each" multiplies the products, languages
// listed after a site are its versions. And the facts come from the right sentence: another
// agency's price is not the budget, the date a concept is due is not the event.
import { itemsOf, propose } from './propose';

const lineOf = (generated: ReturnType<typeof propose>['generated'], pattern: RegExp) =>
  generated.pricingBreakdown.find((line) => pattern.test(line.item));

describe('a count that names no work', () => {
  it('is the work the subject line names in that unit', () => {
    const { generated } = propose(
      'Bonjour,\n\nNous souhaitons une refonte complète :\n- environ 15 pages (agence, équipe, contact)\n- un formulaire de contact\n\nBudget : 9 000 € HT.',
      undefined,
      'Refonte du site de notre cabinet',
    );
    expect(lineOf(generated, /site/i)?.quantity).toBe(15);
    expect(itemsOf(generated).some((item) => /^environ 15 pages/i.test(item))).toBe(false);
  });

  it('is not the object a subject line names for other work', () => {
    const { generated } = propose(
      'We need technical fixes and some on-page work for our 6 main service pages. Around £1,000 a month.',
      undefined,
      'Website enquiry – SEO',
    );
    expect(lineOf(generated, /website build/i)).toBeUndefined();
  });

  it('beside a shop is the catalogue it loads', () => {
    const { generated } = propose(
      'We need a new Shopify store for our tea shop.\n- 120 products (teas, mugs, gift sets)\n- delivery in the UK only\nBudget about £9,000.',
    );
    expect(lineOf(generated, /catalogue set-up/i)?.quantity).toBe(120);
  });

  it('with a count made for each in the same item is that many photos of products', () => {
    const { generated } = propose(
      'Ce qu’il nous faut :\n• 24 pièces de la collection de Pâques, 3 angles chacune, fond blanc\n• une dizaine de photos d’ambiance en boutique\n\nBudget : autour de 6 k€ HT.',
      '2026-11-23T10:00:00.000Z',
    );
    expect(lineOf(generated, /produit/i)?.quantity).toBe(72);
  });

  it('then counted again for each thing multiplies them', () => {
    const { generated } = propose(
      'We need a Shopify store for our ceramics.\n- 25 products still need photos. We would like 3 shots each on white.\nBudget $6,000.',
    );
    expect(lineOf(generated, /photo/i)?.quantity).toBe(75);
  });

  it('in languages, after a site, is the languages of that site', () => {
    const { generated } = propose(
      'Lo que necesitamos:\n- Web nueva de unas 10 páginas (habitaciones, ofertas, contacto)\n- En 3 idiomas: español, inglés y francés\n\nPresupuesto: 12.000 € + IVA.',
      undefined,
      'Nueva web para nuestro hotel',
    );
    expect(itemsOf(generated).some((item) => /idiomas/i.test(item))).toBe(false);
    expect(lineOf(generated, /otro idioma/i)?.quantity).toBe(20);
  });
});

describe('the facts of the brief', () => {
  it("another agency's price is not the budget", () => {
    const { analysis } = propose(
      'Queremos una web nueva de 8 páginas. Presupuesto: entre 6.000 y 8.000 € + IVA. Otra agencia nos ha pasado un presupuesto de 15.000 €, que se nos va.',
    );
    expect(analysis.budget).toEqual(expect.objectContaining({ min: 600_000, max: 800_000 }));
  });

  it('the date a concept with its cost estimate is due is not the event', () => {
    const { analysis } = propose(
      "Wir feiern am Samstag, 12. Juni 2027 ein Fest mit 300 Gästen und suchen eine Agentur für Konzept, Bühne und Technik. Budget: CHF 60'000. Wir bitten um ein Konzept mit Kostenschätzung bis 15. Januar 2027.",
    );
    expect(analysis.deadline).toBe('2027-06-12');
  });

  it('"neither" refuses the work it names', () => {
    const { generated } = propose(
      'Necesitamos el diseño de 3 etiquetas para nuestro mezcal. Tampoco necesitamos página web por ahora. Presupuesto: 90 mil pesos.',
    );
    expect(lineOf(generated, /sitio web/i)).toBeUndefined();
  });
});

describe("the client's material", () => {
  it('is a dated input when they will supply it, and none when they have it', () => {
    const { markdown } = propose(
      "We need a new 10-page website for our dental practice. We'll write all the copy ourselves and we have plenty of our own photos. Budget £8,000 + VAT.",
    );
    const assumptions = markdown.split('## Assumptions')[1]?.split('## ')[0] ?? '';
    expect(assumptions).toMatch(/Your texts for the pages, by /);
    expect(assumptions).not.toMatch(/photo/i);
  });
});
