// Which amount of a brief is this project's budget: not media spend, revenue, past or current spend,
// a competitor's quote or a company-wide budget; the newest message's figure; gross budgets kept and
// flagged; monthly budgets with their term.
import { analyze } from './propose';

const factsOf = (text: string) => {
  const { analysis } = analyze(text, '2026-10-05T09:00:00Z');
  return { budget: analysis.budget, tax: analysis.market.tax };
};
const budgetOf = (text: string) => factsOf(text).budget;

describe('media spend is not the fee budget', () => {
  it.each([
    ['We plan an ad spend of 5k/month on Meta. Our budget for the agency is $3,000 per month.', 300000],
    ['Media spend: $20,000/month. Agency fee budget: $5,000/month for 12 months.', 6000000],
    ['Mediabudget: 20.000 € im Monat. Für die Agentur haben wir 4.000 € monatlich.', 400000],
    ["Le budget média est de 10 000 € par mois ; pour l'agence nous prévoyons 3 000 € par mois.", 300000],
    ['Presupuesto para pauta: $10.000 al mes. Fee de la agencia: $2.000 al mes.', 200000],
  ])('%s', (text, max) => expect(budgetOf(text)).toEqual(expect.objectContaining({ max, kind: 'monthly' })));

  it.each(['Mediabudget: 20.000 € im Monat.', 'Ad spend: $8,000 per month.'])(
    'no fee budget from: %s',
    (text) => expect(budgetOf(text)).toBeNull(),
  );
});

describe('revenue, past and current spend, quotes and company-wide budgets are not the budget', () => {
  it.each([
    ['Last year we spent €40,000 on our website. This year the budget is €25,000.', 2500000],
    ["Our turnover is CHF 12 million. Budget for the project: CHF 60'000.", 6000000],
    ["Notre chiffre d'affaires est de 5 M€. Budget : 30 000 € HT.", 3000000],
    ['Unser Umsatz liegt bei 8 Mio. Euro. Budget: 25.000 € netto.', 2500000],
    ['Nuestra facturación es de 3 millones de euros. Presupuesto: 18.000 €.', 1800000],
    ['The manual process costs us $80,000 a year in staff time. Budget for automation: $50,000.', 5000000],
    ['Competitor X quoted us $25,000 for the same work. We would rather spend around $15,000.', 1500000],
    ['An agency quoted €45,000; our budget is €30,000.', 3000000],
    ['Our company-wide marketing budget for 2027 is €500,000. For this website we have €30,000.', 3000000],
    ['We spend about €500k a year on marketing overall; for this campaign we have €40k.', 4000000],
    ["We currently pay our old agency £2,500 a month. We'd like to pay about £2,000 a month.", 200000],
  ])('%s', (text, max) => expect(budgetOf(text)).toEqual(expect.objectContaining({ max })));

  it.each([
    'We need a new website. Our revenue last year was $2M and we spent $40k on our old site.',
    'Today the manual process costs us about €60,000 a year. We need an automation tool.',
    'Currently our team spends 40 hours a month on this manual process, costing about €2,000 a month.',
    'Our annual marketing budget is $1.2M.',
    'Our budget for the whole year is $100,000 across all projects.',
    'Notre budget annuel de communication est de 200 000 €.',
    'Unser Jahresbudget für Marketing beträgt 300.000 €.',
    'Nuestro presupuesto anual de marketing es de 150.000 €.',
  ])('no budget from: %s', (text) => expect(budgetOf(text)).toBeNull());
});

describe('a newer message of a thread changes the budget', () => {
  it.each([
    [
      'Hi,\n\nFollowing our call, we can increase the budget to $35,000.\n\nBest,\nAmy\n\nOn Mon, 28 Sep 2026 at 10:00, Amy <amy@x.com> wrote:\n> Our budget is $25,000 for the website.',
      3500000,
    ],
    [
      'Bonjour,\n\nFinalement le budget passe à 18 000 €.\n\nCordialement\n\nLe 28 sept. 2026 à 10:00, Marie a écrit :\n> Notre budget est de 25 000 €.',
      1800000,
    ],
    [
      'Hallo,\n\ndas Budget wurde auf 15.000 € gekürzt.\n\nGruß\n\nAm 28.09.2026 schrieb Peter:\n> Unser Budget: 20.000 €.',
      1500000,
    ],
    [
      'Hola,\n\nal final el presupuesto será de 12.000 €.\n\nSaludos\n\nEl 28 sept 2026, Juan escribió:\n> Presupuesto: 20.000 €.',
      1200000,
    ],
  ])('%s', (text, max) => expect(budgetOf(text)).toEqual(expect.objectContaining({ max })));

  it('reads the budget of a forwarded brief', () => {
    const text =
      'Hi Tom, see the request below from our client.\n\n---------- Forwarded message ---------\nFrom: Anna Weber <anna@weber-moebel.de>\nDate: Mon, 28 Sep 2026\nSubject: Website\n\nHello,\nwe need a new website. Our budget is €15,000.\n\nBest\nAnna Weber\nWeber Möbel GmbH';
    expect(budgetOf(text)).toEqual(expect.objectContaining({ max: 1500000, currency: 'EUR' }));
  });
});

