// The Caribbean, Panama and Samoa: a brief from each is read as its own market, with its money written
// as it is there ("EC$" in Saint Lucia and Anguilla, "BD$" or "$" in Bermuda, "B$" in the Bahamas,
// "WS$" in Samoa, "B/." for Panama's dollars) and its own tax (VAT, Anguilla's GST, ITBMS, VAGST).
// Abidjan's communes and Yucatán's towns place briefs that named no country. Places these share with a
// larger market keep that market's briefs: a "$" in Toronto, Mérida or Valladolid in Spain, Nassau
// County in New York, St Lucia in Brisbane, Panama City in Florida, Pago Pago in American Samoa.
import { taxNameOf } from '../src/facts/market';
import { findMoney } from '../src/facts/money/mentions';
import { expectPricedIn, expectRead, factsOnMarketDay as factsOf, MARKET_DAY as CREATED } from './markets';

const NBSP = '\u00a0';

const BRIEFS = {
  rodneyBay:
    'Good morning,\n\nWe run a small dive resort near Rodney Bay and need a new website with online booking. Budget: EC$28,000 plus VAT.\n\nKind regards,\nMarcus Joseph\n+1 758 452 1234',
  meadsBay:
    'Hi,\n\nOur villa rental company at Meads Bay, Anguilla, needs a booking site and a photo shoot. Our budget is EC$20,000 all in.\n\nThanks,\nKaren Gumbs',
  hamilton:
    'Hello,\n\nWe are a reinsurance broker in Hamilton, Bermuda, and need a secure client portal. Budget: $60,000.\n\nRegards,\nJames Outerbridge',
  paradiseIsland:
    'Good afternoon,\n\nOur boat charter company on Paradise Island, Nassau, needs a new booking website. Budget B$25,000 including VAT.\n\nThank you,\nShanice Ferguson',
  upolu:
    "Talofa,\n\nWe run a small eco-resort on Upolu, near Lalomanu, and need a simple website with a booking form. Our budget is WS$8,000 plus VAGST.\n\nFa'afetai,\nLeilani Tuilagi",
  boquete:
    'Buenos días,\n\nSomos una inmobiliaria en Boquete, Chiriquí, y necesitamos un sitio web con listado de propiedades. Presupuesto: B/. 6,000 más ITBMS.\n\nSaludos,\nAna Quintero',
  panamaCity:
    'Somos una clínica en Ciudad de Panamá y queremos una web nueva. Presupuesto: $4,500 más ITBMS.',
  treichville:
    "Bonjour, je suis commerçante à Treichville et j'ai un atelier à Marcory. Je veux un site boutique. Budget : 2 millions TTC.",
  merida:
    'Buen día, somos una cadena de cafeterías yucatecas con sucursales en Mérida, Yucatán y en Valladolid. Necesitamos manejo de redes sociales. Presupuesto: 12 mil pesos al mes más IVA.',
  savaii:
    "Talofa! Our beach fales at Manase on Savai'i need a website. My cousin in Auckland was quoted NZ$3,000 there. Our budget is around 6,000 tala.",
};

describe('a brief from the Caribbean, Panama or Samoa is read in its own money, with its own tax', () => {
  it.each([
    [
      'Rodney Bay',
      'EC dollars with Saint Lucia’s 12.5 % VAT',
      BRIEFS.rodneyBay,
      2_800_000,
      'XCD',
      'LC',
      12.5,
    ],
    ['Meads Bay', 'EC dollars with Anguilla’s 13 % GST', BRIEFS.meadsBay, 2_000_000, 'XCD', 'AI', 13],
    [
      'Hamilton, Bermuda',
      'a bare "$" as Bermuda dollars, no VAT',
      BRIEFS.hamilton,
      6_000_000,
      'BMD',
      'BM',
      0,
    ],
    ['Nassau', 'Bahamian dollars with 10 % VAT', BRIEFS.paradiseIsland, 2_500_000, 'BSD', 'BS', 10],
    ['Upolu', 'tala with 15 % VAGST', BRIEFS.upolu, 800_000, 'WST', 'WS', 15],
    ['Boquete', '"B/." as US dollars with 7 % ITBMS', BRIEFS.boquete, 600_000, 'USD', 'PA', 7],
    ['Panama City', 'a bare "$" as US dollars', BRIEFS.panamaCity, 450_000, 'USD', 'PA', 7],
    [
      'Treichville',
      'a figure with no currency as CFA francs',
      BRIEFS.treichville,
      200_000_000,
      'XOF',
      'CI',
      18,
    ],
    ['Mérida, Yucatán', 'pesos as Mexican pesos with 16 % IVA', BRIEFS.merida, 1_200_000, 'MXN', 'MX', 16],
    ['Savai’i', 'tala, not the NZ$ of a quote from Auckland', BRIEFS.savaii, 600_000, 'WST', 'WS', 15],
  ])('a brief from %s reads %s', (_place, _money, text, max, currency, country, vat) => {
    expectRead(factsOf(text), { max, currency }, { country, vat });
  });
});

