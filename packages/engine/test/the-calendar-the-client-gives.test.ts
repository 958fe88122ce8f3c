// Days the client cannot be there ("vintage runs 15/2 to 30/4 and we're not available", "sind keine
// Termine möglich") are closures; a deadline in the next sentence is not one. A count of source
// words is no count of languages to multiply by.
import { analyze } from './propose';

const TODAY = '2026-11-25T10:00:00.000Z';

describe('the calendar the client gives', () => {
  it('reads a run of days the client is not available as a closure', () => {
    const { keyDates } = analyze(
      'We want three videos by 21/5/2027. Vintage runs roughly 15/2 to 30/4 and we are not available for anything.',
      TODAY,
    ).analysis;
    expect(keyDates).toContainEqual(
      expect.objectContaining({ kind: 'closure', from: '2027-02-15', to: '2027-04-30' }),
    );
  });

  it('keeps a closure to its own sentence', () => {
    const { keyDates, deadline } = analyze(
      'Wir brauchen drei Fortbildungen. In der Zeit der Abiturprüfungen (Mitte April bis Mitte Mai) sind keine Termine möglich. Alles sollte bis Ende Juni abgeschlossen sein.',
      TODAY,
    ).analysis;
    expect(keyDates.filter((k) => k.kind === 'closure').map((k) => [k.from, k.to])).toEqual([
      ['2027-04-15', '2027-05-15'],
    ]);
    expect(deadline).toBe('2027-06-30');
  });

  it('never multiplies words by a count of words', () => {
    const { requests } = analyze(
      [
        'Estimated volume is about 36,000 English source words. Please quote:',
        'a) rate per source word for translation, for each language',
        'The first batch (about 6,000 words) will be ready on 18/01/2027.',
      ].join('\n'),
      TODAY,
    ).analysis;
    const translation = requests.find((r) => r.services.includes('translation'));
    expect(translation?.quantity ?? 0).toBeLessThan(100_000);
  });
});
