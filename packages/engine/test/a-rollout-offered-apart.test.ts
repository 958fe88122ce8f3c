// "Try it at one clinic first": the pilot is the price; the rollout the client lists as an option is
// more of the same work, priced apart as an option and not named among what the proposal covers.
import { propose } from './propose';

const BRIEF = `What we want is to try it at one clinic first and see if it works before we commit to all six.

PILOT (Kearney clinic):
- two half-day in-person workshops for front desk / scheduling staff, about 22 people total split over the 2 sessions
- a one-page quick reference card staff can keep at the desk

ROLLOUT (option only, decide after pilot results):
- same workshops at the other 5 clinics, April thru June 2027

We'd like the pilot and the rollout priced separately. The pilot is capped at $9,500 including trainer travel.`;

describe('a rollout offered apart', () => {
  const { generated, markdown } = propose(BRIEF);

  it('prices the pilot and offers the rollout of the same work as an option', () => {
    expect(generated.pricingBreakdown.some((l) => /workshop/iu.test(l.item))).toBe(true);
    const option = generated.pricingOptions.find((l) => /workshop/iu.test(l.item));
    expect(option?.basis).toMatch(/other 5 clinics/u);
    const coverage = generated.scope.coverage?.find((c) => /other 5 clinics/u.test(c.request));
    expect(coverage?.decision).toBe('option');
  });

  it('names only the pilot among what the proposal covers', () => {
    const summary = markdown.split('\n').find((line) => line.startsWith('This proposal covers')) ?? '';
    expect(summary.match(/workshops/giu)?.length).toBe(1);
  });
});
