// Signs that are money only as their markets write them: "P120 000" and "PHP 350,000" before a figure,
// "Bs 28.000" and "Gs. 25.000.000" in their own case. A "P1" incident, "5 P.M.", "PHP 8.3", a "DOP"
// on a film crew, "BS 7671" or "GS1" barcodes are no money, and leave a brief's bare budget in its
// language's currency.
import { findMoney } from '../src/facts/money/mentions';
import { analyze } from './propose';

describe('signs that are something else', () => {
  it.each([
    'P1 incidents answered within 1 hour, P2 within 4 hours.',
    'The workshop runs from 9 A.M. to 5 P.M. on both days, and from nine to five P.M. on the third.',
    'We need our site moved from PHP 7.4 to PHP 8.3 before the host drops it, and 2 PHP developers on call.',
    'Crew: 1 DOP, 1 sound recordist; DOP 2 days.',
    'The site must show our BS 7671 and BS 8300 certificates.',
    'We print GS1 barcodes on every jar.',
    'Thanks,\nBob 07700 900123',
  ])('reads no money in "%s"', (text) => expect(findMoney(text)).toEqual([]));

  it.each([
    'We need a care plan for our website. P1 incidents answered within 1 hour, P2 within 4 hours. Budget is 2,000 per month.',
    'We are an electrical contractor and need a new website that shows our BS 7671 certification. Budget 3,000.',
    'We sell GS1-barcoded pantry goods and need a Shopify store. Budget 5,000.',
    'Our WordPress site runs on PHP 8.2. We need a redesign, budget about 4000.',
  ])('keeps the budget of "%s" in US dollars', (text) =>
    expect(analyze(text).analysis.budget?.currency).toBe('USD'),
  );
});

describe('the same signs as their markets write them', () => {
  it.each([
    ['Budget P120 000', 'BWP', 120_000],
    ['Budget: PHP 350,000.', 'PHP', 350_000],
    ['Presupuesto DOP 450,000.', 'DOP', 450_000],
    ['Tenemos 28.000 Bs. para el curso.', 'BOB', 28_000],
    ['Presupuesto: Gs. 25.000.000.', 'PYG', 25_000_000],
    ['Budget: BOB 28,000.', 'BOB', 28_000],
  ])('reads "%s" as %s', (text, currency, max) =>
    expect(findMoney(text)).toEqual([expect.objectContaining({ currency, max })]),
  );
});
