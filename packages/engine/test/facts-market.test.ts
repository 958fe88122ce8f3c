// The client's market from what a brief lets slip (a city, a phone prefix, a domain, a tax word),
// and the currency a "$", "R", "S/" or "Fr." then means.
import { taxNameOf } from '../src/facts/market';
import { analyze, checkAnalysis } from './propose';

const factsOf = (text: string) => {
  const { analysis } = analyze(text);
  return { budget: analysis.budget, market: analysis.market };
};

describe('the currency a brief writes, read by its market', () => {
  it.each([
    ['We need a website. Budget is R 45 000.\n\nRegards,\nThabo\nCape Town, South Africa', 4500000, 'ZAR'],
    ['We need a website. Budget R45k.\n\nThanks\nJohannesburg', 4500000, 'ZAR'],
    ['Budget: R 120 000 including VAT.\n\nKind regards\nLindiwe\nDurban', 12000000, 'ZAR'],
  ])('rand in a South African brief: %s', (text, max, currency) =>
    expect(factsOf(text).budget).toEqual(expect.objectContaining({ max, currency })),
  );

  it.each([
    ['Presupuesto: $150,000.\n\nSaludos,\nMaría López\nCiudad de México\n+52 55 1234 5678', 'MXN', 'MX'],
    ['Presupuesto: $20.000.000.\n\nSaludos,\nCarlos\nwww.empresa.com.co', 'COP', 'CO'],
    ['Presupuesto $25.000.000\n\nAtentamente,\nCamila Rojas\nMedellín', 'COP', 'CO'],
    ['Presupuesto: $8.000.000.\n\nSaludos,\nPedro\nSantiago, Chile\n+56 9 1234 5678', 'CLP', 'CL'],
    ['Presupuesto: $12.000.000.\n\nSaludos\nValparaíso\n+56 2 2345 6789', 'CLP', 'CL'],
    ['Presupuesto: $3.000.000.\n\nSaludos,\nLucía\nBuenos Aires', 'ARS', 'AR'],
    ['Presupuesto: S/ 25,000.\n\nSaludos,\nAna\nLima, Perú', 'PEN', 'PE'],
  ])('a "$" or "S/" in a Latin-American Spanish brief: %s', (text, currency, country) => {
    const { budget, market } = factsOf(text);
    expect(budget?.currency).toBe(currency);
    expect(market.country).toBe(country);
  });

  it.each([
    ["Wir brauchen eine Website. Budget: Fr. 25'000.\n\nGrüsse\nZürich", 2500000, 'CHF'],
    ["Budget: CHF 50'000.\n\nFreundliche Grüsse\nBasel", 5000000, 'CHF'],
    ["Nous avons besoin d'un site. Budget : 30 000 $.\n\nMerci,\nJulie\nMontréal (Québec)", 3000000, 'CAD'],
    ['Budget : 40 000 $ CA.', 4000000, 'CAD'],
    ['We need a website. Budget $40,000.\n\nThanks,\nMike\nCalgary, AB', 4000000, 'CAD'],
    ['Budget: IDR 150.000.000.', 15000000000, 'IDR'],
    ['Budget: Rp 150 juta.', 15000000000, 'IDR'],
    ['Budget: KRW 30,000,000.', 3000000000, 'KRW'],
  ])('francs, Canadian dollars, rupiah and won: %s', (text, max, currency) =>
    expect(factsOf(text).budget).toEqual(expect.objectContaining({ max, currency })),
  );

  it.each([
    ["Budget: CHF 25'000.–", 2500000, 'CHF'],
    ["Budget: Fr. 12'500.-\n\nGrüsse aus Luzern", 1250000, 'CHF'],
    ['Our budget is R1.5m.\n\nRegards\nSandton', 150000000, 'ZAR'],
    ['Presupuesto: MXN $350,000.', 35000000, 'MXN'],
    ['Presupuesto: $350,000 MXN.', 35000000, 'MXN'],
    ['Presupuesto: COP 45 millones.', 4500000000, 'COP'],
    ['Presupuesto: 45 millones de pesos colombianos.', 4500000000, 'COP'],
    ['Presupuesto: S/. 30 000.\n\nSaludos\nArequipa', 3000000, 'PEN'],
    ['Presupuesto: US$ 20.000.\n\nSaludos\nLima', 2000000, 'USD'],
  ])('a currency written beside the figure: %s', (text, max, currency) =>
    expect(factsOf(text).budget).toEqual(expect.objectContaining({ max, currency })),
  );

  it('reads no rand from a stray lower-case "r"', () => {
    expect(factsOf('Our budget: r 45 000 and more.').budget?.currency).not.toBe('ZAR');
  });
});

