// The request ledger: every request of the brief in its own words, with what it is and how much.
import { analyze, propose } from './propose';

const ledgerOf = (text: string) => analyze(text).analysis.requests;
const row = (text: string, words: RegExp) => ledgerOf(text).find((r) => words.test(r.text));

describe('what each request is', () => {
  const brief = [
    'Hi, we are Fernhill Dental, two practices in Leeds.',
    '',
    'We need:',
    '- a new website with a page for each of our 6 dentists',
    '- online booking through Dentally',
    '- 4 blog articles a month',
    '- maybe a short video tour of the practice (nice to have)',
    '',
    'We will write the copy ourselves, and we already have a logo. No social media please.',
    'The site must meet WCAG 2.2 AA.',
  ].join('\n');
  const ledger = ledgerOf(brief);
  const kindOf = (words: RegExp) => ledger.find((r) => words.test(r.text))?.kind;

  it('keeps the client’s own words for each deliverable', () => {
    const deliverables = ledger.filter((r) => r.kind === 'deliverable').map((r) => r.text);
    expect(deliverables).toEqual(
      expect.arrayContaining([
        'a new website with a page for each of our 6 dentists',
        'online booking through Dentally',
        '4 blog articles a month',
      ]),
    );
  });

  it('tells work the client does, what it excludes and the conditions apart from deliverables', () => {
    expect(kindOf(/write the copy/)).toBe('client');
    expect(kindOf(/social media/)).toBe('exclusion');
    expect(kindOf(/WCAG/)).toBe('constraint');
  });

  it('marks an undecided request optional', () => {
    expect(ledger.find((r) => /video tour/.test(r.text))?.optional).toBe(true);
  });

  it('reads quantities and how often', () => {
    expect(ledger.find((r) => /blog articles/.test(r.text))).toEqual(
      expect.objectContaining({ quantity: 4, per: 'month' }),
    );
    expect(ledger.find((r) => /dentists/.test(r.text))?.quantity).toBe(6);
  });
});

describe('quantities', () => {
  it('does not price what a number describes rather than the work', () => {
    const { generated } = propose(
      'Scope:\n- Customer portal (tracking, orders, about 1,100 active customer accounts, 3 roles): authenticated web application test including the API\n- a retest after the critical findings are fixed',
    );
    const test = generated.pricingBreakdown.find((l) => /penetration|application test/i.test(l.item));
    expect(test?.quantity).not.toBe(1100);
    expect(test?.hours).toBeLessThan(120);
  });

  it('sums the word counts a translation brief lists apart from its request', () => {
    const text = [
      'Volumes (English source):',
      '- App UI strings: ~14,500 words',
      '- Help centre: ~27,000 words',
      '',
      'We would like translation and review into all 4 languages, and a glossary per language.',
    ].join('\n');
    const translation = row(text, /translation and review/);
    expect(translation).toEqual(expect.objectContaining({ quantity: 41500, unit: 'word', languages: 4 }));
    expect(row(text, /glossary/)).toEqual(expect.objectContaining({ quantity: 4, unit: 'language' }));
  });
});

describe('engagement', () => {
  it.each([
    [
      'We need 8 blog articles a month and monthly SEO reporting, for 6 months, at £3,000 a month.',
      'retainer',
    ],
    ['Please quote time and materials for the migration of our 40 mailboxes to Microsoft 365.', 'hourly'],
    ['Need a website for my new bakery, what would something like that cost?', 'discovery'],
    [
      'Hard stop end of March. We need:\n1) our pipelines moved to GitHub Actions\n2) Terraform for Azure\n3) centralised logging',
      'project',
    ],
  ])('%s → %s', (text, model) => expect(analyze(text).analysis.engagement.model).toBe(model));

  it('quotes a fixed price when the client asks for one beside time and materials', () => {
    const { analysis, markdown } = propose(
      'Bitte das Angebot als Festpreis und zusätzlich nach Aufwand mit Tagessatz, dann können wir vergleichen. Wir brauchen einen Penetrationstest unseres Kundenportals (3 Rollen, REST-API) und einen Nachtest nach Behebung der kritischen Punkte. Der Bericht muss bis 27. November bei uns sein.',
      '2026-10-01T08:00:00Z',
    );
    expect(analysis.engagement.model).not.toBe('hourly');
    expect(markdown).toMatch(/pro Tag/);
  });
});

