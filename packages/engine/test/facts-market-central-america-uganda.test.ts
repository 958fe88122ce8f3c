// Guatemala, Honduras, El Salvador, Puerto Rico and Uganda: the market a brief from there reads, and
// the money its "Q95,000.00", "quetzales", "L. 250,000", "lempiras", "$", "UGX", "USh" or "shillings"
// then means. "L" before a figure is lempiras only in a brief from Honduras (elsewhere it is a size);
// "Q3" is a quarter; "shillings" are Kenya's in Nairobi and Uganda's in Kampala; a +1 787 number is
// Puerto Rico's, not the US's. A bare "francs" is the franc the client's market pays in.
import { taxNameOf } from '../src/facts/market';
import { findMoney } from '../src/facts/money/mentions';
import { expectPricedIn, expectRead, factsOnMarketDay as factsOf, MARKET_DAY as CREATED } from './markets';

describe('briefs from Guatemala', () => {
  it.each([
    [
      'Hola, somos una cooperativa de café en Huehuetenango y necesitamos una tienda en línea. Presupuesto: Q95,000.00 más IVA.',
      9_500_000,
    ],
    ['Nuestro hotel en Antigua Guatemala necesita un sitio con reservas. Presupuesto: Q 12.500.', 1_250_000],
    ['Somos una escuela en Xela y queremos una página web. Presupuesto: 80,000 quetzales.', 8_000_000],
    ['Presupuesto: GTQ 150,000 para la app.\n\nSaludos,\nAna Morales\n+502 5555 1234', 15_000_000],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'GTQ' }, { country: 'GT', vat: 12 });
  });

  it('reads no quetzales in a quarter or a lower-case q, and names the tax IVA', () => {
    expect(findMoney('We launch in Q3 2027 and review in Q4.')).toEqual([]);
    expect(findMoney('Budget q 5,000 for the site.').map((m) => m.currency)).not.toContain('GTQ');
    expect(taxNameOf('GT', 'es')).toBe('IVA');
  });
});

describe('briefs from Honduras', () => {
  it.each([
    [
      'Buenas tardes, somos una ONG en Tegucigalpa y necesitamos un sitio web nuevo. Presupuesto: L. 250,000.',
      25_000_000,
    ],
    ['Somos una tienda en San Pedro Sula. Tenemos L 180 mil para la tienda en línea.', 18_000_000],
    ['Nuestra cooperativa de café en Marcala necesita una web. Presupuesto: 120,000 lempiras.', 12_000_000],
    ['Somos un hotel en Roatán. Presupuesto: L250,000.', 25_000_000],
    ['Presupuesto: HNL 300,000.\n\nSaludos,\nCarlos Mejía\n+504 9999 1234', 30_000_000],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'HNL' }, { country: 'HN', vat: 15 });
  });

  it('reads "L" as lempiras only in a brief from Honduras, and names the tax ISV', () => {
    expect(findMoney('Camisetas en talla L 250 unidades.')).toEqual([]);
    expect(factsOf('Somos una tienda en Monterrey. Presupuesto: L 250,000.').budget?.currency).toBe('MXN');
    expect(factsOf('Presupuesto: L 250,000 para la web.').budget?.currency).not.toBe('HNL');
    expect(taxNameOf('HN', 'es')).toBe('ISV');
  });
});

describe('briefs from El Salvador', () => {
  it.each([
    ['Somos un restaurante en Santa Tecla y queremos una página web. Presupuesto: $4,500.', 450_000],
    ['Somos una escuela en San Salvador. Tenemos unos 6,000 dólares.', 600_000],
    ['Presupuesto: US$ 8,000.\n\nSaludos,\nMarta\n+503 7777 1234', 800_000],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'USD' }, { country: 'SV', vat: 13 });
  });
});

describe('briefs from Puerto Rico', () => {
  it.each([
    'We are a surf school in Aguadilla and need a new website with online booking. Budget: $12,000.',
    'Somos una panadería en Bayamón y necesitamos una tienda en línea. Presupuesto: $9,000.',
    'We need a new website for our dental clinic. Budget: $8,000.\n\nThanks,\nLuis\n(787) 555-1234',
    'We need a new website for our dental clinic. Budget: $8,000.\n\nThanks,\nLuis\n+1 939 555 1234',
    'Somos una agencia en San Juan, Puerto Rico. Presupuesto: $9,000.',
  ])('%s', (text) => {
    const { budget, market } = factsOf(text);
    expect(budget?.currency).toBe('USD');
    expect(market).toEqual(expect.objectContaining({ country: 'PR', vat: 11.5 }));
  });

  it('keeps a +1 212 number in the US, takes "San Juan" alone for no market, and names the tax IVU', () => {
    expect(factsOf('Budget: $8,000.\n\nThanks,\nLuis\n+1 212 555 1234').market.country).toBe('US');
    expect(factsOf('Somos una agencia en San Juan. Presupuesto: $9,000.').market.country).toBe(null);
    expect([taxNameOf('PR', 'en'), taxNameOf('PR', 'es')]).toEqual(['IVU', 'IVU']);
  });
});

