// A budget said as people speak: the word as a label with a filler ("Le budget, euh… on se disait
// entre huit et douze mille euros"), a spelled range with no currency after it ("Budget, I was
// thinking twelve to fifteen thousand range, Canadian"), and a sum for the year that says what it
// covers ("£24,000 plus VAT for the year, covering the page rewrite and the twelve months of
// articles"), which is this work's, not a company-wide annual budget.
import { analyze } from './propose';

const CREATED = '2026-11-18T09:00:00.000Z';
const budgetOf = (text: string) => analyze(text, CREATED).analysis.budget;

describe('a budget said as people speak', () => {
  it('reads the figure after a label said with a filler', () => {
    expect(
      budgetOf(
        'On voudrait refaire le site de nos excursions en bateau à Bonifacio. Le budget, euh… on se disait entre huit et douze mille euros, quelque chose comme ça, pour tout.',
      ),
    ).toMatchObject({ min: 800_000, max: 1_200_000, currency: 'EUR' });
  });

  it('reads a spelled range of thousands with no currency, in the market’s money', () => {
    expect(
      budgetOf(
        'We want pickup pre-orders for our bakery in Winnipeg. Budget, I was thinking somewhere in the twelve to fifteen thousand range, Canadian, plus the taxes.',
      ),
    ).toMatchObject({ min: 1_200_000, max: 1_500_000, currency: 'CAD' });
    // What the thousands count is no money: "two thousand flyers".
    expect(
      budgetOf('We need print for our bakery in Winnipeg. Budget: two thousand flyers, folded.'),
    ).toBeNull();
  });

  it('takes a sum for the year that says what it covers as this work’s', () => {
    expect(
      budgetOf(
        'We need copy for our 24 service pages in Leeds and four articles a month. The partners have signed off £24,000 plus VAT for the year, covering the page rewrite and the twelve months of articles and newsletters.',
      ),
    ).toMatchObject({ max: 2_400_000, currency: 'GBP' });
    expect(
      budgetOf('We need a new logo for our shop in Leeds. Our marketing budget for the year is £60,000.'),
    ).toBeNull();
  });
});
