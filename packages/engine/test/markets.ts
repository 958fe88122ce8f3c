// What a brief from a market reads as, and a proposal priced there, for the market tests.
import { analyze, CREATED_AT, propose } from './propose';

/** The budget and the market the analysis reads. */
export const marketFactsOf = (text: string, createdAt = CREATED_AT) => {
  const { analysis } = analyze(text, createdAt);
  return { budget: analysis.budget, market: analysis.market };
};

/** The day the briefs of the later market tests are received. */
export const MARKET_DAY = '2026-11-24T09:00:00.000Z';

/** The budget and the market read from a brief received on the market day. */
export const factsOnMarketDay = (text: string) => marketFactsOf(text, MARKET_DAY);

/** The budget and the market read from a brief hold these fields. */
export function expectRead(
  facts: ReturnType<typeof marketFactsOf>,
  budget: Record<string, unknown>,
  market: Record<string, unknown>,
): void {
  expect(facts.budget).toEqual(expect.objectContaining(budget));
  expect(facts.market).toEqual(expect.objectContaining(market));
}

/** The proposal is in `currency`, and each phrase is written in it as the client writes it. */
export function expectPricedIn(
  text: string,
  currency: string,
  written: readonly string[],
  createdAt: string,
): void {
  const { generated, markdown } = propose(text, createdAt);
  expect(generated.currency).toBe(currency);
  for (const phrase of written) expect(markdown).toContain(phrase);
}
