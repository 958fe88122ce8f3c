// Budgets and dates as people write them: "two and a half thousand euro", "keep it under 4k a
// month", "un plafond de 4 500 par mois" (the currency from the place), a "$" in French, a grant's
// share for the work beside the organisation's operating budget, "18 million pounds of food", Easter
// and Semana Santa, and a deadline counted from a dated kick-off.
import { analyze } from './propose';

const CREATED = '2026-10-01T09:00:00.000Z';
const budgetOf = (text: string) => analyze(text, CREATED).analysis.budget;
const deadlineOf = (text: string) => analyze(text, CREATED).analysis.deadline;

describe('a budget as written', () => {
  it('reads a half in words', () => {
    expect(
      budgetOf('We need a landing page. We can spend about two and a half thousand euro on this.'),
    ).toMatchObject({
      max: 250_000,
      currency: 'EUR',
    });
  });

  it('reads a capped monthly figure without a currency in the market’s money', () => {
    const portland = budgetOf(
      'We run a brewery in Portland, OR and need 12 Instagram posts a month for 6 months. Keep it under 4k a month, that’s a hard number.',
    );
    expect(portland).toMatchObject({ currency: 'USD', kind: 'monthly', max: 2_400_000 });
    const geneva = budgetOf(
      'Maison horlogère à Genève, nous voulons 4 articles SEO par mois pendant 6 mois. Côté budget, nous avons fixé un plafond de 4 500 par mois.',
    );
    expect(geneva).toMatchObject({ currency: 'CHF', kind: 'monthly', max: 2_700_000 });
  });

  it('takes a dollar written in French as Canada’s', () => {
    expect(
      budgetOf(
        'Nous voulons une vidéo de marque de 90 secondes. Le budget tourne autour de 25 000 $ avant taxes.',
      ),
    ).toMatchObject({ currency: 'CAD', max: 2_500_000 });
  });

  it('takes the grant’s share for the work, not the operating budget or a weight in pounds', () => {
    const budget = budgetOf(
      [
        'We have been awarded a grant that includes $30,000 for data and reporting, and need 4 dashboards.',
        'We distribute about 18 million pounds of food a year, with an annual operating budget of roughly $4.2M.',
      ].join(' '),
    );
    expect(budget).toMatchObject({ max: 3_000_000, currency: 'USD' });
  });
});

describe('a deadline as written', () => {
  it.each([
    ['Die App soll spätestens zu Ostern 2027 laufen. Budget 80.000 €.', '2027-03-28'],
    ['Necesitamos 20 fotos y un vídeo entregados antes de Semana Santa.', '2027-03-21'],
  ])('dates the days named after Easter: %s', (text, date) => {
    expect(deadlineOf(text)).toBe(date);
  });

  it('counts weeks after a dated kick-off as the end, not the start', () => {
    expect(
      deadlineOf(
        'Wir brauchen 12 Interviews und einen Usability-Test. Kick-off wäre am 2. November, und die Ergebnisse brauchen wir 6 Wochen nach dem Kick-off.',
      ),
    ).toBe('2026-12-14');
  });
});
