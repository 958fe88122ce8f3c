// What the client reads is about their project: the team's own notes in a proposal's title ("Vague
// request:", "(voice memo)", "Invitación a cotizar:") and the client's remarks about themselves
// ("we rebranded last year") are no part of it.
import { propose } from './propose';

const CREATED = '2026-11-24T09:00:00.000Z';
const titleOf = (markdown: string) => markdown.split('\n')[0];

describe('the title', () => {
  it.each([
    ['Vague request: make sense of a trucking company’s dispatch data', /^# Make sense of a trucking/],
    ['Solar installer lead generation (voice memo)', /^# Solar installer lead generation$/],
    [
      'Rebranding d’un coworking (fil transféré, budget et périmètre modifiés)',
      /^# Rebranding d’un coworking$/,
    ],
    ['Invitación a cotizar: serie de videos testimoniales', /^# Serie de videos testimoniales$/],
  ])('leaves out the team’s note in "%s"', (title, heading) => {
    const { markdown } = propose('We need a new website of about 10 pages. Budget £8,000.', CREATED, title);
    expect(titleOf(markdown)).toMatch(heading);
  });
});

describe('what is not included', () => {
  it('names the client’s work, not their remarks about themselves', () => {
    const { markdown } = propose(
      'We need a new website of about 10 pages. We do NOT need a logo — we rebranded last year and have a brand guide. Budget £8,000.',
      CREATED,
    );
    const section = markdown.split('## Not included')[1]?.split('##')[0] ?? '';
    expect(section).toMatch(/logo/i);
    expect(section).not.toMatch(/rebranded/);
  });
});

describe('a brief that asks what it should do and roughly what it would cost', () => {
  const text =
    'hey — we run about 40 trucks out of Saskatoon and honestly our dispatch is all spreadsheets and gut feel. someone said you guys do data stuff. could you take a look and tell us what we should be doing? and roughly what that would cost\n\nGord\nPrairie Line Haulage';

  it('gets a paid discovery and the rough cost of the usual work of its kind, one row per piece of work', () => {
    const { markdown } = propose(text, CREATED);
    const rough = markdown.split('## Rough costs for the work itself')[1]?.split('\n## ')[0] ?? '';
    expect(rough).toMatch(/\| Dashboards \| \d+–\d+ h \|/);
    expect(rough.split('\n').filter((l) => /^\| (?!What|---)/.test(l))).toHaveLength(1);
  });
});
