// Amounts as briefs write them: in words, with "k", "mil", "Mio.", "millones", as ranges, in a
// subject line.
import { analyze } from './propose';

const budgetOf = (text: string) => analyze(text, '2026-10-05T09:00:00Z').analysis.budget;

describe('amounts in words', () => {
  it.each([
    ['Unser Budget liegt bei fünfzigtausend Euro.', 5000000, 'EUR'],
    ['Budget: zwanzigtausend Euro.', 2000000, 'EUR'],
    ['Notre budget est de cinquante mille euros.', 5000000, 'EUR'],
    ['Budget: vingt-cinq mille euros HT.', 2500000, 'EUR'],
    ['Tenemos un presupuesto de veinte mil euros.', 2000000, 'EUR'],
    ['Our budget is twenty-five thousand dollars.', 2500000, 'USD'],
    ['The project budget is fifty thousand pounds.', 5000000, 'GBP'],
  ])('%s', (text, max, currency) =>
    expect(budgetOf(text)).toEqual(expect.objectContaining({ max, currency })),
  );
});

describe('multipliers', () => {
  it.each([
    ['Our budget is 25K.', 2500000],
    ['Budget is 25k EUR.', 2500000],
    ['Budget: 25 K€ HT.', 2500000],
    ['We have budgeted $45K for phase one.', 4500000],
    ['Podemos pagar 15 mil euros.', 1500000],
    ['Budget: 1,5 Mio. €.', 150000000],
    ['Unser Budget beträgt 1,2 Mio. €.', 120000000],
    ['Notre budget est de 1,2 M€.', 120000000],
    ['Our budget is 1.2 million dollars.', 120000000],
    ['Presupuesto: 50 millones de pesos.\n\nSaludos, Juan, Bogotá, Colombia', 5000000000],
  ])('%s', (text, max) => expect(budgetOf(text)).toEqual(expect.objectContaining({ max })));
});

describe('ranges', () => {
  it.each([
    ['Budget between 20 and 30k.', 2000000, 3000000],
    ['Budget between £20k and £30k.', 2000000, 3000000],
    ['Budget: 20 to 30 thousand euros.', 2000000, 3000000],
    ['Our budget is between twenty and thirty thousand dollars.', 2000000, 3000000],
    ['Budget de 15 000 à 20 000 €.', 1500000, 2000000],
    ['Budget : de 15 à 20 k€.', 1500000, 2000000],
    ['Notre budget se situe entre quinze et vingt mille euros.', 1500000, 2000000],
    ['Budget zwischen 10.000 und 12.000 EUR.', 1000000, 1200000],
    ['Budget zwischen 10 und 15 Tausend Euro.', 1000000, 1500000],
    ['Presupuesto entre 10 y 15 mil euros.', 1000000, 1500000],
    ['Budget: 20–25 k€.', 2000000, 2500000],
  ])('%s', (text, min, max) =>
    expect(budgetOf(text)).toEqual(expect.objectContaining({ min, max, kind: 'range' })),
  );

  it('still adds up "one hundred and twenty thousand" outside a range', () => {
    expect(budgetOf('Our budget is one hundred and twenty thousand dollars.')).toEqual(
      expect.objectContaining({ max: 12000000 }),
    );
  });
});

describe('a figure in a subject line', () => {
  it.each([
    ['Subject: Website redesign - budget 25k\n\nHi, we need a new site.', 2500000],
    ['Subject: Angebot Website – Budget 12.000 €\n\nHallo,\nwir brauchen eine neue Website.', 1200000],
    ["Subject: Devis site web (budget 8k€)\n\nBonjour,\nnous avons besoin d'un site.", 800000],
    ['Asunto: Cotización web - presupuesto 5.000 €\n\nHola,\nnecesitamos una web.', 500000],
  ])('%s', (text, max) => expect(budgetOf(text)).toEqual(expect.objectContaining({ max })));
});
