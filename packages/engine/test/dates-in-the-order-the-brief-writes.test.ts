// "needed back by 05/02/2027": which figure is the day is told by the brief's other dates. One that
// can only be day first ("18/01/2027", "31/08") makes the whole brief day first; one that can only be
// month first ("12/24") makes it month first; with neither, English reads the month first.
import { analyze } from './propose';

const TODAY = '2026-11-25T10:00:00.000Z';
const read = (text: string) => analyze(text, TODAY).analysis;

describe('dates in the order the brief writes them', () => {
  it('reads an English brief that writes 18/01/2027 day first throughout', () => {
    const analysis = read(
      'We need the flipchart translated into four languages. The text is ready on 18/01/2027 and must be delivered by 05/02/2027. Our office is closed from 21/12/2026 to 04/01/2027.',
    );
    expect(analysis.deadline).toBe('2027-02-05');
    expect(analysis.keyDates).toContainEqual(
      expect.objectContaining({ kind: 'closure', from: '2026-12-21', to: '2027-01-04' }),
    );
  });

  it('reads an English brief that writes 12/24 month first throughout', () => {
    const analysis = read(
      'We need a photo shoot of the clinic. We are closed 12/24 thru 1/1 so nothing that week. Everything must be delivered by 2/1/2027.',
    );
    expect(analysis.deadline).toBe('2027-02-01');
  });

  it('reads an English brief with no telling date month first', () => {
    expect(read('We need a new website, delivered by 05/02/2027.').deadline).toBe('2027-05-02');
  });
});
