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
