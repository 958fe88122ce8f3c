// Pieces of work the client counts by naming them: films listed one by one are so many films (none
// of them a summary of the others), "film" names a video in English and French, and a count said
// "for each <thing>" at the head of the clause multiplies by the brief's count of those things.
import { analyze, propose } from './propose';

const CREATED = '2026-11-24T09:00:00.000Z';
const videoLine = (text: string) =>
  propose(text, CREATED).generated.pricingBreakdown.find((l) => /video|vidéo/i.test(l.item));

describe('the pieces a client names', () => {
  it('prices three listed films as three videos', () => {
    const line = videoLine(
      [
        'Hello, for the museum we would like:',
        '- an opening film',
        '- a conservation film',
        '- a volunteers film',
        '',
        'Our budget is 20,000 EUR.',
      ].join('\n'),
    );
    expect(line).toMatchObject({ quantity: 3, unit: 'video' });
  });

  it('counts numbered films under a counted heading, whatever each one lasts', () => {
    const line = videoLine(
      [
        'Bonjour, voici notre besoin :',
        '- 3 vidéos :',
        '  1. film de présentation du domaine (2 min)',
        '  2. film sur les vendanges (90 sec)',
        '  3. film pour les cavistes (60 sec)',
        '',
        'Budget : 12 000 € HT.',
      ].join('\n'),
    );
    expect(line).toMatchObject({ quantity: 3, unit: 'video' });
  });

  it('keeps a single video one video', () => {
    expect(videoLine('We need a short film about our bakery school. Budget 6,000 EUR.')).toMatchObject({
      quantity: 1,
    });
  });

  it('multiplies shots said "for each" thing by the count of those things', () => {
    const { analysis } = analyze(
      [
        'We sell 32 flavours of loose-leaf tea and need new photos for the online shop.',
        'For each flavour we need 2 shots: the tin, and the leaves on a spoon.',
      ].join('\n'),
      CREATED,
    );
    const photos = analysis.requests.find((r) => r.unit === 'photo');
    expect(photos).toMatchObject({ quantity: 64 });
  });
});
