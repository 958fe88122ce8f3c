// Where a brief is from, from signs that need reading first: a North American number in any of its
// spellings says its area code ("876 555 0142" is Jamaica's, "(604) 555-0199" British Columbia's);
// a currency that only one country of the brief's language pays in ("€" in Spanish) is that
// country's sign, but not the dollar, in which prices are quoted everywhere.
import { analyze } from './propose';

const marketOf = (text: string) => analyze(text).analysis.market;

describe('signs of where the client is', () => {
  it.each([
    ['876 555 0142', 'JM'],
    ['876.555.0142', 'JM'],
    ['+1 876 555 0142', 'JM'],
    ['(876) 555-0142', 'JM'],
  ])('reads the area code of %s', (phone, country) => {
    expect(
      marketOf(`We need a menu board and flyers for our jerk centre. Budget $250,000.\n\nDesmond\n${phone}`)
        .country,
    ).toBe(country);
  });

  it.each([
    ['604-859-2276', 'CA', 5],
    ['(705) 555-0193', 'CA', 13],
    ['614.555.0182', 'US', 0],
  ])('places %s in its country and tax', (phone, country, vat) => {
    expect(marketOf(`We need new product photos. Budget $5,000.\n\nPriya\n${phone}`)).toMatchObject({
      country,
      vat,
    });
  });

  it('reads a euro price in Spanish as Spain', () => {
    const { market, budget } = analyze(
      'Buenos días, somos una cofradía de pescadores y queremos unos talleres de formación digital. Tenemos 9.600 € para la formación.',
    ).analysis;
    expect(market).toMatchObject({ country: 'ES', vat: 21 });
    expect(budget).toMatchObject({ max: 960_000, currency: 'EUR' });
  });

  it('does not read a dollar price in Spanish as any one country', () => {
    expect(
      marketOf('Hola, necesitamos una página web para nuestra empresa. Presupuesto US$ 5.000.').country,
    ).toBeNull();
  });

  it('does not place a client by a company form many countries use', () => {
    expect(
      marketOf(
        'We need a mobile data collection pilot for our health workers.\n\nJean-Paul\nProgramme Manager\n\ncc: Dr. A. Mukamana (Ubuntu Evaluation Ltd)',
      ).country,
    ).toBeNull();
  });
});
