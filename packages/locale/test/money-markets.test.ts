// Money as the Philippines, Hong Kong, Fiji, Botswana, Bolivia, Paraguay, the Dominican Republic,
// Madagascar, Sri Lanka, Costa Rica, Guatemala, Honduras, El Salvador, Puerto Rico and Uganda write
// it, and the market each of those currencies is written for when the brief names no country.
import { formatDate, formatMoney, formatNumber, localeFor } from '../src';

const NBSP = '\u00a0';

describe('money as the new markets write it', () => {
  it.each([
    ['PHP', '₱350,000', 35_000_000, localeFor('en', 'PH')],
    ['PHP', '₱1,234.50', 123_450, localeFor('en', 'PH')],
    ['HKD', 'HK$12,000', 1_200_000, localeFor('en', 'HK')],
    ['FJD', 'FJ$30,000', 3_000_000, localeFor('en', 'FJ')],
    ['BWP', `BWP${NBSP}120,000`, 12_000_000, localeFor('en', 'BW')],
    ['BOB', `Bs${NBSP}28.000`, 2_800_000, localeFor('es', 'BO')],
    ['BOB', `Bs${NBSP}28.000,50`, 2_800_050, localeFor('es', 'BO')],
    ['PYG', `Gs.${NBSP}25.000.000`, 2_500_000_000, localeFor('es', 'PY')],
    ['DOP', 'RD$450,000', 45_000_000, localeFor('es', 'DO')],
    ['DOP', 'RD$450,000.50', 45_000_050, localeFor('es', 'DO')],
    ['DOP', 'RD$450,000', 45_000_000, localeFor('en', 'DO')],
  ])('writes %s as %s', (currency, written, cents, locale) =>
    expect(formatMoney(cents, currency, locale)).toBe(written),
  );

  it('writes each currency for its home market when the brief names no country', () => {
    expect(
      ['PHP', 'HKD', 'FJD', 'BWP'].map((currency) =>
        formatMoney(12_000_000, currency, localeFor('en', null, currency)),
      ),
    ).toEqual(['₱120,000', 'HK$120,000', 'FJ$120,000', `BWP${NBSP}120,000`]);
    expect(
      ['BOB', 'PYG', 'DOP'].map((currency) =>
        formatMoney(12_000_000, currency, localeFor('es', null, currency)),
      ),
    ).toEqual([`Bs${NBSP}120.000`, `Gs.${NBSP}120.000`, 'RD$120,000']);
    expect(
      ['PHP', 'HKD', 'FJD', 'BWP', 'BOB', 'PYG', 'DOP'].map((c) => localeFor('en', null, c).country),
    ).toEqual(['PH', 'HK', 'FJ', 'BW', 'BO', 'PY', 'DO']);
  });

  it('groups Dominican figures with commas, Bolivian and Paraguayan ones with dots', () => {
    expect(formatNumber(1234.5, localeFor('es', 'DO'), 1)).toBe('1,234.5');
    expect(formatNumber(1234.5, localeFor('es', 'BO'), 1)).toBe('1.234,5');
    expect(formatNumber(1234.5, localeFor('es', 'PY'), 1)).toBe('1.234,5');
  });
});

describe('money as Madagascar, Sri Lanka and Costa Rica write it', () => {
  it.each([
    ['MGA', `12${NBSP}000${NBSP}000${NBSP}Ar`, 1_200_000_000, localeFor('fr', 'MG')],
    ['MGA', `120${NBSP}000${NBSP}Ar`, 12_000_000, localeFor('fr', null, 'MGA')],
    ['LKR', `Rs.${NBSP}350,000`, 35_000_000, localeFor('en', 'LK')],
    ['LKR', `Rs.${NBSP}1,234.50`, 123_450, localeFor('en', null, 'LKR')],
    ['CRC', '₡6.500.000', 650_000_000, localeFor('es', 'CR')],
    ['CRC', '₡6,500,000', 650_000_000, localeFor('en', 'CR')],
    ['USD', `US$${NBSP}8.000`, 800_000, localeFor('es', 'CR')],
  ])('writes %s as %s', (currency, written, cents, locale) =>
    expect(formatMoney(cents, currency, locale)).toBe(written),
  );

  it('writes each currency for its home market when the brief names no country', () => {
    expect(['MGA', 'LKR', 'CRC'].map((c) => localeFor('en', null, c).country)).toEqual(['MG', 'LK', 'CR']);
  });
});

describe('money as Guatemala, Honduras, El Salvador, Puerto Rico and Uganda write it', () => {
  it.each([
    ['GTQ', 'Q95,000', 9_500_000, localeFor('es', 'GT')],
    ['GTQ', 'Q1,234.50', 123_450, localeFor('es', 'GT')],
    ['GTQ', 'Q95,000', 9_500_000, localeFor('en', null, 'GTQ')],
    ['HNL', `L${NBSP}250,000`, 25_000_000, localeFor('es', 'HN')],
    ['HNL', `L${NBSP}1,234.50`, 123_450, localeFor('es', null, 'HNL')],
    ['USD', `US$${NBSP}4,500`, 450_000, localeFor('es', 'SV')],
    ['USD', 'US$4,500', 450_000, localeFor('en', 'SV')],
    ['USD', '$12,000', 1_200_000, localeFor('en', 'PR')],
    ['USD', '$9,000.50', 900_050, localeFor('es', 'PR')],
    ['UGX', `UGX${NBSP}38,000,000`, 3_800_000_000, localeFor('en', 'UG')],
    ['UGX', `UGX${NBSP}92,000`, 9_200_000, localeFor('en', null, 'UGX')],
  ])('writes %s as %s', (currency, written, cents, locale) =>
    expect(formatMoney(cents, currency, locale)).toBe(written),
  );

  it('writes each currency for its home market when the brief names no country', () => {
    expect(['GTQ', 'HNL', 'UGX'].map((c) => localeFor('es', null, c).country)).toEqual(['GT', 'HN', 'UG']);
  });

  it('groups Central American figures (Panamá’s too) with commas, and writes Puerto Rico’s English dates month first', () => {
    expect(['GT', 'HN', 'SV', 'PR', 'PA'].map((c) => formatNumber(1234.5, localeFor('es', c), 1))).toEqual([
      '1,234.5',
      '1,234.5',
      '1,234.5',
      '1,234.5',
      '1,234.5',
    ]);
    expect(formatDate('2027-03-15', localeFor('en', 'PR'))).toBe('March 15, 2027');
    expect(formatDate('2027-03-15', localeFor('es', 'PR'))).toBe('15 de marzo de 2027');
  });
});
