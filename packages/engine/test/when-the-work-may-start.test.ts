// When the client lets the work begin, as they say it: "nothing before Monday 1/11", "aucun test ne
// peut avoir lieu avant le 1er février", "Vertragsbeginn: 01.02.2027", "not earlier than 1st
// February", and the weeks they are too busy for it ("Bis 11. April sind wir voll", "December is
// our busiest month"). A weekday beside figures says their order; a busy spell is a closure, not
// a deadline; "mejor que antes" and "due to" are no date's cue.
import { analyze, propose } from './propose';

const CREATED = '2026-11-24T10:00:00.000Z';
const datesOf = (text: string) => analyze(text, CREATED).analysis;

describe('a weekday beside figures says which order they are in', () => {
  it.each([
    [
      'We are a creamery in Waitsfield, Vermont. Nothing before Monday 1/11, please.',
      'startDate',
      '2027-01-11',
    ],
    [
      'We are a creamery in Waitsfield, Vermont. I need the final files by Friday 2/26.',
      'deadline',
      '2027-02-26',
    ],
    [
      'Nous sommes une boulangerie à Nancy. Il faudrait que les photos soient prêtes au plus tard le vendredi 18/12.',
      'deadline',
      '2026-12-18',
    ],
    [
      'We are a winery in the Barossa. Everything must be ready by Saturday 1/5/27.',
      'deadline',
      '2027-05-01',
    ],
  ] as const)('%s', (text, field, day) => {
    expect(datesOf(text)[field]).toBe(day);
  });
});

describe('the earliest start, said with a negation or in a compound', () => {
  it.each([
    [
      'Nous sommes une PME horlogère à La Chaux-de-Fonds. Nous migrons notre ERP en janvier ; aucun test ne peut avoir lieu avant le 1er février 2027.',
      '2027-02-01',
    ],
    [
      'We are a savings bank in Kumasi. Pilot: February to March 2027 (not earlier than 1st February, 2027, due to the year-end closing).',
      '2027-02-01',
    ],
    ['Wir sind ein Labor in Basel.\n- Vertragsbeginn: 01.02.2027', '2027-02-01'],
  ])('%s', (text, start) => {
    const analysis = datesOf(text);
    expect(analysis.startDate).toBe(start);
    expect(analysis.deadline === null || analysis.deadline > start).toBe(true);
  });
});

describe('the weeks a client is too busy are closed, and the work starts after them', () => {
  it('"Bis 11. April sind wir voll": closed until then, and the print deadline stays the deadline', () => {
    const text =
      'Grüß Gott aus Großarl! Wir brauchen ein neues Logo und Speisekarten für unseren Gasthof. Bis 11. April sind wir voll, da hab ich keinen Kopf für Termine. Die Druckdaten müssen bis spätestens 7. Mai 2027 bei der Druckerei sein.';
    const { analysis, generated } = propose(text, CREATED);
    expect(analysis.deadline).toBe('2027-05-07');
    expect(analysis.keyDates).toContainEqual(
      expect.objectContaining({ kind: 'closure', from: '2026-11-24', to: '2027-04-11' }),
    );
    expect(generated.proposedStartDate > '2027-04-11').toBe(true);
    // Signed a week and more before that start, the offer stands until then, not a month from today.
    expect(generated.markdown).toContain('Angebot gültig bis 2. April 2027');
    expect(generated.markdown).toContain('mit Ihrer Unterschrift bis Freitag, 2. April 2027');
  });

  it.each([
    'We run a cider house near Lunenburg, Nova Scotia, and want help with Instagram. Timing: please not before the first week of January. December is our busiest month with the holiday markets.',
    'Somos una conservera de Lodosa y queremos rediseñar nuestras etiquetas. En diciembre estamos a tope con la campaña de Navidad, así que si podéis empezar la primera semana de enero, mejor que antes.',
  ])('%s', (text) => {
    const { analysis, generated } = propose(text, CREATED);
    expect(analysis.deadline).toBeNull();
    expect(analysis.startDate).toBe('2027-01-01');
    expect(generated.proposedStartDate >= '2027-01-04').toBe(true);
  });
});

it("an event's days on site are not when its planning starts", () => {
  const text =
    'We need an event agency to plan and run our 50th anniversary gala dinner for 120 guests on Saturday 1 May 2027 at our winery in the Barossa: marquee, lighting, music and shuttle buses. Bump-in can start Thursday 29 April 2027.';
  const { analysis, generated } = propose(text, CREATED);
  expect(analysis.primaryCategory).toBe('events');
  expect(generated.proposedStartDate < '2027-04-29').toBe(true);
});
