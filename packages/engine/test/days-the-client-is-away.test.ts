// The client's own calendar: days written in words, closures and absences that run over a month's
// end, and a schedule that starts no phase while the client is away and runs a phase across their
// absence longer by those days.
import { analyze, propose } from './propose';

const CREATED = '2026-09-20T09:00:00.000Z';
const closures = (text: string) =>
  (analyze(text, CREATED).analysis.keyDates ?? [])
    .filter((k) => k.kind === 'closure')
    .map((k) => [k.from, k.to]);

describe('days written in words', () => {
  it.each([
    [
      "There's the jobs expo on Saturday the fourteenth of November, I'd need the video by then.",
      '2026-11-14',
    ],
    ['Le rapport doit être livré au plus tard le dix-huit mars.', '2027-03-18'],
    ['Necesitamos el video antes del quince de noviembre.', '2026-11-15'],
  ])('reads the deadline in "%s"', (text, deadline) => {
    expect(analyze(text, CREATED).analysis.deadline).toBe(deadline);
  });

  it('does not take "the first may be" for a date', () => {
    expect(
      analyze('The first may be the hardest page to write; we need it by 30 October.', CREATED).analysis
        .deadline,
    ).toBe('2026-10-30');
  });
});

describe('the days the client is closed or away', () => {
  it.each([
    [
      "I'm away in Lanzarote from the fifth to the nineteenth of October so no filming then.",
      '2026-10-05',
      '2026-10-19',
    ],
    ['Our office is closed 24 Dec - 4 Jan.', '2026-12-24', '2027-01-04'],
    ['Attention, fermeture collective du 21 décembre au 8 janvier.', '2026-12-21', '2027-01-08'],
    ['Vom 2. bis 16. Januar sind wir im Urlaub.', '2027-01-02', '2027-01-16'],
  ])('reads "%s" as one closure over all its days', (text, from, to) => {
    expect(closures(text)).toContainEqual([from, to]);
  });

  const brief = (away: string) =>
    `We need a short recruitment video for our haulage firm, about two minutes, filmed at our depot. ${away} Budget around €9,000.`;

  it('starts no phase while the client is away', () => {
    const { generated } = propose(
      brief("I'm away from the fifth to the nineteenth of October, so no filming then."),
      CREATED,
    );
    for (const phase of generated.timelineMilestones)
      expect(phase.startDate && phase.startDate >= '2026-10-05' && phase.startDate <= '2026-10-19').toBe(
        false,
      );
  });

  it('runs the work across the absence longer by those days', () => {
    const at = (away: string) => propose(brief(away), CREATED).generated;
    const without = at('');
    const away = at("I'm away from the nineteenth to the thirtieth of October.");
    expect(away.proposedStartDate).toBe(without.proposedStartDate);
    expect(away.estimatedDurationDays).toBeGreaterThan(without.estimatedDurationDays);
  });
});

describe('a closure said beside another date', () => {
  const text =
    "We need a new website, roughly 15-20 pages. What I've actually been given for the website is R240 000 excluding VAT. Timing: we'd like to launch at our customer day on Thursday 4 March 2027. Factory shuts from 18 December to 11 January so nobody here will approve anything in that window.";
  const { analysis } = analyze(text, '2026-10-14T09:00:00.000Z');

  it('reads the factory shutting as a closure, and the launch day as none', () => {
    const closures = (analysis.keyDates ?? []).filter((k) => k.kind === 'closure').map((k) => [k.from, k.to]);
    expect(closures).toEqual([['2026-12-18', '2027-01-11']]);
    expect(analysis.deadline).toBe('2027-03-04');
  });

  it('reads the sum the client has been given as the budget', () => {
    expect(analysis.budget).toMatchObject({ max: 24_000_000, currency: 'ZAR' });
  });
});
