// The Isle of Man (in the UK's VAT area) and the Canary Islands (Spain's, with IGIC for VAT): a brief
// from there is British or Spanish, with the islands' own tax. And every market the engine reads has
// a rate to price it in.
import markets from '../src/facts/data/markets.json';
import { taxNameOf } from '../src/facts/market';
import rates from '../src/price/data/rates.json';
import { expectRead, marketFactsOf as factsOf } from './markets';

describe('briefs from the Isle of Man', () => {
  it.each([
    [
      "We're an e-money firm at 12 Athol Street, Douglas, Isle of Man. We need a new website. Budget £40,000 + VAT.\n\nRegards,\nAlan Quayle\n+44 1624 123456",
      4_000_000,
    ],
    [
      'We run a TT-week guesthouse in Laxey. Budget about 6k for a new booking site.\n\nCheers,\nJen\nwww.laxeyguesthouse.im',
      600_000,
    ],
    ['Manx heritage trail app for the museums in Peel and Castletown. Budget 25,000.', 2_500_000],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'GBP' }, { country: 'GB', vat: 20 });
  });

  // Douglas is a first name as often as the island's capital: it is no sign of the island alone.
  it('takes no Douglas who signs a brief for the Isle of Man', () => {
    expect(
      factsOf('We need a new site for the bakery. Budget €5,000.\n\nThanks,\nDouglas').market.country,
    ).toBe(null);
  });
});

describe('briefs from the Canary Islands', () => {
  it.each([
    [
      'Somos una cadena de hoteles en Lanzarote y Fuerteventura. Necesitamos una web nueva con reservas. Presupuesto: 30.000 € + IGIC.\n\nSaludos,\nNauzet\n+34 928 123 456',
      3_000_000,
    ],
    ['Presupuesto 12.000 € para la tienda online.\n\nSaludos,\nAna\nSanta Cruz de Tenerife', 1_200_000],
    ['Tenemos una escuela de surf en Santa Cruz, Tenerife. Presupuesto: 9.000 €.', 900_000],
    ['We own a villa rental business in Gran Canaria. Budget €15,000 for a new site.', 1_500_000],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'EUR' }, { country: 'ES', vat: 7 });
  });

  it('names the islands’ tax IGIC in every language, and Spain’s stays IVA', () => {
    for (const language of ['es', 'en', 'fr', 'de']) expect(taxNameOf('ES', language, 7)).toBe('IGIC');
    expect(taxNameOf('ES', 'es', 21)).toBe(null);
    expect(factsOf('Presupuesto: 20.000 € + IVA.\n\nSaludos,\nMadrid').market.vat).toBe(21);
  });
});

describe('the rates of every market', () => {
  const countries = Object.entries(
    markets.countries as Record<string, { currency: string; extends?: string }>,
  );

  it('prices every country the engine reads at a rate of its own, and every currency it pays in', () => {
    const priced = rates.markets as Record<string, unknown>;
    const byCurrency = rates.byCurrency as Record<string, number>;
    expect(countries.filter(([code, c]) => !c.extends && !priced[code]).map(([code]) => code)).toEqual([]);
    expect(countries.filter(([, c]) => !byCurrency[c.currency]).map(([, c]) => c.currency)).toEqual([]);
  });
});
