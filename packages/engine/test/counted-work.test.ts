// What a brief counts is what it buys: the work a number counts is the line, two counted batches of
// the same work are two lines, a ceiling said beside the budget is how far it goes, and words that
// name no work (a question, a cut-off clause, a date, a place) are never priced.
import { isFragment } from '../src/ledger/fragments';
import { itemsOf, propose } from './propose';

describe('the work a number counts', () => {
  it('is the deliverable, not the section it goes into', () => {
    const { generated } = propose(
      'Hello, we are a small bakery chain in Leeds. Could you take over our blog: 6 articles a month, around 1,000 words each? Budget about £1,800 a month for 6 months.',
    );
    const articles = generated.pricingBreakdown.find((line) => /article/i.test(line.item));
    expect(articles?.quantity).toBe(36);
    expect(itemsOf(generated).some((item) => /blog section/i.test(item))).toBe(false);
  });

  it('in two batches of one kind of work makes two lines, the second without a second set-up', () => {
    const { generated } = propose(
      [
        'We need photos for our new garden furniture range:',
        '- 30 products on white background',
        '- 10 lifestyle shots in a styled garden',
        '- 3 lifestyle images for the homepage banner',
        'Budget £4,000.',
      ].join('\n'),
    );
    const lifestyle = generated.pricingBreakdown.filter((line) => /lifestyle|banner/i.test(line.item));
    expect(lifestyle.map((line) => line.quantity).sort()).toEqual([10, 3]);
    const [first, second] = lifestyle;
    expect((second?.total ?? 0) / 3).toBeLessThan((first?.total ?? 0) / 10);
  });
});

describe('a ceiling said beside the budget', () => {
  it.each([
    ['We were thinking around £2,500, could stretch to £3k for the right studio.', 250_000, 300_000],
    ["Budget is CAD $9,000 and it can't go past $10,000.", 900_000, 1_000_000],
  ])('%s', (sentence, min, max) => {
    const { analysis } = propose(`We need a new logo and business cards for our café. ${sentence}`);
    expect(analysis.budget).toEqual(expect.objectContaining({ min, max }));
  });

  it('reads a Swiss range written with ".–"', () => {
    const { analysis } = propose(
      "Wir brauchen drei Power-BI-Dashboards für den Vertrieb.\n\nBudgetrahmen: CHF 20'000.– bis 25'000.– exkl. MWST.",
    );
    expect(analysis.budget).toEqual(
      expect.objectContaining({ min: 2_000_000, max: 2_500_000, currency: 'CHF' }),
    );
  });

  it('is read under a heading standing alone over its paragraph', () => {
    const { analysis } = propose(
      'Nous souhaitons un site vitrine de 6 pages pour notre cabinet.\n\nBudget\nLe projet est financé à hauteur de 9.000 € HTVA par la Région.',
    );
    expect(analysis.budget?.max).toBe(900_000);
  });
});

describe('the deadline', () => {
  it.each([
    [
      'is the hard date the work must meet, not the later event it serves',
      'We need new labels for our 3 beers. We launch at the Harvest Fair on Saturday 20 March 2027, so the artwork has to be at the printer by Friday 26 February 2027 at the latest.',
      '2027-02-26',
    ],
    [
      'is not the date a proposal is due, however firmly it is said',
      'We want a booking app for our 4 clinics, live by 30 June 2027. Kindly share your proposal with costs, latest by 25th November 2026.',
      '2027-06-30',
    ],
    [
      'ends before the start of a period ("before start of new FY")',
      'We need 5 Power BI dashboards for finance. We would like to go live before start of new FY i.e. 1st April 2027.',
      '2027-04-01',
    ],
  ])('%s', (_, brief, deadline) => {
    expect(propose(brief, '2026-11-10T09:00:00Z').analysis.deadline).toBe(deadline);
  });
});

describe('words that name no work', () => {
  it.each([
    ['a question', 'all of it?', 'en', true],
    ['a clause cut off', 'en anglais avec', 'fr', true],
    ['a hedge', 'genre deux minutes', 'fr', true],
    ['an answer', 'nein, Entschuldigung, wir verwenden Planday', 'de', true],
    ['a place', 'Palmira (Valle del Cauca)', 'es', true],
    ['a date', '12 de noviembre de 2026', 'es', true],
    ['a word too short to name anything', 'mind', 'de', true],
    ['news about what exists', 'Unser bisheriger Webbetreuer geht mit Jahresende in Pension', 'de', true],
    ['work the catalogue does not know', 'Störungsmelder (Formular mit Kartenansicht)', 'de', false],
    ['a German compound', 'Zielgruppenanalyse', 'de', false],
    ['a feature', 'a members-only area with event booking', 'en', false],
    ['a part of a stand', 'zona de reuniones para 8 personas', 'es', false],
  ])('%s: "%s" is no deliverable: %s', (_, words, language, fragment) => {
    expect(isFragment(words, language)).toBe(fragment);
  });
});

describe('over budget', () => {
  it('over budget, the summary offers only what the proposal shows', () => {
    const { markdown } = propose(
      'We need 200 product photos on white background and 40 lifestyle shots. Budget £1,000.',
    );
    expect(markdown).not.toMatch(/Below we show what the budget covers first/);
  });
});

describe('an app named for its users', () => {
  it.each([
    ['Wir suchen einen Partner für die Entwicklung einer eigenen Mitarbeiter-App für unsere 5 Hotels.'],
    ['We want a staff app for our 300 drivers, on iOS and Android.'],
  ])('is an app: %s', (brief) => {
    const { analysis } = propose(brief);
    expect(analysis.requests.some((r) => r.kind === 'deliverable' && r.services[0] === 'mobile-app')).toBe(
      true,
    );
  });
});
