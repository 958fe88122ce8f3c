// Quantities the brief gives outside the request: event work is for the event's headcount; work
// made "par compte" is made for each account the brief counts; two monthly counts of the same
// things add up; the targets of an external penetration test are tested, not built; event work is
// planned up to the event even when the brief dates it only as the deadline.
import { analyze, propose } from './propose';

const CREATED = '2026-06-22T09:00:00.000Z';

describe('counts the brief gives elsewhere', () => {
  it('sizes event logistics by the headcount', () => {
    const { analysis } = analyze(
      [
        "We're planning our global sales kickoff for 900 people in Cancún from 18 to 21 January 2027:",
        '- venue and hotel contracting',
        '- flights and ground transfers',
        '- an awards gala on the final night',
      ].join('\n'),
      CREATED,
    );
    const travel = analysis.requests.find((r) => r.services.includes('travel-logistics'));
    expect(travel).toMatchObject({ quantity: 900, unit: 'attendee' });
  });

  it('makes work asked per account for each account, and adds monthly counts of the same things', () => {
    const text = [
      'Chaque resto a son propre compte Instagram. On cherche une agence pour gérer les trois comptes :',
      '- 12 publications par mois et par compte (photos / carrousels / reels)',
      '- 8 stories par mois et par compte',
    ].join('\n');
    const { analysis, generated } = propose(text, CREATED);
    const posts = analysis.requests.filter((r) => r.services.includes('social-posts'));
    expect(posts.map((r) => r.quantity)).toEqual([36, 24]);
    expect(analysis.requests.some((r) => r.text.startsWith('par compte'))).toBe(false);
    expect(generated.markdown).toMatch(/60 publications par mois/);
  });

  it('tests the portal and API an external penetration test names', () => {
    const { analysis } = analyze(
      [
        'We need an external penetration test done.',
        'Scope:',
        '- Our tenant portal (React front end, .NET back end).',
        '- Our landlord API - about 40 endpoints, REST, OAuth2.',
      ].join('\n'),
      CREATED,
    );
    const services = analysis.requests.flatMap((r) => r.services);
    expect(services).toContain('api-test');
    expect(services).not.toContain('api-development');
  });

  it('plans event work up to the event the deadline dates', () => {
    const { generated } = propose(
      [
        "We're planning our global sales kickoff for 900 people in Cancún from 18 to 21 January 2027,",
        "and we're looking for an agency to run it end to end:",
        '- venue and hotel contracting',
        '- main-stage production and breakout rooms',
      ].join('\n'),
      CREATED,
    );
    const last = generated.timelineMilestones.at(-1);
    expect(last?.endDate).toBe('2027-01-18');
  });
});

describe('counts written the way contracts and print orders write them', () => {
  const rows = analyze(
    'Scope of work:\n- Video: three (3) 30-second PSAs.\n- Print and deliver 5,000 bilingual rack cards (4x9, double-sided) to the District office.\n\nBudget $80,000.',
  ).analysis.requests;

  it('counts "three (3) 30-second PSAs" as three videos', () => {
    expect(rows.find((r) => r.services.includes('video-production'))?.quantity).toBe(3);
  });

  it('reads a print run’s figure as its copies, whatever is printed', () => {
    expect(rows.find((r) => r.services.includes('print-run'))?.quantity).toBe(5000);
  });
});
