// A start chosen from the deadline (halfway to the latest safe start) is a working day: never the
// kick-off on 21 December, when client and studio are away.
import { propose } from './propose';

describe('the day the work starts', () => {
  const { generated, markdown } = propose(
    'Für unser Kundenportal (ca. 60.000 registrierte Nutzer) benötigen wir einen Penetrationstest inklusive Abschlussbericht. Budget: 12.500,00 EUR. Der Bericht muss bis 15. März 2027 vorliegen.',
    '2026-10-20T10:00:00Z',
  );

  it('is the first Monday back when the date it would have fallen on is in the holidays', () => {
    expect(generated.proposedStartDate).toBe('2027-01-04');
    expect(markdown).toMatch(/Kick-off am Montag, 4\. Januar 2027/);
    expect(markdown).not.toMatch(/21\. Dezember/);
  });
});

describe('the start of tendered work', () => {
  it('waits for an award the tender does not date: three weeks after the bids are due', () => {
    const { generated, markdown } = propose(
      'Request for tender: redesign of the council website, about 40 pages.\n\nTenders must be submitted by 4 December 2026, 12:00. Evaluation criteria: price 40 %, quality 60 %.\n\nBudget: up to £60,000 excluding VAT.',
      '2026-11-09T09:00:00Z',
    );
    expect(generated.proposedStartDate >= '2026-12-25').toBe(true);
    expect(markdown).toMatch(/after the award, which we assume by 25 December 2026/);
  });
});
