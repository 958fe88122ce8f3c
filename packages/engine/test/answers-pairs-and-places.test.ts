// A listed item answered after its colon ("site web : pas cette fois", "Fotos: no, las toma mi
// hermano") is read by its answer; "brauchen wir doch nicht" refuses; a language pair names the
// languages of the translation whose documents are counted in words; a request's own total of words
// wins over a count per page; a way of translating refused is no second translation; a lot's ceiling
// given with and without tax is the one before tax; a town the client is "in" is not the client.
import { analyze, propose } from './propose';

const rows = (text: string) =>
  analyze(text, '2026-11-20T10:00:00Z').analysis.requests.map((r) =>
    `${r.kind}: ${r.services.join(',')} ${r.quantity ?? ''}`.trim(),
  );

describe('answers, language pairs and places', () => {
  it('reads a listed item by the yes or no after its colon', () => {
    const french = rows(
      [
        'Voici notre liste, avec ce que nous faisons nous-mêmes :',
        '- création du logo : oui',
        '- site web : pas cette fois, on en reparlera',
        '- panneau pour la boutique : plus tard, pas dans ce devis',
      ].join('\n'),
    );
    expect(french).toContain('deliverable: logo');
    expect(french.some((r) => r.startsWith('deliverable: website'))).toBe(false);
    expect(french.some((r) => r.startsWith('deliverable: signage'))).toBe(false);
    const spanish = rows(
      [
        'Esto es lo que hablamos en la familia:',
        '- Concepto creativo de la campaña (nombre, eslogan): sí',
        '- Sesión de fotos de los productos en la finca: no, las toma mi hermano que es fotógrafo',
        '- 12 piezas gráficas para Instagram: sí',
      ].join('\n'),
    );
    expect(spanish).toContain('deliverable: marketing-strategy');
    expect(spanish).toContain('deliverable: social-posts 12');
    expect(spanish.some((r) => r.startsWith('deliverable: photo-shoot'))).toBe(false);
  });

  it('drops work a newer message says is not needed after all', () => {
    const thread = rows(
      [
        'Hallo Herr Berger,',
        '',
        'zwei Änderungen nach unserer Besprechung:',
        '- Das Fotoshooting brauchen wir doch nicht. Wir haben genug Bilder.',
        '- Der Prospekt wird kürzer: 12 Seiten statt 16.',
        '',
        '-----Ursprüngliche Nachricht-----',
        'Von: Anna Berger',
        '',
        'Wir brauchen:',
        '1. Einen Prospekt mit 16 Seiten',
        '2. Ein Fotoshooting in unserer Werkstatt',
      ].join('\n'),
    );
    expect(thread.some((r) => r.startsWith('deliverable: photo-shoot'))).toBe(false);
    expect(
      thread.some((r) => r.startsWith('deliverable: brochure') || r.startsWith('deliverable: print')),
    ).toBe(true);
  });

  it('prices the documents a language pair translates by their words, for each language', () => {
    const { generated } = propose(
      [
        'Betreff: Anfrage Übersetzung Bedienungsanleitungen',
        '',
        'Wir möchten mit einem Pilot beginnen:',
        '- 8 Bedienungsanleitungen, total ca. 6’000 Wörter',
        '- Deutsch → Englisch und Deutsch → Spanisch',
        '- Das Layout machen wir selbst',
      ].join('\n'),
    );
    const lines = generated.pricingBreakdown;
    expect(lines.map((line) => line.quantity)).toEqual([12000]);
    expect(lines[0]?.unit).toBe('word');
  });

  it('takes the total of words a request gives, not its words per page', () => {
    const requests = analyze(
      [
        'Scope of the pilot:',
        '1. Translation from English to French of 20 product pages. Each page has a name, a description and care notes, total approx. 4,000 words.',
        '2. Machine translation output is not acceptable as final delivery.',
        '',
        'For information only: the full rollout is about 300 products (around 60,000 words).',
      ].join('\n'),
    ).analysis.requests.filter((r) => r.kind === 'deliverable' && r.services.includes('translation'));
    expect(requests.map((r) => r.quantity)).toEqual([4000]);
  });

  it('takes a lot ceiling before tax when the tender gives both', () => {
    const { analysis } = analyze(
      [
        'Licitación de servicios de comunicación. División en lotes:',
        '',
        'Lote 1 - Vídeo promocional de 2 minutos.',
        'Presupuesto base de licitación: 10.000,00 € (IVA excluido); 12.100,00 € (IVA incluido).',
        '',
        'Lote 2 - Fotografía: banco de 100 imágenes.',
        'Presupuesto base de licitación: 4.000,00 € (IVA excluido); 4.840,00 € (IVA incluido).',
      ].join('\n'),
    );
    expect(analysis.engagement?.lots?.map((lot) => lot.ceiling)).toEqual([1000000, 400000]);
    expect(analysis.budget?.max).toBe(1400000);
  });

  it('does not take the town a client is in for the client', () => {
    const { analysis } = analyze(
      [
        'Subject: Newsletter design - Harbourside Bikes',
        '',
        "Kia ora, I'm Tama from a family bike shop in Ōpōtiki.",
        'We need a newsletter template. Budget about NZ$1,500.',
        '',
        'Cheers,',
        'Tama',
        'Harbourside Bikes',
        'Ōpōtiki, Bay of Plenty',
      ].join('\n'),
    );
    expect(analysis.client?.name).toBe('Harbourside Bikes');
  });
});