describe('a gross budget is kept and flagged as tax included', () => {
  it.each([
    ['Budget: 12 000 € TTC pour la refonte du site.', 1200000],
    ['Budget : 15 000 € TVAC.', 1500000],
    ['Budget: 20.000 € brutto.', 2000000],
    ['Budget: 20.000 € inkl. 19 % MwSt.', 2000000],
    ['Presupuesto: 10.000 € IVA incluido.', 1000000],
    ['Budget is $10,000 incl. VAT.', 1000000],
    ['Budget: 10,000 EUR gross.', 1000000],
  ])('%s', (text, max) => {
    const { budget, tax } = factsOf(text);
    expect(budget).toEqual(expect.objectContaining({ max }));
    expect(tax).toBe('included');
  });

  it.each([
    ['Budget : 20 000 € HTVA.', 'excluded'],
    ['Budget 30.000 € zzgl. USt.', 'excluded'],
    ['Budget: 30 000 € HT.', 'excluded'],
    ['Budget: €30,000.', null],
  ])('%s', (text, tax) => expect(factsOf(text).tax).toBe(tax));
});

describe('a monthly budget is monthly, over its term when stated', () => {
  it.each([
    ['We can pay 3k per month for 6 months for social media management.', 1800000, 6],
    ['We need social media management for 6 months. We can pay 3k per month.', 1800000, 6],
    ['Budget : 2 500 € par mois pendant 12 mois.', 3000000, 12],
    ['Budget: 3 000 € / mois, engagement de 6 mois.', 1800000, 6],
    ['Budget: 1.500 € monatlich, Laufzeit 12 Monate.', 1800000, 12],
    ['Wir haben 2.500 € im Monat, für 6 Monate.', 1500000, 6],
    ['Presupuesto: 1.500 € mensuales durante 12 meses.', 1800000, 12],
  ])('%s', (text, max, months) =>
    expect(budgetOf(text)).toEqual(expect.objectContaining({ max, months, kind: 'monthly' })),
  );

  it.each([
    ['Monthly budget: $4,000.', 400000],
    ['Presupuesto: 2.000 € al mes.', 200000],
    ['Monatlich stehen 2.000 € für die Betreuung zur Verfügung.', 200000],
  ])('without a term: %s', (text, max) =>
    expect(budgetOf(text)).toEqual(expect.objectContaining({ max, kind: 'monthly' })),
  );
});

describe('a cap is a ceiling, however it is named', () => {
  it.each([
    ['We need a new website. The cap is £9,500.', 950000],
    ['Max spend: fifteen thousand euros for the redesign.', 1500000],
    ["We can't do $25k this year. Cap it at $18,000 all-in, including any app setup.", 1800000],
  ])('%s', (text, max) => expect(budgetOf(text)).toEqual(expect.objectContaining({ max, kind: 'ceiling' })));
});

describe('a one-off amount beside a monthly ask stays the one-off budget', () => {
  it('reads "4-5 lakhs one time + monthly support charges" as a one-time range', () => {
    const budget = budgetOf('Budget approx 4-5 lakhs one time + monthly support charges, pls quote both.');
    expect(budget).toEqual(expect.objectContaining({ min: 40000000, max: 50000000, kind: 'range' }));
  });
});

describe('an amount after an abbreviated currency ("Rs.") is read in its sentence', () => {
  it('reads "Budget: We have kept Rs. 18-22 lakhs for the app"', () => {
    const budget = budgetOf('Budget: We have kept Rs. 18-22 lakhs for the app (Phase 1 + Phase 2).');
    expect(budget).toEqual(expect.objectContaining({ min: 180000000, max: 220000000, currency: 'INR' }));
  });
});
