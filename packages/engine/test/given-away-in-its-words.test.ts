// A message saying the client's people do some of the work gives away the work it names in the
// request's own words: "front of house team do the stories" leaves "3 posts a week" asked; and a
// sum that is "the whole audience development project, it's not all for this" is not the budget
// when the board has agreed a monthly fee for this retainer.
import { analyze, itemsOf, propose } from './propose';

const CREATED = '2026-11-23T09:00:00.000Z';

const THREAD = `#marketing-2027 - exported 23/11/2026

Ros Penhaligon [09:18]
I was thinking 3 posts a week across Instagram and Facebook plus a couple of reels a week in season, for our theatre in Cornwall.

Ros Penhaligon [09:22]
We'll keep doing replies ourselves, front of house team do the stories on show nights anyway.

Jago Trethewey [09:25]
Budget? The Arts Council money is £40k but that's the whole audience development project, it's not all for this

Demelza Rowe [10:02]
Board agreed yesterday: £2,000 a month plus VAT for the social retainer, six months.`;

describe('work given away in its own words', () => {
  it('keeps the posts asked for when the client’s people do the stories', () => {
    expect(itemsOf(propose(THREAD, CREATED).generated).join(' | ')).toMatch(/posts/iu);
  });

  it('takes the fee agreed for this work, not the whole project’s money', () => {
    expect(analyze(THREAD, CREATED).analysis.budget).toMatchObject({
      max: 1_200_000,
      currency: 'GBP',
      months: 6,
    });
  });
});
