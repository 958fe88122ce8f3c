// A chat from a small town names no currency and no well-known city: the town, the county and the
// words people there use say where the client is, so the proposal is priced in their money.
import { analyze } from './propose';

const marketOf = (text: string) => analyze(text).analysis.market.country;

describe('a market from the words people use', () => {
  it.each([
    [
      "[25/11/2026, 19:42] Dave: Hiya mate, Dave here from Ribble Nook Brewery in Clitheroe\n[25/11/2026, 19:43] Dave: We're after a new logo and some labels. not after a full proposal or owt just a rough idea",
      'GB',
    ],
    [
      '[25/11/2026, 21:15] Ciarán: Im one of the lads behind Corrib Bay Brewing, small brewery out in Oranmore\n[25/11/2026, 21:17] Ciarán: Looking for a rough idea what a new website would cost us. Would be great to have it up before Paddys day. Sláinte',
      'IE',
    ],
  ])('places "%s" in %s', (text, country) => {
    expect(marketOf(text)).toBe(country);
  });
});
