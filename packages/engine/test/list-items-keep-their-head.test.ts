// A list item names its work with its first noun: "Design of the printed programme", "Test
// d'intrusion externe", "Fotografía de producto". A verb that only opens a request is left out of a
// line's name; the same word used as the item's noun is not.
import { analyze } from './propose';

const deliverables = (text: string) =>
  analyze(text)
    .analysis.requests.filter((r) => r.kind === 'deliverable')
    .map((r) => r.text);

describe('a list item keeps the noun it opens with', () => {
  it('keeps a work noun followed by what it is of', () => {
    const rows = deliverables(
      [
        'Hi, we need a quote for our summit.',
        'We need:',
        '- design of the printed program (approx 20 pages)',
        '- design and layout of a 48-page A5 visitor guide',
      ].join('\n'),
    );
    expect(rows).toEqual(expect.arrayContaining([expect.stringMatching(/^design of the printed program/)]));
    expect(rows.some((r) => /^and layout/.test(r))).toBe(false);
  });

  it('keeps it in French and Spanish, and never cuts a word in two', () => {
    const french = deliverables(
      [
        'Bonjour, nous souhaitons :',
        "1. Test d'intrusion externe de notre portail patients",
        '2. Audit du réseau interne des deux sites',
      ].join('\n'),
    );
    expect(french).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Test d'intrusion/),
        expect.stringMatching(/^Audit du réseau/),
      ]),
    );
    const spanish = deliverables(
      [
        'Hola, os paso lo que necesitamos:',
        '1. Web corporativa nueva',
        '2. Fotografía de producto de 45 referencias',
      ].join('\n'),
    );
    expect(spanish).toEqual(expect.arrayContaining([expect.stringMatching(/^Fotografía de producto/)]));
  });
});
