// Work the client only checks ("los revisa nuestro gerente técnico", "we'll approve each draft") is
// still ours to make; what the work is for ("damit die Firma danach selbst weiterbauen kann") does not
// say who does it. A client that writes the copy itself keeps it.
import { analyze } from './propose';

const kindOf = (text: string, words: RegExp) =>
  analyze(text).analysis.requests.find((r) => words.test(r.text) && r.kind !== 'constraint')?.kind;

describe('what the client only checks or wants to be able to do', () => {
  it('keeps work the client reviews as ours', () => {
    const text = [
      'Queremos un servicio mensual de SEO:',
      '- 4 artículos de blog al mes (unas 1.200 palabras c/u)',
      '',
      'Los artículos los revisa nuestro gerente técnico antes de publicar, eso es por nuestra parte.',
    ].join('\n');
    expect(analyze(text).analysis.requests.filter((r) => r.kind === 'client')).toEqual([]);
  });

  it('keeps training whose purpose is the client working alone as ours', () => {
    const text = [
      'Wir brauchen:',
      '1. Sechs Power-BI-Dashboards',
      '2. Schulung für 2 Key-User, damit die Firma danach selbst weiterbauen kann',
    ].join('\n');
    expect(kindOf(text, /Schulung/)).toBe('deliverable');
  });

  it('still leaves copy the client writes itself to the client', () => {
    expect(
      kindOf('We need a new website. We will write the copy ourselves so that it sounds like us.', /copy/),
    ).toBe('client');
  });
});