describe('briefs from Uganda', () => {
  it.each([
    [
      'We are a coffee cooperative in Mbarara and need a website. Budget: UGX 38,000,000 (Uganda Shillings thirty-eight million only), inclusive of VAT.',
      3_800_000_000,
    ],
    ['Our NGO in Gulu needs a mobile app. Budget: USh 25,000,000.', 2_500_000_000],
    ['We run a hotel in Entebbe. We have about 15 million shillings for the website.', 1_500_000_000],
    ['Budget: Ush 12,000,000 for the shop.\n\nWebale,\nSarah\n+256 772 123456', 1_200_000_000],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'UGX' }, { country: 'UG', vat: 18 });
  });

  it('keeps shillings from Kenya Kenyan', () => {
    const { budget, market } = factsOf('Our Nairobi startup needs a website. Budget: 500,000 shillings.');
    expect(budget).toEqual(expect.objectContaining({ max: 50_000_000, currency: 'KES' }));
    expect(market.country).toBe('KE');
    expect(factsOf('Our Mombasa hotel needs a site. Budget: KSh 800,000.').budget?.currency).toBe('KES');
  });
});

describe('francs, and a greeting from Australia', () => {
  it.each([
    [
      'Bonjour,\n\nNous sommes une école privée à Thiès et voulons un site internet.\n\nPour le budget, on a deux millions cinq cent mille francs. Deux millions et demi, TTC.\n\nCordialement,\nAwa Diop\n+221 77 123 45 67',
      250_000_000,
      'XOF',
      'SN',
    ],
    ['Nous sommes une PME à Yaoundé. Budget : 4 500 000 francs.', 450_000_000, 'XAF', 'CM'],
    ['Nous sommes une PME à Lausanne. Budget : 30 000 francs.', 3_000_000, 'CHF', 'CH'],
    ['Budget : 30 000 francs pour le site.', 3_000_000, 'CHF', null],
    ['Notre ONG à Dakar et Thiès. Budget : CHF 20 000.\n+221 33 123 45 67', 2_000_000, 'CHF', 'SN'],
  ])('%s', (text, max, currency, country) => {
    const { budget, market } = factsOf(text);
    expect(budget).toEqual(expect.objectContaining({ max, currency }));
    expect(market.country).toBe(country);
  });

  it('takes "G’day" for Australia', () => {
    const { budget, market } = factsOf("G'day, we need a new website for our cafe. Budget is $5,000.");
    expect(budget?.currency).toBe('AUD');
    expect(market.country).toBe('AU');
  });
});

describe('a proposal priced in Guatemala, Honduras, El Salvador, Puerto Rico and Uganda', () => {
  it.each([
    [
      'Hola, somos una cooperativa de café en Huehuetenango y necesitamos una tienda en línea. Presupuesto: Q95,000.00 más IVA.',
      'GTQ',
      ['× Q230 |', 'El IVA (12%) es de Q', 'su presupuesto de Q95,000'],
    ],
    [
      'Buenas tardes, somos una ONG en Tegucigalpa y necesitamos un sitio web nuevo con blog. Presupuesto: L. 250,000.',
      'HNL',
      ['× L\u00a0690 |', 'El ISV (15%) es de L\u00a0', 'su presupuesto de L\u00a0250,000'],
    ],
    [
      'Somos un restaurante en Santa Tecla y queremos una página web con menú y reservas. Presupuesto: $4,500.',
      'USD',
      ['× US$\u00a030 |', 'El IVA (13%) es de US$\u00a0', 'su presupuesto de US$\u00a04,500'],
    ],
    [
      'We are a surf school in Aguadilla and need a new website with online booking. Budget: $12,000.',
      'USD',
      ['h × $75 |', 'IVU at 11.5% is $', 'your budget of $12,000'],
    ],
    [
      'Somos una panadería en Bayamón y necesitamos una tienda en línea. Presupuesto: $9,000.',
      'USD',
      ['h × $75 |', 'El IVU (11.5%) es de $', 'su presupuesto de $9,000'],
    ],
    [
      'We are a coffee cooperative in Mbarara and need a website with an online shop. Budget: UGX 38,000,000 (Uganda Shillings thirty-eight million only).',
      'UGX',
      ['× UGX\u00a092,000 |', 'VAT at 18% is UGX\u00a0', 'your budget of UGX\u00a038,000,000'],
    ],
  ])('%s', (text, currency, written) => expectPricedIn(text, currency, written, CREATED));
});
