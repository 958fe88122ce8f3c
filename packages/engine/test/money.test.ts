import { analyzeBrief } from '../src/analyze';
import { findMoney, GENERIC, parseNumber } from '../src/facts/money/mentions';

const budgetOf = (text: string) =>
  analyzeBrief({ text, title: '', createdAt: '2026-03-10T09:00:00Z' }).analysis.budget;

describe('money parser', () => {
  it.each([
    ['12.000', 12000],
    ['12,000', 12000],
    ['12 000', 12000],
    ["8'000", 8000],
    ['12.000,50', 12000.5],
    ['1,234.56', 1234.56],
    ['1.5', 1.5],
    ['1,500,000', 1500000],
  ])('reads %s as %d', (text, value) => expect(parseNumber(text)).toBe(value));

  it.each([
    // A bare "$" is any dollar until the client's market says which.
    ['$15k-20k', 15000, 20000, GENERIC],
    ['$15,000 to $20,000', 15000, 20000, GENERIC],
    ['15-20k USD', 15000, 20000, 'USD'],
    ['€12.000', 12000, 12000, 'EUR'],
    ['12\u202f000 €', 12000, 12000, 'EUR'],
    ['12\u00a0000 €', 12000, 12000, 'EUR'],
    ['12.000,50 €', 12000.5, 12000.5, 'EUR'],
    ["CHF 8'000", 8000, 8000, 'CHF'],
    ['£8k', 8000, 8000, 'GBP'],
    ['1.5M USD', 1500000, 1500000, 'USD'],
    ['40 000 euros', 40000, 40000, 'EUR'],
    ['30 000 dollars canadiens', 30000, 30000, 'CAD'],
    ['AUD 14,000', 14000, 14000, 'AUD'],
    ['USD 25,000', 25000, 25000, 'USD'],
    ['entre 20 000 et 30 000 euros', 20000, 30000, 'EUR'],
    ['15k€', 15000, 15000, 'EUR'],
  ])('finds %s', (text, min, max, currency) => {
    expect(findMoney(text.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      expect.objectContaining({ min, max, currency }),
    ]);
  });

  it('ignores numbers without a currency', () => {
    expect(findMoney('3,000 SKUs since 1998, 40% growth, call 555-0142')).toEqual([]);
  });
});

describe('budget selection', () => {
  it.each([
    ['Our budget is $15k-20k.', { min: 1500000, max: 2000000, currency: 'USD', kind: 'range' }],
    ['We can spend no more than $50,000.', { min: 0, max: 5000000, currency: 'USD', kind: 'ceiling' }],
    ['Budget is under 50k USD.', { min: 0, max: 5000000, currency: 'USD', kind: 'ceiling' }],
    ['Budget: around €12k.', { min: 1200000, max: 1200000, currency: 'EUR', kind: 'approximate' }],
    ['Budget: ca. 25.000 €.', { min: 2500000, max: 2500000, currency: 'EUR', kind: 'approximate' }],
    [
      'Presupuesto aproximadamente 5.000 €.',
      { min: 500000, max: 500000, currency: 'EUR', kind: 'approximate' },
    ],
    [
      'We can spend $3,500 per month for 6 months.',
      { min: 2100000, max: 2100000, currency: 'USD', kind: 'monthly', months: 6 },
    ],
    ['Budget: 40 000 euros.', { min: 4000000, max: 4000000, currency: 'EUR', kind: 'fixed' }],
    ['Our budget is $25,000 for this project, based in Toronto.', { currency: 'CAD' }],
  ])('%s', (text, expected) => expect(budgetOf(text)).toEqual(expect.objectContaining(expected)));

  it.each([
    'Agency X quoted us $80k for this.',
    'We reported €4M annual revenue and 3,000 SKUs.',
    'Our plans are priced from $29 to $199 a month.',
    'Average order value is $86.',
    'Wir erzielen 18 Mio. € Jahresumsatz.',
    'Our designer earns $85k a year.',
    'We have 45,000 customers since 1998; call +1 (503) 555-0142.',
    'We need a website and a logo.',
  ])('invents no budget from: %s', (text) => expect(budgetOf(text)).toBeNull());

  it('prefers the amount near a budget word over a competitor quote', () => {
    expect(budgetOf('Agency X quoted us $80k. We can afford up to $60k.')).toEqual(
      expect.objectContaining({ min: 0, max: 6000000, kind: 'ceiling' }),
    );
  });
});
