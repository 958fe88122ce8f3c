// The work made from the client's material waits for it: an annual report is due at publication,
// not when the figures arrive, and its layout starts once they have. An event brief plans up to its
// event.
import { propose } from './propose';

const CREATED = '2026-11-23T10:00:00.000Z';

describe('a schedule with the client’s material to come', () => {
  const { analysis, generated, markdown } = propose(
    'Annual report 2026: approx. 64 pages, InDesign layout from our template, print-ready files.\n\nKey dates: final figures from Finance on 5 March, board approval 25 March, publication 15 April 2027.\n\nBudget NOK 180 000 ex. VAT.',
    CREATED,
  );

  it('is due at publication, not when the figures arrive', () => {
    expect(analysis.deadline).toBe('2027-04-15');
  });

  it('lays out the work made from the figures after they arrive, and says so', () => {
    const waiting = generated.timelineMilestones.filter((m) => !/design|discovery|planning/i.test(m.name));
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((m) => (m.startDate ?? '') > '2027-03-05')).toBe(true);
    expect(markdown).toMatch(/arrives on 5 March 2027/);
  });
});

describe('an event brief', () => {
  it('plans up to the colloquium it is for, not to a venue option’s date in brackets', () => {
    const { generated } = propose(
      "L'association tiendra son colloque annuel les 20 et 21 mai 2027 à Trois-Rivières, environ 250 participants.\n\nNous cherchons :\n- confirmation du lieu (nous avons une option sur le Centre des congrès, à confirmer d'ici le 15 janvier)\n- traiteur : 2 dîners\n- coordination sur place les deux jours\n\nBudget global : 85 000 $.",
      CREATED,
    );
    expect(generated.timelineMilestones.at(-1)?.endDate).toBe('2027-05-20');
  });
});
