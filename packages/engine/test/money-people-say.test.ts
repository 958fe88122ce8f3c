// Budgets as people say them: "medio millón de pesos", "sixty to eighty grand", "on peut mettre
// 3-4 k€", "Budget: 60k" mid-line, "put aside", "nos autorizaron"; and money already spent ("two
// years ago we paid a consultant about $22k") and a rate limit ("Stundensatz-Limit") are no budget.
import { analyze, propose } from './propose';

const CREATED = '2026-11-10T09:00:00.000Z';
const budgetOf = (text: string) => analyze(text, CREATED).analysis.budget;

describe('a budget as people say it', () => {
  it('reads half a million in Spanish words, authorised', () => {
    expect(
      budgetOf(
        'Hola, necesitamos un evento en Monterrey. Nos autorizaron medio millón de pesos más IVA para todo.',
      ),
    ).toMatchObject({ max: 50_000_000, currency: 'MXN' });
  });

  it('reads a range in grand put aside, in the place’s money', () => {
    expect(
      budgetOf(
        "G'day, we want an app for our laundromats in Melbourne. Budget, um, we've put aside like sixty to eighty grand for the whole thing.",
      ),
    ).toMatchObject({ min: 6_000_000, max: 8_000_000, currency: 'AUD' });
  });

  it('reads a figure after a label in the middle of a line', () => {
    expect(budgetOf('We want an app for our shops in Melbourne. Budget: 60k.')).toMatchObject({
      max: 6_000_000,
      currency: 'AUD',
    });
  });

  it('reads what the client can put on the work', () => {
    expect(
      budgetOf(
        'Il nous faut des packshots pour notre boutique de Bordeaux. On peut mettre 3-4 k€ là-dessus, pas plus.',
      ),
    ).toMatchObject({ min: 300_000, max: 400_000, currency: 'EUR' });
  });

  it('does not take an hourly or daily rate limit for the budget', () => {
    expect(
      budgetOf(
        'Wir suchen Wartung für unsere App in Stuttgart. Unser Stundensatz-Limit liegt bei max. 95 € netto.',
      ),
    ).toBeNull();
  });

  it('does not take money already spent for the budget', () => {
    expect(
      budgetOf(
        'We need a data assessment. Two years ago we paid a consultant about $22k to build us a Tableau dashboard.',
      ),
    ).toBeNull();
  });
});

describe('a limit on the rate', () => {
  it('is the most the proposal charges an hour, a day rate counted in eight hours', () => {
    const hourly = propose(
      'Wir suchen Wartung für unsere App in Stuttgart, ca. 20 Stunden im Monat, Abrechnung nach Aufwand. Unser Stundensatz-Limit liegt bei max. 95 € netto.',
      CREATED,
    );
    expect(hourly.analysis.engagement.rateCap).toBe(9_500);
    expect(hourly.markdown).toMatch(/95\s€\spro Stunde/);
    expect(hourly.markdown).not.toMatch(/\d{3}\s€\spro Stunde/);
    const daily = analyze(
      'Fonctionnement : en régie, au temps passé, TJM plafonné à 750 € HT. Nous cherchons un AMO pour choisir notre ERP à Nantes.',
      CREATED,
    );
    expect(daily.analysis.engagement.rateCap).toBe(9_375);
  });
});
