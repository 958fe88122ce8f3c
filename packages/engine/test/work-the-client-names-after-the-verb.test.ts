// Who does the work is often named after the verb: "las traducciones las hacemos nosotros", "la
// mise en page est faite par notre graphiste", "von unserer Grafikerin gestaltet". That work is the
// client's, and a refusal said after the work ("la traducción no hace falta", "don't quote it")
// refuses it: neither is priced.
import { analyze, propose } from './propose';

const kindOf = (text: string, words: RegExp) =>
  analyze(text).analysis.requests.find((r) => words.test(r.text))?.kind;

describe('work the client names its doer for after the verb', () => {
  it.each([
    ['Las traducciones al inglés y al francés las hacemos nosotros.', /traducciones/],
    ['Necesitamos una web nueva. El alemán lo traduce mi socia Katrin.', /alemán/],
    ['Nous voulons un nouveau site. La mise en page est faite par notre graphiste.', /mise en page/],
    ['We need a new website. The website copy is being written by our marketing lead.', /copy/],
    [
      'Wir brauchen eine neue Website. Die Website-Texte werden von unserer Marketingleiterin geschrieben.',
      /Texte/,
    ],
  ])('reads "%s" as the client’s own work', (text, words) => {
    expect(kindOf(text, words)).toBe('client');
  });

  it('still prices work that others only use', () => {
    expect(kindOf('We need a booking app used by our patients.', /booking app/)).toBe('deliverable');
  });

  it('does not price what a refusal after it takes out', () => {
    const brief = [
      'Hola, somos un centro de buceo en Lanzarote.',
      'Necesitamos una página web nueva con reservas online.',
      'El alemán lo traduce mi socia Katrin, así que la traducción no hace falta.',
    ].join('\n');
    const { generated } = propose(brief);
    const lines = [...generated.pricingBreakdown, ...generated.pricingOptions].map((l) => l.item);
    expect(lines.some((item) => /traduc/i.test(item))).toBe(false);
  });
});
