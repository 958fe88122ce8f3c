// A client corrects a count later in a thread: "al final son DOS videos cortos, no tres", "3, not 4",
// "nicht vier, sondern drei". The request is priced at the newer figure, once.
import { analyze } from './propose';

const countOf = (text: string, words: RegExp) =>
  analyze(text)
    .analysis.requests.filter((r) => r.kind === 'deliverable' && words.test(r.text))
    .map((r) => r.quantity);

describe('a count the client corrects', () => {
  it('takes the newer figure said before the older one', () => {
    const brief = [
      'Hola, necesitamos para el hotel:',
      '- 1 video promocional principal de unos 2 minutos',
      '- 3 videos cortos verticales para Instagram',
      '- unas 60 fotos editadas',
      '',
      'Una corrección: al final son DOS videos cortos para redes, no tres.',
    ].join('\n');
    expect(countOf(brief, /videos cortos/)).toEqual([2]);
    expect(countOf(brief, /fotos/)).toEqual([60]);
  });

  it('takes it when the older figure comes first', () => {
    const brief = [
      'Hi, we need a quote for our summit.',
      'We need:',
      '- 6 pull-up banners',
      '- 250 printed brochures',
      '',
      'Sorry, correction on the banners: not 6 but 4.',
    ].join('\n');
    expect(countOf(brief, /banners/)).toEqual([4]);
    expect(countOf(brief, /brochures/)).toContain(250);
  });

  it('leaves counts alone when nothing is corrected', () => {
    const brief = [
      'We need:',
      '- 6 pull-up banners',
      '- 250 printed brochures',
      'Not all at once though.',
    ].join('\n');
    expect(countOf(brief, /banners/)).toEqual([6]);
  });
});