describe('who does the work', () => {
  it.each([
    ['en', 'We need a new website. Our IT team will handle the hosting.', /hosting/],
    ['en', 'We need a podcast series. Cover photos we can supply from our archive.', /photos/],
    [
      'de',
      'Wir brauchen einen Messestand. Die Übersetzungen ins Englische macht unser Vertriebsinnendienst.',
      /Übersetzungen/,
    ],
    [
      'fr',
      'Nous souhaitons un nouveau site. Les textes sont fournis par notre service communication.',
      /textes/,
    ],
    ['es', 'Necesitamos una tienda online. Los textos los escribimos nosotros.', /textos/],
    ['en', 'We need a new shop. We will handle the product photos.', /photos/],
  ])('%s: %s', (_language, text, words) => {
    const row = ledgerOf(text).find((r) => words.test(r.text));
    expect(row?.kind).not.toBe('deliverable');
  });

  it('reads the noun after "our" as the thing owned, not the client doing it', () => {
    const ledger = ledgerOf(
      'What we need from an outside team:\n1) move our build pipelines from Jenkins to GitHub Actions\n2) Terraform for our Azure setup',
    );
    expect(ledger.find((r) => /build pipelines/.test(r.text))?.kind).toBe('deliverable');
  });

  it('takes the turn after the client’s part as a request', () => {
    const ledger = ledgerOf(
      'We have photography from a shoot last year, though a few images may need retouching.',
    );
    expect(ledger.find((r) => /retouching/.test(r.text))?.kind).toBe('deliverable');
  });
});

describe('how a brief lists its requests', () => {
  it('reads lettered sub-items and numbered items between their siblings as requests', () => {
    const text = [
      'Scope required:',
      '',
      '1. Patient app on Android and iOS',
      '   a. Login with mobile number and OTP',
      '   b. Online payment through Razorpay',
      '2. Admin web panel for our operations team',
      '3. Play Store and App Store publishing',
      '',
      'Phase 2 (not now, only for your information): a phlebotomist app for tracking.',
    ].join('\n');
    const deliverables = ledgerOf(text)
      .filter((r) => r.kind === 'deliverable')
      .map((r) => r.text);
    expect(deliverables).toEqual(
      expect.arrayContaining([
        'Patient app on Android and iOS',
        'Login with mobile number and OTP',
        'Admin web panel for our operations team',
      ]),
    );
    expect(deliverables.join(' ')).toMatch(/Store/);
    expect(deliverables.join(' ')).not.toMatch(/phlebotomist/);
  });

  it('keeps the things a request lists even when the catalogue knows none of them', () => {
    const text =
      'For the new site we need the shopfront fascia sign, a projecting blade sign, window vinyls and some wall graphics for the back wall.';
    expect(ledgerOf(text).filter((r) => r.kind === 'deliverable')).toHaveLength(4);
  });

  it('counts a web form’s service tick-boxes beside a description only for work it does not mention, as options', () => {
    const form = (description: string) =>
      `Name: Tama Rawiri\nServices you're interested in: Website design, SEO\n\nTell us about your project:\n${description}`;
    const described = ledgerOf(form('We need a new website with online booking.'));
    expect(described.map((r) => r.text)).not.toContain('Website design');
    expect(described.find((r) => r.text === 'SEO')?.optional).toBe(true);
    expect(ledgerOf(form('Call me.')).find((r) => r.text === 'SEO')?.optional).toBe(false);
  });

  it('reads "every two weeks" as how often, not how many', () => {
    expect(
      row('Nous voulons une infolettre aux deux semaines à notre liste de 8 700 abonnés.', /infolettre/),
    ).toEqual(expect.objectContaining({ quantity: 1, per: 'fortnight' }));
  });
});
