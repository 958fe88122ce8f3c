// A sum the client names for the whole organisation, or tells us not to read as the budget, is not
// what this project may cost; a spoken ceiling ("not more than a couple of grand") is.
import { analyze } from './propose';

const budgetOf = (text: string) => analyze(text).analysis.budget;

describe("budgets that are not this project's", () => {
  it("takes the pilot's cap over a training budget the client disowns", () => {
    const budget = budgetOf(
      `We'd like the pilot and the rollout priced separately. The pilot is capped at $9,500 including trainer travel and mileage.\n\nOne thing to be careful about: our total 2027 training budget is $72,000 but that covers CME, compliance trainings, EHR refreshers and everything else, so please don't read that as the budget for this.`,
    );
    expect(budget?.max).toBe(950_000);
  });

  it('reads no budget from an operating grant that covers salaries and everything', () => {
    const budget = budgetOf(
      `Could you please send us your rates for translation English > Irish, per word.\n\nJust so there's no confusion, our total operating grant for 2027 is €240,000, but that covers salaries, the centre, the college, everything. There's no set budget for translation as such, it depends on what comes in.`,
    );
    expect(budget).toBeNull();
  });

  it('reads the corrected cost cap, not the figure the client says it is not', () => {
    const budget = budgetOf(
      "Wir brauchen Unterstützung nach Aufwand für die Migration.\nDas Kostendach ist CHF 35'000.–, nicht 53'000 (Zahlendreher, sorry!).",
    );
    expect(budget?.max).toBe(3_500_000);
  });

  it.each([
    ["don't want to be spending more than a couple of grand tbh, we're only small", 200_000],
    ['Budget: a few grand at most for the logo.', 300_000],
  ])('reads "%s" as a ceiling of %i cents', (sentence, cents) => {
    const budget = budgetOf(`We're after a new logo and some new labels for our beers.\n${sentence}`);
    expect(budget?.max).toBe(cents);
  });

  it('reads the fee, not the ad spend a later sentence says the client pays itself', () => {
    const budget = budgetOf(
      `Hola, necesitamos SEO local y Google Ads para la clínica en Guadalajara.\n1. Honorarios máximo $1.500 al mes más IVA.\n2. La pauta de Google la pagamos nosotros directo con la tarjeta de la clínica, unos $2.000 mensuales, eso NO va en el fee.\nSaludos`,
    );
    expect(budget?.max).toBe(150_000);
  });
});