describe('a currency written as its ISO code or its own sign', () => {
  it.each([
    ['"XCD 15,000"', 'Our bakery in Castries needs a shop. Budget XCD 15,000.', 1_500_000, 'XCD', 'LC'],
    ['"BSD 18,000"', 'Our marina in Marsh Harbour, Abaco. Budget BSD 18,000.', 1_800_000, 'BSD', 'BS'],
    ['"BD$"', 'Our gallery by the Royal Naval Dockyard. Budget BD$12,000.', 1_200_000, 'BMD', 'BM'],
    ['"tala" after a figure', 'Our family business in Apia. Budget 9,000 tala.', 900_000, 'WST', 'WS'],
    ['"B/." with no place', 'Presupuesto: B/. 3,000 para la web.', 300_000, 'USD', 'PA'],
  ])('reads %s as the market’s own money', (_sign, text, max, currency, country) => {
    expectRead(factsOf(text), { max, currency }, { country });
  });

  it('names the tax GST in Anguilla, VAGST in Samoa and ITBMS in Panama', () => {
    expect(taxNameOf('AI', 'en')).toBe('GST');
    expect(taxNameOf('WS', 'en')).toBe('VAGST');
    expect(taxNameOf('PA', 'es')).toBe('ITBMS');
    expect(taxNameOf('LC', 'en')).toBe(null);
  });
});

describe('places and signs a larger market shares stay that market’s', () => {
  it.each([
    ['"$" in Toronto', 'CA', 'CAD', 'We are a bakery in Toronto and need a new website. Budget: $12,000.'],
    ['Hamilton, Ontario', 'CA', 'CAD', 'We are a law firm in Hamilton, Ontario. Budget $30,000.'],
    ['Mérida in Spain', 'ES', 'EUR', 'Somos una bodega en Mérida (Extremadura). Presupuesto: 9.000 €.'],
    ['Valladolid in Spain', 'ES', 'EUR', 'Somos una agencia en Valladolid. Presupuesto: 15.000 € + IVA.'],
    [
      'Nassau County',
      'US',
      'USD',
      'A dental practice in Garden City, Nassau County, New York. Budget: $20,000.',
    ],
    ['St Lucia in Brisbane', 'AU', 'AUD', 'Our tutoring business in St Lucia, Brisbane. Budget: $15,000.'],
    [
      'Panama City, Florida',
      'US',
      'USD',
      'Our marina in Panama City, Florida, needs a website. Budget $25,000.',
    ],
    ['American Samoa', 'US', 'USD', 'Our store in Pago Pago, American Samoa. Budget $10,000.'],
  ])('%s stays %s, in %s', (_sign, country, currency, text) => {
    expectRead(factsOf(text), { currency }, { country });
  });

  it('reads no Bahamas, Bermuda, Samoa or Anguilla in a licence, a scan, a rhythm or an AI domain', () => {
    const licence = 'We need a developer portal. Budget 20,000. The code must be BSD 3-Clause licensed.';
    const scan = 'Our clinic app tracks a BMD of 0.9 and other scores. Budget 15,000.';
    const rhythm = 'We teach Carnatic music: each tala and raga needs its own page. Our budget is 4,000.';
    const domain =
      'We are an AI startup (hello@acme.ai, www.acme.ai) and need a landing page. Budget $40,000.';
    for (const text of [licence, scan, rhythm, domain])
      expectRead(factsOf(text), { currency: 'USD' }, { country: null });
    expect(findMoney('The code is BSD 3-Clause licensed.')).toEqual([]);
    expect(findMoney('A BMD 0.9 in the hip.')).toEqual([]);
  });
});

describe('a proposal priced in the Caribbean, Panama or Samoa', () => {
  it.each([
    ['Rodney Bay', BRIEFS.rodneyBay, 'XCD', ['× EC$95 |', 'VAT at 12.5% is EC$', 'budget of EC$28,000']],
    ['Meads Bay', BRIEFS.meadsBay, 'XCD', ['× EC$110 |', 'GST at 13% is EC$']],
    ['Hamilton, Bermuda', BRIEFS.hamilton, 'BMD', ['× BD$90 |', 'budget of BD$60,000']],
    ['Nassau', BRIEFS.paradiseIsland, 'BSD', ['× B$60 |', 'budget of B$25,000']],
    ['Upolu', BRIEFS.upolu, 'WST', ['× WS$80 |', '+ VAGST', 'budget of WS$8,000']],
    ['Boquete', BRIEFS.boquete, 'USD', [`× US$${NBSP}45 |`, '+ ITBMS']],
  ])('prices a brief from %s in its money, with its tax', (_place, text, currency, written) =>
    expectPricedIn(text, currency, written, CREATED),
  );
});
