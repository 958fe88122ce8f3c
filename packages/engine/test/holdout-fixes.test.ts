// Table-driven cases for the general weaknesses the held-out briefs (fixtures/holdout) showed.
import { analyzeBrief } from '../src/analyze';
import { generateProposal } from '../src/generate';

const CREATED = '2026-03-10T09:00:00Z';
const analyze = (text: string, createdAt = CREATED) => analyzeBrief({ text, title: '', createdAt });
const budgetOf = (text: string) => {
  const b = analyze(text).analysis.budget;
  return b && { min: b.min, max: b.max, currency: b.currency };
};

describe('budget: amount forms and distractors', () => {
  it.each([
    ['Brauchen ein Imagevideo für die Messe, Budget so um die 10k.', 1_000_000, 1_000_000, 'EUR'],
    ['Looking for headshots of our staff, budget $2,000 max.', 0, 200_000, 'USD'],
    ['Wir haben monatlich 2.400 € für 12 Monate eingeplant.', 2_880_000, 2_880_000, 'EUR'],
    ['Gestion de nos réseaux sociaux, 1 500 €/mois sur 6 mois.', 900_000, 900_000, 'EUR'],
    ['Podemos invertir 1.200 €/mes durante 6 meses.', 720_000, 720_000, 'EUR'],
    ['We can commit £1,200 per month for 12 months.', 1_440_000, 1_440_000, 'GBP'],
    ['Das Höchstbudget beträgt 90.000 EUR netto.', 0, 9_000_000, 'EUR'],
    ['got ~500 bucks AUD for a logo', 50_000, 50_000, 'AUD'],
    [
      'Agency fee budget: $8,000/month for 3 months (media spend is separate, around $60k).',
      2_400_000,
      2_400_000,
      'USD',
    ],
    ['Current Snowflake spend is about $4,200/month.\n| Budget | up to USD 120k |', 0, 12_000_000, 'USD'],
  ])('reads %s', (text, min, max, currency) => expect(budgetOf(text)).toEqual({ min, max, currency }));

  it.each([
    'We housed 3,412 families and invested €27.6m last year.',
    'Our AWS bill sits around A$22,000/month.',
    'La cuota de inscripción será de 450 € por asistente.',
    'Budget: to be discussed in 2026.',
  ])('invents no budget in: %s', (text) => expect(budgetOf(text)).toBeNull());
});

describe('deadline: which date is the deadline', () => {
  it.each([
    [
      'The files must go to the printer by 20 March, as the report is presented at our AGM on 16 April.',
      '2026-03-20',
    ],
    [
      'Everything must be delivered before Christmas so we can launch in the first week of January.',
      '2026-12-24',
    ],
    ['Brauchen ein Imagevideo für die Messe am 14. Mai.', '2026-05-14'],
    ['Le congrès aura lieu du 22 au 24 octobre 2026 à Lyon.', '2026-10-22'],
    ['El congreso se celebrará del 22 al 24 de octubre de 2026.', '2026-10-22'],
    ['Mise en production prévue le 1er juin.', '2026-06-01'],
    ['Abgabe der Angebote bis 15.04.2026. Projektende: 30.11.2026.', '2026-11-30'],
    ['Ideally Thursday 9 July for the shoot.', '2026-07-09'],
    [
      'The conference takes place on 18 September 2026; the website must be live by 1 August 2026.',
      '2026-08-01',
    ],
  ])('%s → %s', (text, deadline) => expect(analyze(text).analysis.deadline).toBe(deadline));

  it('prefers the newest message over a date in a forwarded one', () => {
    const text = [
      '---------- Forwarded message ---------',
      "We'd love to have the new site up by 1 December.",
      '----------',
      'Things slipped. Realistic go-live is mid-September.',
    ].join('\n');
    expect(analyze(text).analysis.deadline).toBe('2026-09-15');
  });
});

describe('deliverable families', () => {
  it.each([
    [
      'We need a donation page and an events calendar on the new website.',
      ['donation page', 'events calendar'],
    ],
    ['Shopify Plus storefront and a trade portal for stockists.', ['storefront', 'trade portal']],
    ['Kubernetes migration and everything rebuilt with Terraform.', ['Kubernetes migration', 'Terraform']],
    ['An ISO 27001 gap analysis ahead of certification.', ['ISO 27001 gap analysis']],
    ['Monthly blog posts, a newsletter and 2 case studies per quarter.', ['case studies']],
    [
      'Leistungen: Catering, Bühnenprogramm und Einladungsmanagement.',
      ['Catering', 'Bühnenprogramm', 'Einladungsmanagement'],
    ],
    ['Necesitamos logotipo, paleta de colores y señalética.', ['paleta de colores', 'señalética']],
    [
      'Un modelo de inteligencia artificial para la previsión de demanda.',
      ['modelo de inteligencia artificial'],
    ],
    [
      "Un audit de l'existant, des ateliers et une feuille de route.",
      ["audit de l'existant", 'ateliers', 'feuille de route'],
    ],
    ['On cherche qqn pour la gestion de nos réseaux sociaux.', ['réseaux sociaux']],
    ['Brauchen kurzfristig ein Imagevideo.', ['Imagevideo']],
  ])('%s', (text, expected) => {
    const found = analyze(text).analysis.deliverables.map((d) => d.toLowerCase());
    for (const phrase of expected)
      expect(found.some((d) => d.includes(phrase.toLowerCase()) || phrase.toLowerCase().includes(d))).toBe(
        true,
      );
  });
});

describe('generator: small budgets', () => {
  it.each([
    ['need a logo + brand colours for my coffee cart, got ~500 bucks AUD'],
    ['Logo and business cards, budget £800.'],
  ])('fits the mid price in the budget: %s', (text) => {
    const { analysis, scope } = analyze(text);
    const proposal = generateProposal({ title: 'Logo', analysis, scope, createdAt: CREATED });
    expect(proposal.totalPriceMid).toBeLessThanOrEqual(analysis.budget?.max ?? 0);
  });
});
