// A client who asks for a price per unit ("per reel", "pro Standort", "chiffrer chaque séance")
// gets it beside the total, from the line counted in that unit.
import { analyze, checkAnalysis, propose } from './propose';

const CREATED = '2026-11-11T09:00:00.000Z';

describe('the unit prices a client asks for', () => {
  it.each([
    ['We need reels for our socials. So could u price the reels separately per reel?', 'video'],
    [
      'Wir brauchen Fotos von unseren Autohäusern. Bitte Preis pro Standort angeben, wir entscheiden dann.',
      'location',
    ],
    [
      "Nous souhaitons deux séances photo pour l'hôtel. Merci de chiffrer chaque séance séparément.",
      'session',
    ],
    ['Necesitamos fotos de producto para la tienda. Preferimos pagar por foto o por modelo.', 'photo'],
  ])('reads the unit in "%s"', (text, unit) => {
    const { analysis } = analyze(text, CREATED);
    expect(analysis.engagement.unitPrices?.map((u) => u.unit)).toContain(unit);
    expect(checkAnalysis(analysis)).toEqual([]);
  });

  it('states the price of one unit of the line counted in it', () => {
    const { markdown, generated } = propose(
      'Hi! Mobile dog grooming in Melbourne. We need 12 social media posts a month and 4 reels a month. Could you price the reels separately per reel? Budget around $1,800 a month + GST, 6 months.',
      CREATED,
    );
    const clips = generated.pricingBreakdown.find((l) => l.unit === 'video');
    expect(clips).toBeDefined();
    expect(markdown).toMatch(/Priced per unit, as you asked: A\$[\d,]+ per video\./);
  });

  it('splits the price over the locations the brief counts when no line counts them', () => {
    const { markdown, generated } = propose(
      'Betreff: Fotos für unsere 6 Standorte\n\nPro Standort brauchen wir ca. 30 Fotos: Außenansicht, Showroom, Werkstatt, Team.\n\nBitte Preis pro Standort angeben. Budget: 12.000 Euro netto.',
      CREATED,
    );
    const each = Math.round(generated.totalPriceMid / 6 / 100);
    expect(markdown).toContain(
      `Einzelpreise, wie gewünscht: ${each.toLocaleString('de-DE')}\u00a0€ pro Standort.`,
    );
  });
});
