// When the work may start, said the way clients say it: after a named day ("any time after New
// Year", "después de Reyes"), or as the first month of the run it is to fill ("de febrero de 2027 a
// enero de 2028", "from March to August"), as the first day of a week "or later", or as when a
// negation lifts ("we won't have the texts till March"), a start word winning over it.
import { analyze } from './propose';

const TODAY = '2026-11-25T10:00:00.000Z';
const startOf = (text: string) => analyze(text, TODAY).analysis.startDate;

describe('when the work may start', () => {
  it.each([
    ['We need three short videos. Filming can start any time after New Year.', '2027-01-02'],
    ['Necesitamos el diseño de las etiquetas. Podemos empezar después de Reyes.', '2027-01-07'],
    ['Queremos SEO y artículos. Duración: 12 meses, de febrero de 2027 a enero de 2028.', '2027-02-01'],
    ['We need a new website, the work running from March to August 2027.', '2027-03-01'],
    [
      'We need photos. The first week of Jan is crazy, so the week of Jan 11 or later is better.',
      '2027-01-11',
    ],
    ["We need a website by June. We won't have the texts till March.", '2027-03-01'],
    [
      "Start is May 1 not April 1, the boats aren't in the water till late April. Social media and a newsletter for six months.",
      '2027-05-01',
    ],
  ])('reads "%s" as starting on %s', (text, start) => {
    expect(startOf(text)).toBe(start);
  });

  it('reads no start into "in the new year" or a greeting', () => {
    expect(startOf('Happy New Year! We need a website in the new year, live by March.')).toBeNull();
  });
});
