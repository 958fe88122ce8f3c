// The review step judges a proposal as its buyer would: against the budget the brief states, in the
// same terms (a monthly budget against the monthly fee, not against the term's total).
import { propose } from './propose';

const RETAINER =
  "Hi,\n\nWe'd like a single content partner: 6 blog articles a month for our SaaS blog, plus a monthly " +
  'editorial calendar. Budget: around $5k/month all in. Could we start in January?\n\nBest,\nLauren Okafor\n' +
  'Head of Marketing, Quillfield Analytics';

describe('the budget as the brief states it', () => {
  it('holds a retainer to a monthly budget month by month, not its whole term to one month', () => {
    const { analysis, generated, defects, score } = propose(RETAINER);
    expect(analysis.budget).toMatchObject({ kind: 'monthly', max: 500_000 });
    expect(generated.totalPriceMid).toBeGreaterThan(500_000 * 2);
    expect(defects).not.toContain('budget ignored');
    expect(score.reasons.join(' ')).not.toMatch(/above the stated budget/);
  });
});
