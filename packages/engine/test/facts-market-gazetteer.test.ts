// The places clients name: a brief that names only a city or region of its country (Zapopan,
// Pontevedra, Kelowna, Frauenfeld, Ludhiana …), with its amount in a sign several countries write
// ("$", "€", "Rs") or in none, is read in that country's money. A name two countries share
// (Córdoba, Santiago, Guadalajara, Perth, Surrey, Sacramento) is told apart by the signs beside it.
import { marketFactsOf as factsOf } from './markets';

describe('a brief that names only a city or region', () => {
  it.each([
    ['Hola, somos una inmobiliaria en Zapopan. Presupuesto: $80 mil para la página.', 'MX', 'MXN', 8_000_000],
    [
      'Tenemos una panadería en Tlaquepaque. Necesitamos una tienda en línea. Presupuesto: 45,000.',
      'MX',
      'MXN',
      4_500_000,
    ],
    [
      'Somos una conservera en Pontevedra y necesitamos una web. Presupuesto: 12.000.',
      'ES',
      'EUR',
      1_200_000,
    ],
    ['We run a seafood cannery in Ourense. Budget €12,000 for the online shop.', 'ES', 'EUR', 1_200_000],
    ['Somos una bodega de Galicia. Presupuesto: 9.000 € para la tienda online.', 'ES', 'EUR', 900_000],
    ['Our project is co-funded by the Xunta. Budget €20,000.', 'ES', 'EUR', 2_000_000],
    ['We run a winery in Kelowna and need a new site. Budget $25,000.', 'CA', 'CAD', 2_500_000],
    ['Nous sommes une fromagerie à Joliette. Budget : 18 000 $ pour le site.', 'CA', 'CAD', 1_800_000],
    ['We are a craft brewery in Guelph and need an online shop. Budget $30,000.', 'CA', 'CAD', 3_000_000],
    ['Our seafood company is in Cape Breton. Budget $15,000 for a new website.', 'CA', 'CAD', 1_500_000],
    ['Somos una bodega en Neuquén. Presupuesto: $4.500.000.', 'AR', 'ARS', 450_000_000],
    ['Somos una clínica en Villavicencio. Presupuesto: $18.000.000.', 'CO', 'COP', 1_800_000_000],
    ['Somos una viña en Talca, región del Maule. Presupuesto: $6.000.000.', 'CL', 'CLP', 600_000_000],
    ['Somos un hotel en Huancayo y necesitamos una web. Presupuesto: 15 000.', 'PE', 'PEN', 1_500_000],
    ['Somos una hacienda en Cotopaxi. Presupuesto: $9.000.', 'EC', 'USD', 900_000],
    ['Somos una posada en Piriápolis. Presupuesto: $250.000.', 'UY', 'UYU', 25_000_000],
    ['Nous sommes une librairie à Perpignan. Budget : 8 000 € pour le site.', 'FR', 'EUR', 800_000],
    ['Nous sommes une association à Tournai. Budget : 10 000 €.', 'BE', 'EUR', 1_000_000],
    [
      "Wir sind eine Bäckerei in Frauenfeld und brauchen einen Webshop. Budget: 12'000.",
      'CH',
      'CHF',
      1_200_000,
    ],
    ['Wir sind ein Weingut in Würzburg. Budget: 15.000 €.', 'DE', 'EUR', 1_500_000],
    ['Wir sind ein Hotel in Kitzbühel. Budget: 20.000 €.', 'AT', 'EUR', 2_000_000],
    ['We are a bakery in Wolverhampton and need a new website. Budget 6,000.', 'GB', 'GBP', 600_000],
    ['We run a café in Maynooth. Budget €7,000 for a new website.', 'IE', 'EUR', 700_000],
    ['We are a winery in the Barossa Valley. Budget $20,000.', 'AU', 'AUD', 2_000_000],
    ['We run a surf shop in Mount Maunganui. Budget $9,000.', 'NZ', 'NZD', 900_000],
    ['We are a dental practice in Albuquerque. Budget $15,000.', 'US', 'USD', 1_500_000],
    ['We are a dairy cooperative in Nyeri and need an app. Budget: 1,500,000.', 'KE', 'KES', 150_000_000],
    ['We run a bakery chain in Kuantan and need a website. Budget: 40,000.', 'MY', 'MYR', 4_000_000],
    ['We are a textile exporter in Ludhiana. Budget Rs 3 lakh.', 'IN', 'INR', 30_000_000],
  ])('%s', (text, country, currency, max) => {
    const { budget, market } = factsOf(text);
    expect(market.country).toBe(country);
    expect(budget).toEqual(expect.objectContaining({ max, currency }));
  });

  it('takes each region’s tax: Québec, Ontario and the Atlantic provinces', () => {
    expect(factsOf('Nous sommes une fromagerie à Joliette. Budget : 18 000 $.').market.vat).toBe(14.975);
    expect(factsOf('We are a craft brewery in Guelph. Budget $30,000.').market.vat).toBe(13);
    expect(factsOf('Our seafood company is in Cape Breton. Budget $15,000.').market.vat).toBe(15);
  });
});

