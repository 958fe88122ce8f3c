// Reading a brief as received: the newest message of a thread, its parts, its language.
import { readBrief } from '../src/brief';
import { analyze } from './propose';

const read = (text: string) => readBrief({ text, title: '', createdAt: '2026-03-02T09:30:00Z' });

describe('reading a thread', () => {
  const thread = [
    'Hi both, update from our side: the board cut the budget to £18,000 and the app is off the table.',
    '',
    'Thanks, Priya',
    '',
    '-----Original Message-----',
    'From: Priya Shah',
    'Sent: 3 February 2026',
    '',
    '> We need a new website and an iOS app.',
    '> Budget: £30,000.',
  ].join('\n');

  it('numbers messages from the newest, which is on top', () => {
    const brief = read(thread);
    const newest = brief.lines
      .filter((l) => l.message === 0)
      .map((l) => l.text)
      .join(' ');
    const older = brief.lines
      .filter((l) => l.message > 0)
      .map((l) => l.text)
      .join(' ');
    expect(newest).toContain('the board cut the budget');
    expect(older).toContain('We need a new website');
  });

  it('takes the budget from the newest message and drops the work it withdraws', () => {
    const { analysis } = analyze(thread);
    expect(analysis.budget).toEqual(expect.objectContaining({ max: 1800000, currency: 'GBP' }));
    const app = analysis.requests.find((r) => /app/i.test(r.text) && r.kind === 'deliverable');
    expect(app).toBeUndefined();
  });
});

describe('the parts of a message', () => {
  it('tells greeting, body, fields and signature apart', () => {
    const brief = read(
      [
        'Hello,',
        '',
        'Company: Fernhill Dental',
        'Budget: $12k',
        '',
        'We need a new site.',
        '',
        'Best regards,',
        'Ana Ruiz',
        'Practice Manager',
      ].join('\n'),
    );
    const partOf = (text: string) => brief.lines.find((l) => l.text.startsWith(text))?.part;
    expect(partOf('Hello')).toBe('greeting');
    expect(partOf('Company')).toBe('field');
    expect(partOf('We need')).toBe('body');
    expect(partOf('Ana Ruiz')).toBe('signature');
  });

  it('reads the writer and their role from the signature', () => {
    const { analysis } = analyze(
      'Hi,\n\nWe need a logo for our bakery.\n\nThanks,\nTom Becker\nOwner, Becker Bakes',
    );
    expect(analysis.client.contact).toEqual({ name: 'Tom Becker', role: 'Owner' });
  });
});

describe('language', () => {
  it.each([
    ['Refonte du site vitrine de notre restaurant.', 'fr'],
    ['Wir suchen eine Agentur für unseren Onlineshop.', 'de'],
    ['Necesitamos una tienda online para nuestra marca.', 'es'],
    ['Need a logo for my bakery.', 'en'],
  ])('%s is %s', (text, language) => expect(analyze(text).analysis.language).toBe(language));
});