describe('the tax of the market', () => {
  it.each([
    ['Budget : 25 000 $.\n\nMerci\nMarc Tremblay\nQuébec, QC\n418-555-1234', 'CA', 14.975],
    ['Budget: 20 000 $.\n\nCordialement,\nSophie\nLaval (Québec)\n+1 514 555 0101', 'CA', 14.975],
    ['Budget: $30k.\n\nThanks,\nSarah\nToronto, ON', 'CA', 13],
    ['Budget: $30k.\n\nThanks,\nJen\nHalifax, NS', 'CA', 15],
    ['Budget: $30k.\n\nThanks,\nRob\nCalgary, AB', 'CA', 5],
    ['Budget: R 90 000.\n\nRegards\nPretoria', 'ZA', 15],
    ["Nous avons besoin d'un site. Budget : 20 000 € HTVA.\n\nCordialement,\nBruxelles", 'BE', 21],
    ["Wir brauchen eine Website. Budget: CHF 30'000.\n\nGrüsse aus Bern", 'CH', 8.1],
    ['Wir brauchen einen Onlineshop. Budget 30.000 € zzgl. USt.\n\nGrüße aus Wien', 'AT', 20],
    // "DSGVO" is the GDPR's German name in Austria as much as in Germany.
    [
      'Wir brauchen eine Website mit DSGVO-konformem Cookie-Banner. Budget 9.000 €.\n\nLiebe Grüße aus Graz',
      'AT',
      20,
    ],
    ['Presupuesto: $50.000.000.\n\nSaludos\nBogotá', 'CO', 19],
    ['Presupuesto: $200,000.\n\nSaludos\nMonterrey, Nuevo León', 'MX', 16],
  ])('%s', (text, country, vat) =>
    expect(factsOf(text).market).toEqual(expect.objectContaining({ country, vat })),
  );

  it('keeps the analysis valid for a Québec brief: the country is CA, the rate is TPS et TVQ', () => {
    const { analysis } = analyze(
      "Nous avons besoin d'un site.\nBudget : 25 000 $.\n\nMerci\nJulie\nMontréal (Québec)",
    );
    expect(analysis.market).toEqual({ country: 'CA', vat: 14.975, tax: null });
    expect(checkAnalysis(analysis)).toEqual([]);
  });

  it('takes a French Canadian brief with no province for Québec', () => {
    expect(
      factsOf("Nous avons besoin d'un site web.\nBudget : 20 000 $ CA.\n\nMerci\nÉric\nCanada").market.vat,
    ).toBe(14.975);
    expect(taxNameOf('CA', 'fr')).toBe('TPS et TVQ');
    expect(taxNameOf('CA', 'en')).toBe('GST');
    expect(taxNameOf('CA', 'en', 13)).toBe('HST');
  });

  it('names the taxes of Québec, South Africa and Switzerland in the proposal language', () => {
    expect(taxNameOf('CA-QC', 'fr')).toBe('TPS et TVQ');
    expect(taxNameOf('CA-QC', 'en')).toBe('GST and QST');
    expect(taxNameOf('CH', 'de')).toBe('MWST');
    expect(taxNameOf('BE', 'fr')).toBe('TVA');
  });

  it('takes the market from a currency only one country pays in over places named in passing', () => {
    expect(
      factsOf('We sell to small practices in the UK and Ireland. Budget is £3,200 per month.').market.country,
    ).toBe('GB');
    expect(
      factsOf(
        'The Council invites tenders. Full bilingual support (English and Irish). Value €210,000 excl. VAT.',
      ).market.country,
    ).toBe('IE');
  });
});

describe('markets named by their towns, currencies and asks', () => {
  it.each([
    [
      "We've eighty five trucks between Raheen and the yard in Rosslare. Money, we've put aside about fifteen grand.",
      'EUR',
    ],
    ['Portmore & St. Catherine Netball League, budget J$400,000 for the site.', 'JMD'],
  ])('prices "%s" in %s', (text, currency) => {
    expect(analyze(text, '2026-09-24T09:00:00.000Z').analysis.budget?.currency).toBe(currency);
  });

  it('reads a one-line ask with its features as a build to quote, not a vague brief', () => {
    const { analysis } = analyze(
      'Hi, pls send a price to build a website for the Portmore & St. Catherine Netball League - fixtures, results/standings and online team registration, need it live before Sat 16th January. Thanks, Sharon-Kay',
      '2026-11-20T09:00:00.000Z',
    );
    expect(analysis.engagement?.model).toBe('project');
    expect(analysis.requests.some((r) => r.kind === 'deliverable' && r.services.includes('website'))).toBe(
      true,
    );
  });
});

