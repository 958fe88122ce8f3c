// Table-driven cases for the general weaknesses the third held-out batch (fixtures/holdout3) showed:
// budget labels and form fields, dates in another language, event and launch cues, retainers with
// a launch date.
import { analyzeBrief } from '../src/analyze';
import { sentencesOf } from '../src/analyze/clean-text';
import { generateProposal } from '../src/generate';

const CREATED = '2026-09-01T09:00:00Z';
const analyze = (text: string, createdAt = CREATED) => analyzeBrief({ text, title: '', createdAt });
const budgetOf = (text: string) => {
  const b = analyze(text).analysis.budget;
  return b && { min: b.min, max: b.max, currency: b.currency };
};
const dayOf = (date: string) => Math.floor(Date.parse(date) / 86_400_000);

describe('sentences: a full stop after an abbreviation does not end one', () => {
  it.each([
    ["Budget: max. CHF 12'000 für alles.", 1],
    ['Kosten ca. EUR 5.000 netto.', 1],
    ['Prix env. 3 000 €. Livraison en mai.', 2],
  ])('%s', (text, count) => expect(sentencesOf(text)).toHaveLength(count));
});

describe('budget: labels, form fields and currencies', () => {
  it.each([
    ["Kostendach: max. CHF 14'500. Der Bericht muss bis Ende Februar vorliegen.", 0, 1_450_000, 'CHF'],
    ['Montant maximum : 35 000 € HT.', 0, 3_500_000, 'EUR'],
    ['Not-to-exceed amount: USD 48,000 (excl. VAT).', 0, 4_800_000, 'USD'],
    ['Budget range: 25-40k\nCurrency: AUD\nTimeline: Q2 2027', 2_500_000, 4_000_000, 'AUD'],
    ['Rango de presupuesto: 3.000.000 - 4.500.000 ARS', 300_000_000, 450_000_000, 'ARS'],
    ['- Presupuesto: COP 6.000.000 mensuales', 600_000_000, 600_000_000, 'COP'],
    ['• Budget : 1 500 € par mois\n• Durée : 6 mois', 900_000, 900_000, 'EUR'],
    ['Budget wise we are thinking like 1,500 to 2 grand, US dollars.', 150_000, 200_000, 'USD'],
    ["The client's overall budget is £30k, but our slice for you is £9,500 fixed.", 950_000, 950_000, 'GBP'],
    ['Podemos pagarte 4.800 € por todo.', 480_000, 480_000, 'EUR'],
    ['Contamos con un presupuesto de $350,000 MXN.', 35_000_000, 35_000_000, 'MXN'],
    ['Budget: INR 18 lakh for the campaign.', 180_000_000, 180_000_000, 'INR'],
  ])('reads %s', (text, min, max, currency) => expect(budgetOf(text)).toEqual({ min, max, currency }));
});

describe('budget: a sentence that denies a budget gives none', () => {
  it.each([
    ['Money: INR 18 lakh was mentioned loosely; no firm budget yet.'],
    ['On a parlé de 20 000 €, mais pas encore de budget validé.'],
    ['Se habló de 5.000 €, pero no hay presupuesto todavía.'],
  ])('%s', (text) => expect(budgetOf(text)).toBeNull());
});

describe('deadline: cues and dates the rules missed', () => {
  it.each([
    ['Timeline: Q2 2027', '2027-06-30'],
    ['Objectif : fin mars 2027.', '2027-03-31'],
    ['Deadline : le 20 mars 2027 (board meeting).', '2027-03-20'],
    ['The migration must be live before our fiscal year end on 31 January 2027.', '2027-01-31'],
    ["We're launching our ring on 3 March 2027 and want a marketing partner.", '2027-03-03'],
    ['Queremos un rebranding completo. Nos gustaría presentarlo en septiembre.', '2026-09-30'],
  ])('%s', (text, deadline) => expect(analyze(text).analysis.deadline).toBe(deadline));
});

describe('retainer with a launch date: setup before the date, then ongoing', () => {
  it.each([
    [
      'Launch on 3 March 2027. Monthly retainer: paid social ads and a weekly newsletter, $4,000/month for 6 months.',
      'en',
    ],
    ['Lancement le 3 mars 2027. Gestion des réseaux sociaux, 2 000 € par mois pendant 6 mois.', 'fr'],
  ])('%s', (text) => {
    const { analysis, scope } = analyzeBrief({ text, title: '', createdAt: '2026-12-15T10:00:00Z' });
    expect(analysis.deadline).toBe('2027-03-03');
    const result = generateProposal({
      title: 'Retainer',
      analysis,
      scope,
      createdAt: '2026-12-15T10:00:00Z',
    });
    expect(dayOf(result.proposedStartDate) + result.estimatedDurationDays).toBeLessThanOrEqual(
      dayOf('2027-03-03'),
    );
    expect(result.timelineMilestones.reduce((sum, m) => sum + m.durationDays, 0)).toBe(
      result.estimatedDurationDays,
    );
    expect(result.pricingModel).toBe('retainer');
  });
});
