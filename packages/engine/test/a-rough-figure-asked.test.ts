// "How much roughly for a new website with online booking? Just need a ball park for now": the
// answer is the range for the work named, and a short call with a written quote to fix it, not a
// discovery with stakeholder interviews and an audit. A brief too vague to name work still gets one.
import { propose } from './propose';

const TODAY = '2026-11-25T10:00:00.000Z';

describe('a rough figure asked for named work', () => {
  it('answers with the range and offers a short scoping, no interviews', () => {
    const { analysis, generated, markdown } = propose(
      'Morning! How much roughly for a new website with online booking for a 22 room hotel? Just need a ball park for now',
      TODAY,
    );
    expect(analysis.engagement.ballpark).toBe(true);
    expect(generated.pricingBreakdown.map((l) => l.item)).toEqual([
      'Scoping call',
      'Report, options and fixed quote',
    ]);
    expect(markdown).toMatch(
      /You asked for a rough figure: website build \(\d+ pages\) and online booking would come to about \$[\d,]+ – \$[\d,]+/,
    );
    expect(markdown).not.toMatch(/interview/i);
  });

  it('says it in Spanish', () => {
    const { markdown } = propose(
      'Una pregunta rápida, ¿cuánto costaría más o menos una app para reservar las pistas? Solo necesito una cifra aproximada.',
      TODAY,
    );
    expect(markdown).toMatch(/Nos piden una cifra aproximada: app móvil/);
  });

  it('keeps the discovery for a brief that names no work', () => {
    const { analysis, markdown } = propose('We want to grow online. Tell us what we should be doing.', TODAY);
    expect(analysis.engagement.ballpark).toBeUndefined();
    expect(markdown).toMatch(/stakeholder interviews/);
  });
});
