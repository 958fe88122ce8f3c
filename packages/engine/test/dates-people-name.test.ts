// Dates as clients name them rather than write them: a weekday with its day and no month, two dates
// joined into a run, half-years, Good Friday and national days; a date "at the latest" after it;
// the receipt of quotations is the RFQ's date, not the work's; year-end holidays are no deadline.
import { analyze } from './propose';

const CREATED = '2026-11-02T09:00:00.000Z';
const datesOf = (text: string) => analyze(text, CREATED).analysis;

describe('a date as a client names it', () => {
  it('dates a weekday with its day by the next month it falls in', () => {
    const { deadline, keyDates } = datesOf(
      'Nous exposons au Salon Bois & Habitat de Namur, qui ouvre le jeudi 14. Il nous faut le catalogue imprimé avant le salon.',
    );
    expect(keyDates).toContainEqual(expect.objectContaining({ kind: 'event', from: '2027-01-14' }));
    expect(deadline).toBe('2027-01-14');
    expect(datesOf('Our shop is open Monday 9 to 5, and we need a new logo.').keyDates).toEqual([]);
  });

  it('reads two dates joined by a link as one run of days', () => {
    expect(
      datesOf('Les sessions doivent se dérouler entre le lundi 1er février et le vendredi 26 février 2027.')
        .deadline,
    ).toBe('2027-02-26');
    const { keyDates } = datesOf(
      '2.1 Two-day conference, Wednesday 21 and Thursday 22 April 2027, Galway city.',
    );
    expect(keyDates).toContainEqual(
      expect.objectContaining({ kind: 'event', from: '2027-04-21', to: '2027-04-22' }),
    );
  });

  it('ends a half-year on its last day', () => {
    expect(datesOf('La idea es tener todo terminado antes del cierre del primer semestre.').deadline).toBe(
      '2027-06-30',
    );
    expect(datesOf('We need the new site live in H2 2027.').deadline).toBe('2027-12-31');
  });

  it('dates Good Friday and the national days a client plans around', () => {
    expect(
      datesOf("The season kicks off at Easter, so we'd want the site live by Good Friday at the latest.")
        .deadline,
    ).toBe('2027-03-26');
    expect(
      datesOf("Need the finished videos before Waitangi weekend, we're doing a big launch then.").deadline,
    ).toBe('2027-02-06');
  });

  it.each([
    [
      'Leider muss ich korrigieren: der 5. Juni geht nicht. Neuer Termin ist Samstag, 12. Juni 2027.',
      '2027-06-12',
    ],
    ['Quick update: the anniversary has moved to Saturday 12 June 2027.', '2027-06-12'],
    ['Petite correction : nouvelle date le samedi 12 juin 2027.', '2027-06-12'],
  ])('plans for the event’s new date: "%s"', (text, date) => {
    const { keyDates } = datesOf(text);
    expect(keyDates).toEqual([expect.objectContaining({ kind: 'event', from: date })]);
  });

  it.each([
    ['Hi, need 14 leaflets translated EN>AR, by 30/11, AED 6k max all in.', '2026-11-30'],
    ['Il nous faut les fichiers avant le 18/12 pour l’imprimeur.', '2026-12-18'],
    ['We need the files by 10/12.', null],
  ])('reads a day past the twelfth after "by" as a day and its month: "%s"', (text, deadline) => {
    expect(datesOf(text).deadline).toBe(deadline);
  });

  it('takes a date followed by "at the latest" as the deadline, even after "closed"', () => {
    expect(
      datesOf('Necesitamos todo el diseño cerrado y entregado el 1 de marzo como muy tarde.').deadline,
    ).toBe('2027-03-01');
  });

  it('keeps the receipt of quotations and the year-end holidays out of the deadline', () => {
    const rfq = datesOf(
      [
        '6.1 Deadline for receipt of quotations: 12:00 noon, Friday 4 December 2026.',
        '6.2 Clarification questions to procurement@wstn.ie by 27 November 2026.',
        '2.1 The summit takes place on 21 April 2027.',
      ].join('\n'),
    );
    expect(rfq.deadline).toBe('2027-04-21');
    expect(rfq.keyDates).toContainEqual(expect.objectContaining({ kind: 'submission', from: '2026-12-04' }));
    expect(
      datesOf(
        "Les fêtes de fin d'année compliquent les choses. Il nous faut les cartons le mercredi 13 janvier au plus tard.",
      ).deadline,
    ).toBe('2027-01-13');
  });
});