describe('a name two countries share, told apart by the signs beside it', () => {
  it.each([
    // Córdoba: Spain's and Argentina's, listed under Spain.
    [
      'Somos un estudio en Córdoba. Presupuesto: $900.000 pesos argentinos, facturamos con CUIT.',
      'AR',
      'ARS',
    ],
    ['Somos un estudio en Córdoba. Presupuesto: 9.000 €.', 'ES', 'EUR'],
    // Santiago: Chile's capital and Galicia's.
    ['We are a cooperative in Santiago, with a grant from the Xunta. Budget €20,000.', 'ES', 'EUR'],
    ['Somos una cooperativa en Santiago. Presupuesto: $8.000.000, con boleta.', 'CL', 'CLP'],
    // Guadalajara and León: Mexico's and Spain's.
    ['We are a winery in Guadalajara, co-funded by the Diputación. Budget €15,000.', 'ES', 'EUR'],
    ['Somos una fábrica de calzado en León. Presupuesto: $150,000 más IVA, con CFDI.', 'MX', 'MXN'],
    // Perth: Western Australia's and Scotland's.
    ['We are a surf shop in Perth. Budget $12,000.', 'AU', 'AUD'],
    ['We are a distillery in Perth. Budget £12,000.', 'GB', 'GBP'],
    ['We run a café in Fremantle, WA. Budget $8,000.', 'AU', 'AUD'],
    // Victoria and Surrey: British Columbia's, and a first name and an English county.
    ['We run a whale-watching company in Victoria BC. Budget $18,000.', 'CA', 'CAD'],
    ['We are a moving company in Surrey, B.C. Budget $10,000.', 'CA', 'CAD'],
    ['We are a law firm in Guildford, Surrey. Budget 10,000.', 'GB', 'GBP'],
    // London and Birmingham: England's, and Ontario's and Alabama's.
    ['We are a dental clinic in London, Ontario. Budget $20,000.', 'CA', 'CAD'],
    ['We are a bakery in Birmingham, AL. Budget $9,000.', 'US', 'USD'],
    // Sacramento: California's capital, and Colonia del Sacramento in Uruguay.
    ['Somos una posada en Colonia del Sacramento. Presupuesto: $250.000.', 'UY', 'UYU'],
  ])('%s', (text, country, currency) => {
    const { budget, market } = factsOf(text);
    expect([market.country, budget?.currency]).toEqual([country, currency]);
  });

  it('takes no first name or word for a place', () => {
    expect(factsOf('Hi, I’m Victoria and I run a small bakery. Budget $5,000.').market.country).toBe(null);
    expect(factsOf('We need a site for our Nice-based shop. Budget $5,000.').market.country).toBe(null);
  });
});
