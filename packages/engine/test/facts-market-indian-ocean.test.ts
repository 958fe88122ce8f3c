// Madagascar and Sri Lanka, and Costa Rica's colones: the market a brief from there reads, and the
// money its "ariary", "MGA", "Rs.", "lakhs", "₡", "colones", bare "$", "US$" or "dólares" then means.
// "Ar" alone is no ariary (a German "Ar" is a land measure, "AR" augmented reality). "Rs" and
// "lakhs" are India's too: a Sri Lankan brief reads them as its own rupees, an Indian one or one
// naming neither country stays in INR, and "Tamil" alone is no sign of either.
import { taxNameOf } from '../src/facts/market';
import { findMoney } from '../src/facts/money/mentions';
import { expectPricedIn, expectRead, marketFactsOf as factsOf, MARKET_DAY as CREATED } from './markets';

describe('briefs from Madagascar', () => {
  it.each([
    [
      'Bonjour, nous sommes une coopérative de vanille à Sambava et voulons un site vitrine. Budget : 12 000 000 ariary.\n\nMisaotra,\nHery Rakoto\n+261 34 12 345 67',
      1_200_000_000,
    ],
    [
      'Notre hôtel à Nosy Be a besoin d’un site avec réservation en ligne. Budget : 8 500 000 ariary TTC.',
      850_000_000,
    ],
    [
      'Nous sommes une ONG basée à Antananarivo. Budget : 15 millions d’ariary pour la plateforme.',
      1_500_000_000,
    ],
    ['Budget : 20 000 000 MGA pour la boutique en ligne.\n\nCordialement,\nFara\nToamasina', 2_000_000_000],
    ['Notre agence de voyage à Tana veut refaire son site. Budget : 9 millions d’ariary.', 900_000_000],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'MGA' }, { country: 'MG', vat: 20 });
  });

  it('reads no ariary in "AR", "Ar" or a stray "ar", and names the tax TVA', () => {
    expect(findMoney('We need 12 AR filters and 3 VR scenes.')).toEqual([]);
    expect(
      factsOf('We need an AR app with 12 AR scenes for the museum. Budget $20,000.').budget?.currency,
    ).toBe('USD');
    expect(findMoney('Das Grundstück misst 12 Ar, Budget 9.000 €.').map((m) => m.currency)).not.toContain(
      'MGA',
    );
    expect(taxNameOf('MG', 'fr')).toBe('TVA');
  });
});

describe('briefs from Sri Lanka', () => {
  it('reads "Rs. 3.5 lakhs per month" from Colombo as Sri Lankan rupees a month', () => {
    expectRead(
      factsOf(
        'We are a tea exporter in Colombo and need someone to run our social media. Budget: Rs. 3.5 lakhs per month.',
      ),
      { max: 35_000_000, currency: 'LKR', kind: 'monthly' },
      { country: 'LK', vat: 18 },
    );
  });

  it.each([
    [
      'Our school in Kandy needs a new website with online admissions. Budget: Rs. 450,000.\n\nThank you,\nNimal Perera\nwww.hillsideschool.lk',
      45_000_000,
    ],
    [
      'Ayubowan! We run a boutique hotel in Nuwara Eliya and need a booking site. Budget LKR 1,200,000.\n\nDilani\n+94 77 123 4567',
      120_000_000,
    ],
    [
      'We are a Sinhala and Tamil news site in Jaffna. We have about 2 million rupees for the new app.',
      200_000_000,
    ],
    [
      'We need an app for the Avurudu sales at our stores in Negombo and Kurunegala. Budget: 5 lakhs.',
      50_000_000,
    ],
  ])('%s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'LKR' }, { country: 'LK', vat: 18 });
  });

  it('keeps an Indian brief’s "Rs 2 lakh" in Indian rupees', () => {
    const { budget, market } = factsOf(
      'We are a D2C skincare brand in Pune and need a Shopify store. Budget Rs 2 lakh.',
    );
    expect(budget).toEqual(expect.objectContaining({ max: 20_000_000, currency: 'INR' }));
    expect(market.country).toBe('IN');
    expect(factsOf('Budget: Rs. 3.5 lakhs per month for SEO.').budget?.currency).toBe('INR');
  });

  it('takes "Tamil" alone for no market', () => {
    expect(
      factsOf('We need a Tamil and English website for our restaurant. Budget $3,000.').market.country,
    ).toBe(null);
    expect(factsOf('Our Chennai shop wants a Tamil website. Budget Rs 80,000.').market.country).toBe('IN');
  });
});

describe('briefs from Costa Rica', () => {
  it.each([
    ['Somos una cooperativa en Heredia. Presupuesto: ₡6.500.000, IVA incluido.', 650_000_000],
    [
      'Necesitamos una tienda en línea. Tenemos 4 millones de colones.\n\nSaludos,\nAndrea\nSan José',
      400_000_000,
    ],
  ])('reads colones in %s', (text, max) => {
    expectRead(factsOf(text), { max, currency: 'CRC' }, { country: 'CR', vat: 13 });
  });

  it.each([
    ['Somos un hotel en Tamarindo, Guanacaste. Presupuesto: $12.000 para la web nueva.', 1_200_000],
    ['Presupuesto: US$ 8.000.\n\nSaludos,\nMarta\nHeredia', 800_000],
    ['Somos una escuela de surf en Puntarenas. Tenemos unos 10.000 dólares.', 1_000_000],
    ['Nous sommes un écolodge à Monteverde, Costa Rica. Budget : 15 000 $.', 1_500_000],
  ])('reads US dollars in %s', (text, max) => {
    const { budget, market } = factsOf(text);
    expect(budget).toEqual(expect.objectContaining({ max, currency: 'USD' }));
    expect(market.country).toBe('CR');
  });
});

describe('a proposal priced in Madagascar, Sri Lanka and Costa Rica', () => {
  it.each([
    [
      'Bonjour, nous sommes une coopérative de vanille à Sambava et voulons un site vitrine. Budget : 12 000 000 ariary.',
      'MGA',
      ['× 120\u00a0000\u00a0Ar |', 'TVA', 'votre budget de 12\u00a0000\u00a0000\u00a0Ar'],
    ],
    [
      'Our school in Kandy, Sri Lanka, needs a new website with online admissions. Budget: Rs. 450,000.',
      'LKR',
      ['× Rs.\u00a08,000 |', 'VAT at 18% is Rs.\u00a0', 'your budget of Rs.\u00a0450,000'],
    ],
    [
      'Somos una cooperativa en Heredia y necesitamos una tienda en línea. Presupuesto: ₡6.500.000, IVA incluido.',
      'CRC',
      ['× ₡23.000 |', 'El IVA (13%) es de ₡', 'su presupuesto de ₡6.500.000'],
    ],
  ])('%s', (text, currency, written) => expectPricedIn(text, currency, written, CREATED));
});
