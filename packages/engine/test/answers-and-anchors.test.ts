// Replies written under the questions they answer are read with their question; a yes or no
// answers for the work the question names. Amounts are read as people write them ("will go to
// £18k", "1.2 MSEK", "35 000 dirhams", "never more than 450 € a month"); a deadline counted
// from an award or order is dated from the award the brief gives, one counted back from a date
// before it, and "before April" ends in March. A list of must-haves is the scope, and a label
// that opens with a negation lists what is not wanted.
import { analyze, itemsOf, propose } from './propose';

const CREATED = '2026-11-23T10:00:00.000Z';

describe('an answer under a quoted question', () => {
  const thread = [
    'Bonjour,',
    '',
    'Je réponds dans le texte.',
    '',
    '> Faut-il une application mobile ?',
    "Non, pas pour l'instant.",
    '',
    '> Avez-vous un budget ?',
    'Environ 12 000 € HT.',
    '',
    '> Faut-il une boutique en ligne ?',
    'Oui, une trentaine de produits.',
    '',
    'Cordialement,',
    'Claire Martin',
  ].join('\n');

  it('refuses the work a "no" answers for', () => {
    const { generated } = propose(thread, CREATED);
    expect(itemsOf(generated).some((item) => /appli/i.test(item))).toBe(false);
  });

  it('asks for the work a "yes" answers for, at the answer’s count', () => {
    const { generated } = propose(thread, CREATED);
    const shop = generated.pricingBreakdown.find((line) => /boutique/i.test(line.item));
    expect(shop).toBeDefined();
  });

  it('takes its figure as what the question asked for', () => {
    const caps = '> 7. Budget?\nR180K-R220K FOR THE BUILD. OUR TURNOVER IS AROUND R40M.\n\nThanks,\nMarike';
    expect(analyze(caps, CREATED).analysis.budget).toMatchObject({
      min: 18_000_000,
      max: 22_000_000,
      currency: 'ZAR',
    });
  });

  it('details the build the thread’s subject line leads with', () => {
    const { generated } = propose(
      '> 1. Which platform is the current shop on?\nNone, we sell at the cellar door.\n\n> 2. Payments?\nPayFast please, we already have a merchant account.\n\n> 3. Photos?\nWe have bottle shots for all of them.\n\nThanks,\nMarike',
      CREATED,
      'Re: Kloofzicht online shop – answers',
    );
    expect(generated.pricingBreakdown.some((line) => /shop|store/i.test(line.item))).toBe(true);
  });

  it('speaks for the work its question names: "we have" is theirs, "new copy" is asked for', () => {
    const { analysis } = propose(
      '> 9. Content/photos?\nWe have bottle shots for all 22 and tasting notes. Will need new copy for the club pages - can you do that?',
      CREATED,
    );
    const kinds = Object.fromEntries(analysis.requests.map((r) => [r.services[0], r.kind]));
    expect(kinds).toMatchObject({ 'photo-shoot': 'client', copywriting: 'deliverable' });
  });

  it('titles the proposal with the work, not the reply around it', () => {
    const { markdown } = propose(
      'We need a new site for our practice, about 6 pages.',
      CREATED,
      'Fwd: website for new dental practice – answers?',
    );
    expect(markdown.split('\n')[0]).toMatch(/^# (?:.+: )?Website for new dental practice$/);
  });

  it('in a form, "No" refuses the work the field names', () => {
    const { generated } = propose(
      'Website redesign: Yes, about 12 pages\nMobile app: No\nBudget: 15000 EUR',
      CREATED,
    );
    expect(itemsOf(generated).some((item) => /mobile/i.test(item))).toBe(false);
  });
});

describe('amounts as people write them', () => {
  const budgetOf = (text: string) => analyze(text, CREATED).analysis.budget;

  it('"will go to £18k" is how far the budget goes', () => {
    expect(budgetOf('The board will go to £18k including VAT if the donations piece is in.')).toMatchObject({
      max: 1_800_000,
      currency: 'GBP',
    });
  });

  it('a monthly ceiling needs no budget word', () => {
    expect(budgetOf('Un forfait mensuel, mais sans jamais dépasser 450 € HT par mois.')).toMatchObject({
      max: 45_000,
      kind: 'monthly',
    });
  });

  it('"1.2 MSEK" is millions of kronor and "35 000 dirhams" Moroccan dirhams', () => {
    expect(budgetOf('Budget for this phase is roughly 1.2 MSEK.')).toMatchObject({
      max: 120_000_000,
      currency: 'SEK',
    });
    expect(budgetOf('Budget : 35 000 dirhams HT.')).toMatchObject({ max: 3_500_000, currency: 'MAD' });
  });
});

describe('a deadline counted from the award', () => {
  it('is dated from the award the brief gives', () => {
    const rfp =
      'Termine:\n- Bieterfragen bis: 18.12.2026\n- Zuschlag voraussichtlich: 26.02.2027\n- Go-live: spätestens 16 Wochen nach Zuschlag';
    expect(analyze(rfp, CREATED).analysis.deadline).toBe('2027-06-18');
  });

  it('even when the award verb follows its date', () => {
    const order =
      'Lieferung: innerhalb von 8 Wochen nach Auftragserteilung. Den Auftrag möchten wir bis 11. Dezember vergeben.';
    expect(analyze(order, CREATED).analysis.deadline).toBe('2027-02-05');
  });
});

describe('a date the work is due', () => {
  const deadlineOf = (text: string) => analyze(text, CREATED).analysis.deadline;

  it('counted back from the date that follows', () => {
    expect(
      deadlineOf(
        'Les visuels doivent être livrés au plus tard trois semaines avant le lancement, le 8 mars.',
      ),
    ).toBe('2027-02-15');
  });

  it('before a month or season is the day before it starts, but before its end is its end', () => {
    expect(deadlineOf('The site must be live before April.')).toBe('2027-03-31');
    expect(deadlineOf("Mise en ligne souhaitée avant l'été.")).toBe('2027-06-20');
    expect(deadlineOf('La vidéo doit être livrée avant fin avril.')).toBe('2027-04-30');
    expect(deadlineOf('We need it before the spring filing rush.')).toBeNull();
  });

  it('under a label about time, with no other word for it', () => {
    expect(
      deadlineOf(
        'Budget for this phase is 1.2 MSEK. Timing: we want our members using it when the season starts, first weekend in April.',
      ),
    ).toMatch(/^2027-04-/);
  });
});

describe('a list under a label', () => {
  const brief =
    'We are building a scheduling app.\n\nMust-haves for v1:\n- iOS + Android\n- task sign-ups with push reminders\n\nNot in v1: payments (Swish comes in v2), chat.\n\nBudget is roughly 1.2 MSEK.';

  it('of must-haves is the scope, not conditions', () => {
    const { generated } = propose(brief, CREATED);
    expect(generated.pricingBreakdown.some((line) => /mobile app/i.test(line.item))).toBe(true);
    expect(generated.pricingBreakdown.some((line) => /push/i.test(line.item))).toBe(true);
  });

  it('that opens with a negation is not wanted', () => {
    const { generated } = propose(brief, CREATED);
    expect(itemsOf(generated).some((item) => /payment/i.test(item))).toBe(false);
  });
});
