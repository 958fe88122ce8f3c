// Dates around the one the work is due by: the date the offer is due is the buying process's, in any
// of its words ("remettre une offre pour …"); "at the very latest" and "dernier délai" make a date
// the deadline, even when the clause says the work is handed over then; a date the client says it is
// not ("le 5 mars au plus tard, pas fin mars") is no date of the work; "the 24th of March" is that
// day, not the month.
import { analyze } from './propose';

const CREATED = '2026-11-24T09:00:00.000Z';
const datesOf = (text: string) => analyze(text, CREATED).analysis;

describe('the dates said around the deadline', () => {
  it('takes the date an offer is due for the process, not for the work', () => {
    const { deadline } = datesOf(
      [
        'Pourriez-vous nous remettre une offre pour le vendredi 11 décembre ?',
        'Nous voulons la brochure imprimée pour le salon.',
      ].join('\n'),
    );
    expect(deadline).not.toBe('2026-12-11');
  });

  it('is due by a date said "at the very latest", handed over or not', () => {
    const { deadline } = datesOf(
      'The new season opens on the 1st of April. We want the three clips edited and handed over by the 24th of March at the very latest.',
    );
    expect(deadline).toBe('2027-03-24');
  });

  it('reads "the 1st of April" as that day', () => {
    const { keyDates } = datesOf('The new season opens on the 1st of April. We need a poster for it.');
    expect(keyDates).toContainEqual(expect.objectContaining({ from: '2027-04-01', to: '2027-04-01' }));
  });

  it('reads "dernier délai" as the deadline', () => {
    const { deadline } = datesOf(
      "On voudrait le nouveau site pour la saison. Dernier délai le 9 avril, après c'est trop tard.",
    );
    expect(deadline).toBe('2027-04-09');
  });

  it('takes no date the client says it is not', () => {
    expect(
      datesOf('Les fichiers doivent être chez nous le 5 mars au plus tard, pas fin mars.').deadline,
    ).toBe('2027-03-05');
    expect(datesOf('We need the flyers by 12 February at the latest, not end of February.').deadline).toBe(
      '2027-02-12',
    );
  });
});
