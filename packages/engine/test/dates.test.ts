import { analyzeBrief } from '../src/analyze';

const datesOf = (text: string, createdAt = '2026-03-10T09:00:00Z') => {
  const { analysis } = analyzeBrief({ text, title: '', createdAt });
  return { deadline: analysis.deadline, startDate: analysis.startDate };
};

describe('deadline rules', () => {
  it.each([
    ['We need it live by end of Q3 2027.', '2027-09-30'],
    ['Launch by Q2.', '2026-06-30'],
    ['Everything must be ready by mid-March.', '2026-03-15'],
    ['We want to go live before Christmas.', '2026-12-24'],
    ['Launch by the end of June.', '2026-06-30'],
    ['Die Website soll bis Ende Juni online gehen.', '2026-06-30'],
    ["Mise en ligne d'ici fin mai.", '2026-05-31'],
    ['Queremos lanzar a finales de junio.', '2026-06-30'],
    ['Debe estar listo a finales de mayo.', '2026-05-31'],
    ['Delivery needed by late April.', '2026-04-30'],
    ['We need it delivered within 6 weeks.', '2026-04-21'],
    ['It should be done in six weeks.', '2026-04-21'],
    ['Le site doit être livré dans 3 mois.', '2026-06-10'],
    ['Die App sollte innerhalb von 8 Wochen fertig sein.', '2026-05-05'],
    ['Lo queremos listo en 2 meses.', '2026-05-10'],
    ['The video must be delivered before the trade show on 12 March.', '2026-03-12'],
    ['Deadline: 15 September 2026.', '2026-09-15'],
    ['Der Shop muss spätestens zum 1. Oktober 2026 live sein.', '2026-10-01'],
    ['Abgabe der Bilder: 20. April.', '2026-04-20'],
    ['Lo necesitamos para el 15 de noviembre.', '2026-11-15'],
    ['Go-live: 2026-11-02', '2026-11-02'],
    ['Launch in February.', '2027-02-28'],
  ])('%s → %s', (text, deadline) => expect(datesOf(text).deadline).toBe(deadline));

  it.each([
    'Our founder is 8 years old in business terms and we offer 24/7 support.',
    'The site has 5 pages and runs Node 18.2 since 2015.',
    'Call us on 555-0142 or +44 20 7946 0958.',
    'On Mon, 3 Feb 2025 at 10:14, Jane Doe <jane@example.com> wrote:\n> Hi',
    'Sent: Tuesday, April 14, 2026 9:12 AM\nDate: Tue, 14 Apr 2026',
    'Proposals due 20 March 2026.',
    'Founded in 1998, we ship worldwide.',
  ])('finds no deadline in: %s', (text) => expect(datesOf(text).deadline).toBeNull());

  it('reads start dates apart from deadlines', () => {
    expect(datesOf("We'd like to kick off on 1 April and launch by end of June.")).toEqual({
      startDate: '2026-04-01',
      deadline: '2026-06-30',
    });
    expect(datesOf('Start wäre ab April.')).toEqual({ startDate: '2026-04-01', deadline: null });
    expect(datesOf('Nous souhaitons commencer à partir du 4 mai.').startDate).toBe('2026-05-04');
  });

  it('resolves against createdAt in UTC, not the clock', () => {
    expect(datesOf('Launch by the end of June.', '2026-07-02T00:00:00Z').deadline).toBe('2027-06-30');
    expect(datesOf('We need it within 10 days.', '2026-12-28T23:59:00Z').deadline).toBe('2027-01-07');
  });
});
