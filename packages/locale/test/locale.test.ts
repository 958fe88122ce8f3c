import {
  formatDate,
  formatDateRange,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  localeFor,
} from '../src';

const NBSP = '\u00a0';
const gb = localeFor('en', 'GB');
const us = localeFor('en', null, 'USD');
const fr = localeFor('fr', null, 'EUR');
const de = localeFor('de', 'DE');
const es = localeFor('es', 'ES');

describe('money as the market writes it', () => {
  it('writes each market its own way, cents only when there are some', () => {
    expect(formatMoney(898_000, 'GBP', gb)).toBe('£8,980');
    expect(formatMoney(245_000, 'EUR', fr)).toBe(`2${NBSP}450${NBSP}€`);
    expect(formatMoney(2_172_000, 'EUR', de)).toBe(`21.720${NBSP}€`);
    expect(formatMoney(412_680, 'EUR', de)).toBe(`4.126,80${NBSP}€`);
    expect(formatMoney(1_250_000, 'USD', us)).toBe('$12,500');
    expect(formatMoney(2_172_000, 'EUR', localeFor('de', 'AT'))).toBe(`€${NBSP}21.720`);
    expect(formatMoney(1_200_000_000, 'XOF', localeFor('fr', null, 'XOF'))).toMatch(/^12.000.000\u00a0FCFA$/);
  });

  it('groups Spanish only from five digits, in Spain', () => {
    expect(formatMoney(900_000, 'EUR', es)).toBe(`9000${NBSP}€`);
    expect(formatMoney(1_500_000, 'EUR', es)).toBe(`15.000${NBSP}€`);
  });

  it('names the currency where a bare symbol would mislead', () => {
    expect(formatMoney(1_200_000, 'CHF', localeFor('de', 'CH'))).toBe("CHF 12'000");
    expect(formatMoney(18_000_000, 'MXN', localeFor('es', 'MX'))).toBe('$180,000 MXN');
    expect(formatMoney(8_000_000_000, 'COP', localeFor('es', 'CO'))).toBe('$80.000.000 COP');
    expect(formatMoney(4_500_000, 'AUD', localeFor('en', 'AU'))).toBe('A$45,000');
    expect(formatMoney(650_000_000, 'NGN', localeFor('en', null, 'NGN'))).toBe('₦6,500,000');
    expect(formatMoney(180_000, 'USD', localeFor('es', 'AR'))).toBe(`US$${NBSP}1.800`);
    expect(formatMoney(9_500_000, 'CAD', localeFor('fr', 'CA'))).toBe(`95${NBSP}000${NBSP}$`);
  });

  it('writes the ringgit, the dirham and the Central African franc as their markets do', () => {
    expect(formatMoney(3_850_000, 'MYR', localeFor('en', null, 'MYR'))).toBe('RM38,500');
    expect(formatMoney(600_000, 'AED', localeFor('en', null, 'AED'))).toBe(`AED${NBSP}6,000`);
    expect(formatMoney(450_000_000, 'XAF', localeFor('fr', null, 'XAF'))).toBe(
      `4${NBSP}500${NBSP}000${NBSP}FCFA`,
    );
    expect(formatMoney(1_200_000, 'USD', localeFor('es', 'EC'))).toBe(`US$${NBSP}12.000`);
    expect(formatMoney(1_800_000, 'EUR', localeFor('en', 'MT'))).toBe('€18,000');
    expect([
      localeFor('en', null, 'MYR'),
      localeFor('en', null, 'AED'),
      localeFor('fr', null, 'XAF'),
    ]).toEqual([
      { language: 'en', country: 'MY' },
      { language: 'en', country: 'AE' },
      { language: 'fr', country: 'CM' },
    ]);
  });

  it('groups rupees in lakhs', () => {
    expect(formatMoney(15_000_000, 'INR', localeFor('en', 'IN'))).toBe('₹1,50,000');
    expect(formatMoney(1_100_000_000, 'INR', localeFor('en', 'IN'))).toBe('₹1,10,00,000');
  });

  it('keeps amounts far above 32 bits exact', () => {
    expect(formatMoney(900_719_925_474_099, 'COP', localeFor('es', 'CO'))).toBe('$9.007.199.254.740,99 COP');
  });
});

describe('dates as the market writes them', () => {
  it('writes a day in each language', () => {
    expect(formatDate('2027-03-15', gb)).toBe('15 March 2027');
    expect(formatDate('2027-03-15', us)).toBe('March 15, 2027');
    expect(formatDate('2027-03-01', fr)).toBe('1er mars 2027');
    expect(formatDate('2027-09-17', de)).toBe('17. September 2027');
    expect(formatDate('2027-09-01', es)).toBe('1 de septiembre de 2027');
    expect(formatDate('2027-01-04', localeFor('de', 'AT'))).toBe('4. Jänner 2027');
  });

  it('adds the weekday in the order of the language', () => {
    expect(formatDate('2027-03-15', gb, { weekday: true })).toBe('Monday 15 March 2027');
    expect(formatDate('2027-03-15', us, { weekday: true })).toBe('Monday, March 15, 2027');
    expect(formatDate('2027-09-17', de, { weekday: true })).toBe('Freitag, 17. September 2027');
    expect(formatDate('2027-03-01', fr, { weekday: true })).toBe('lundi 1er mars 2027');
  });

  it('writes ranges with the shared month and year once', () => {
    expect(formatDateRange('2027-01-11', '2027-01-15', gb)).toBe('11–15 January 2027');
    expect(formatDateRange('2027-01-18', '2027-02-05', gb)).toBe('18 January – 5 February 2027');
    expect(formatDateRange('2027-01-11', '2027-01-15', us)).toBe('January 11–15, 2027');
    expect(formatDateRange('2027-03-01', '2027-03-12', de)).toBe('1.–12. März 2027');
    expect(formatDateRange('2027-01-11', '2027-01-15', es)).toBe('11–15 de enero de 2027');
    expect(formatDateRange('2026-12-14', '2027-01-08', fr)).toBe('14 décembre 2026 – 8 janvier 2027');
  });

  it('names a month', () => {
    expect(formatMonth('2027-03-15', es)).toBe('marzo de 2027');
    expect(formatMonth('2027-03-15', gb)).toBe('March 2027');
  });
});

describe('numbers', () => {
  it('uses the separators of the market', () => {
    expect(formatNumber(1234.5, fr, 1)).toBe(`1${NBSP}234,5`);
    expect(formatNumber(1234.5, localeFor('en', 'US'), 1)).toBe('1,234.5');
    expect(formatPercent(20, fr)).toBe(`20${NBSP}%`);
    expect(formatPercent(20, gb)).toBe('20%');
    expect(formatPercent(14.975, fr)).toBe(`14,975${NBSP}%`);
  });
});
