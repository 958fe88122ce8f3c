// "como muy tarde el 15/3", "a más tardar el 1/3": after a word that makes it due, a day and month
// in figures is a date. French, German and Spanish put the day first, whatever the day is; English
// is read that way only past the twelfth, where the order cannot be the other.
import { analyze } from './propose';

const TODAY = '2026-11-25T10:00:00.000Z';
const deadlineOf = (text: string) => analyze(text, TODAY).analysis.deadline;

describe('a day and month without a year', () => {
  it.each([
    ['Necesitamos una web nueva, funcionando como muy tarde el 15/3.', '2027-03-15'],
    [
      'Necesitamos un video. El material final lo necesitamos a más tardar el 1/3 para la campaña.',
      '2027-03-01',
    ],
    ['Nous voulons un nouveau site, en ligne au plus tard le 2/4.', '2027-04-02'],
  ])('reads "%s" as due on %s', (text, due) => {
    expect(deadlineOf(text)).toBe(due);
  });

  it('leaves an English day and month that could be either order unread', () => {
    expect(deadlineOf('We need a new website, live by 3/4 please.')).toBeNull();
  });
});
