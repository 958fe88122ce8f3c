// Photographs or film of an event are made on its day, with planning before and editing after; a
// film made to be shown at an event ("für die Messe") is still finished before it.
import { propose } from './propose';

const TODAY = '2026-11-25T10:00:00.000Z';

describe('an event filmed on its day', () => {
  it('starts production on the day of the evening it covers and delivers after it', () => {
    const { generated, markdown } = propose(
      [
        'Bonjour, pour les 150 ans de la Maison nous organisons une soirée le samedi 19 juin 2027.',
        'Nous cherchons un photographe et un vidéaste :',
        '- Reportage photo de toute la soirée : arrivée des invités, discours, dîner, concert',
        '- Un film de 2 à 3 minutes qui raconte la soirée',
      ].join('\n'),
      TODAY,
    );
    const production = generated.timelineMilestones.find((m) => m.startDate === '2027-06-19');
    expect(production).toBeDefined();
    expect(generated.proposedStartDate < '2027-06-19').toBe(true);
    expect(markdown).toMatch(/avec la captation le jour même, le 19 juin 2027/);
  });

  it('finishes a film made to be shown at a fair before the fair', () => {
    const { generated } = propose(
      'Hi, brauchen ein Imagevideo (ca. 2 Min.) für die Messe am 14. Mai 2027, Budget so um die 10k.',
      TODAY,
    );
    const last = generated.timelineMilestones.at(-1);
    expect((last?.endDate ?? '') < '2027-05-14').toBe(true);
  });
});