describe('markets read from a brief as its clients write it', () => {
  it.each([
    [
      "Hi, we run a 24-room heritage hotel in George Town, Penang. We'd like a new website with direct booking (FPX and DuitNow). Budget is RM35k including SST.\n\nThanks,\nMei Ling\nChan Heritage Sdn Bhd",
      3_500_000,
      'MYR',
      'MY',
      8,
    ],
    [
      'Our group wants one booking platform for all six clinics in Kuala Lumpur and Petaling Jaya. The board approved RM 2.8 mil for the whole rollout.\n\nRegards,\nAhmad Faiz\n+60 3-2161 8800',
      280_000_000,
      'MYR',
      'MY',
      8,
    ],
    [
      'Somos una cooperativa de cacao fino de aroma en Guayaquil y queremos una tienda en línea con envíos a todo el país. Presupuesto: $12.000 más IVA.\n\nSaludos cordiales,\nMaría Fernanda Loor\n+593 99 123 4567',
      1_200_000,
      'USD',
      'EC',
      15,
    ],
    [
      "We're an English language school in St Julian's with a second campus in Gozo. We need a new website with online enrolment. Budget €18,000 excl. VAT.\n\nBest,\nJoseph Borg\n+356 2134 5678",
      1_800_000,
      'EUR',
      'MT',
      18,
    ],
    [
      'We are a dental clinic in Al Barsha, Dubai (DHA licensed) and need a bilingual website with online booking. Budget AED 60,000 plus VAT.\n\nRegards,\nFatima Al Mansoori\nSmile Studio FZ-LLC',
      6_000_000,
      'AED',
      'AE',
      5,
    ],
    [
      'Bonjour, nous sommes une coopérative de café à Bafoussam et nous voulons un site vitrine avec une boutique en ligne. Budget : 4 500 000 FCFA HT.\n\nCordialement,\nJean-Paul Kamga\n+237 6 99 12 34 56',
      450_000_000,
      'XAF',
      'CM',
      19.25,
    ],
    [
      'Hello, we are a youth football academy in Buea and Limbe. We need a website with player registration. Our budget is 3 million FCFA.\n\nThanks,\nEmmanuel',
      300_000_000,
      'XAF',
      'CM',
      19.25,
    ],
  ])('%s', (text, max, currency, country, vat) => {
    const { budget, market } = factsOf(text);
    expect(budget).toEqual(expect.objectContaining({ max, currency }));
    expect(market).toEqual(expect.objectContaining({ country, vat }));
  });

  it.each([
    ['We can spend about 40,000 ringgit on the app.\n\nShah Alam, Selangor', 'MYR', 'MY'],
    ['Budget around 60,000 dirhams.\n\nThanks,\nOmar\nSharjah', 'AED', 'AE'],
    // FCFA is the West African franc wherever nothing says Central Africa.
    ['Budget : 12 millions FCFA.\n\nMerci,\nAwa\nDakar', 'XOF', 'SN'],
    ['Budget : 8 millions F CFA.', 'XOF', null],
  ])('reads the currency of "%s" as its market pays it', (text, currency, country) => {
    const { budget, market } = factsOf(text);
    expect(budget?.currency).toBe(currency);
    expect(market.country).toBe(country);
  });

  it('names the taxes of Malaysia, Ecuador and Cameroon in the proposal language', () => {
    expect(taxNameOf('MY', 'en')).toBe('SST');
    expect(taxNameOf('EC', 'es')).toBe('IVA');
    expect(taxNameOf('CM', 'fr')).toBe('TVA');
  });
});

describe('a place that is someone’s name', () => {
  it.each([
    [
      "Kia ora,\n\nI'm Kerry, secretary of the Gore Netball Centre in Southland. We need a new website with fixtures and registrations. My Aussie brother-in-law built the old one. Budget is about five grand.\n\nNgā mihi,\nKerry",
      'NZ',
    ],
    ['Kia ora, Kerry here from the Invercargill Car Club. Budget is about 4k for a new site.', 'NZ'],
    ['We are a family vineyard near Blenheim in Marlborough. Budget $15,000 for a new site.', 'NZ'],
    ['Our surf school is in New Plymouth and our second base in Whanganui. Budget $8,000.', 'NZ'],
    [
      'Hi, my name is Shannon and I run a mobile dog-grooming van. Budget is about 3k for a simple site.',
      null,
    ],
    ['Hi Clare, thanks for the call. Budget is about 3k for a simple site.', null],
    ["I'm Sarah Hamilton, I run a small bakery. Budget is about 3k for a simple site.", null],
  ])('%s', (text, country) => expect(factsOf(text).market.country).toBe(country));

  // Hamilton is in Ontario, Scotland and New Zealand: alone it is the largest market's, Ontario a
  // region ranked with Canada.
  it.each([
    ['We need a new website. Budget $40,000.\n\nThanks,\nMike\nHamilton', 'CA'],
    ['Kia ora, we are a surf club in Hamilton. Budget $8,000 for a new site.', 'NZ'],
  ])('reads a town several countries share: %s', (text, country) =>
    expect(factsOf(text).market.country).toBe(country),
  );

  it('prices a Southland brief in New Zealand dollars with GST', () => {
    const { analysis } = analyze(
      "Kia ora,\n\nI'm Kerry, secretary of the Gore Netball Centre in Southland. We need a new website with fixtures and registrations. My Aussie brother-in-law built the old one. Budget is about five grand.\n\nNgā mihi,\nKerry",
    );
    expect(analysis.budget?.currency).toBe('NZD');
    expect(analysis.market).toEqual(expect.objectContaining({ country: 'NZ', vat: 15 }));
  });
});
