// Which of a brief's dates the work is due by, when several are said: "Nothing before 5 January" is
// when work may start; a cue in the sentence before governs no date here; a bare "before." ending a
// sentence points back at its date; "end of March latest" is due; a named holiday ("before Easter",
// "the Memorial Day crowds") and a date the next phrase puts "before" something give way to a date
// the client says the work is due by; "the first week of February" is a week.
import { analyze } from './propose';

const CREATED = '2026-11-16T09:00:00.000Z';
const datesOf = (text: string) => analyze(text, CREATED).analysis;

describe('which date the work is due by', () => {
  it('starts no earlier than "nothing before", and is due by the date said "latest"', () => {
    const { deadline, startDate } = datesOf(
      'We need a new website for our lodge in Fiji. Timing - please live before the school holidays in April, so end of March 2027 latest. Nothing before 5 January, we are away for Christmas.',
    );
    expect(startDate).toBe('2027-01-05');
    expect(deadline).toBe('2027-03-31');
  });

  it('reads a bare "avant." at a sentence’s end as before its date, not before the next sentence’s', () => {
    const { deadline, startDate } = datesOf(
      "On veut refaire notre site. La saison démarre à Pâques, Pâques c'est le 28 mars l'an prochain, faut que ce soit en ligne et que ça marche avant. Par contre moi en décembre je suis injoignable, donc on commence au retour, à partir du 5 janvier.",
    );
    expect(deadline).toBe('2027-03-28');
    expect(startDate).toBe('2027-01-05');
  });

  it('keeps the delivery date the client gives over a later date said "before" something', () => {
    expect(
      datesOf(
        "We'd need the printed brochures delivered to our office by April 30, 2027. The trailhead kiosks get restocked the first week of May, before the Memorial Day crowds.",
      ).deadline,
    ).toBe('2027-04-30');
    // Alone, such a date is still the one to meet, on its last day.
    expect(
      datesOf('Nous souhaitons disposer de la feuille de route fin juin, avant le comité stratégique.')
        .deadline,
    ).toBe('2027-06-30');
  });

  it('keeps a date the client names over a holiday said loosely', () => {
    expect(
      datesOf(
        "We want a pre-order page for our bakery. Timing, big thing is Easter, we'd want it live before Easter. Well, live by 15 March so people can pre-order.",
      ).deadline,
    ).toBe('2027-03-15');
  });

  it('reads the first week of a month as a week', () => {
    expect(datesOf('We want a chatbot. Pilot live by the first week of February.').deadline).toBe(
      '2027-02-07',
    );
  });
});
