// Month to month means no fixed term: a term the client refuses ("no queremos firmar por un año",
// another agency's 12-month contract "that's a no for us") is not the term, and days of notice count.
import { analyze, propose } from './propose';

const engagementOf = (text: string) => analyze(text).analysis.engagement;

describe('terms a retainer runs on', () => {
  it.each([
    `Buscamos agencia para redes: 12 publicaciones al mes y 4 reels al mes. Tenemos pensado pagar alrededor de $15 mil al mes más IVA. No queremos firmar por un año, preferimos mes a mes y que cualquiera de las dos partes pueda cancelar avisando con 30 días.`,
    `We need someone to take over our socials: 12 posts a month and 4 reels a month. Budget around 2.5k a month. Another agency quoted us $3,200/month but wanted a 12 month contract and that's a no for us. We'd want month to month, 30 days notice either side.`,
  ])('reads month to month with a month of notice, not the refused year, in "%s"', (text) => {
    const engagement = engagementOf(text);
    expect(engagement.model).toBe('retainer');
    expect(engagement.noticeMonths).toBe(1);
    expect(engagement.months).not.toBe(12);
  });

  it('keeps a stated term before the notice that follows it', () => {
    const engagement = engagementOf(
      'Social-Media-Betreuung: 8 Posts pro Monat, Budget 1.500 € pro Monat. Laufzeit 12 Monate, danach monatlich kündbar mit 3 Monaten Frist.',
    );
    expect(engagement.months).toBe(12);
    expect(engagement.noticeMonths).toBe(3);
  });

  it('states the fee month to month, with its total only over the months it is held', () => {
    const { markdown } = propose(
      `We need someone to take over our socials: 12 posts a month and 4 reels a month. Budget around $2,500 a month. We'd want month to month, 30 days notice either side.`,
    );
    expect(markdown).toMatch(/a month with no fixed term, .+ over the first \d+ months/u);
    expect(markdown).not.toMatch(/a month for \d+ months/u);
  });
});
