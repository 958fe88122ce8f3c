// What a proposal leaves out is named as work ("Logo", "Voice-over"), not echoed in the client's
// own sentence ("ya tenemos logo: corre de su cuenta"); a list's label is no part of it, and a
// remark that names no work is quoted as theirs when short, else left to the coverage. Nor do its
// open questions ask for a budget the brief leaves to us on purpose.
import { analyze, propose } from './propose';

const CREATED = '2026-11-23T10:00:00.000Z';

const notIncluded = (markdown: string): string[] =>
  (markdown.split(/\n## /).find((s) => /^(?:Not included|Qué no incluye|Nicht enthalten|Hors)/.test(s)) ?? '')
    .split('\n')
    .filter((line) => line.startsWith('- '));

describe('what a proposal leaves out', () => {
  it('is named as the work, not in the client’s sentence', () => {
    const { markdown } = propose(
      'Hola, necesitamos una tienda Shopify para nuestro café, unos 40 productos. Ya tenemos logo. No voice-over, please. Presupuesto 6.000 €.',
      CREATED,
    );
    const lines = notIncluded(markdown);
    expect(lines.some((line) => /tenemos/i.test(line))).toBe(false);
  });

  it('drops the label its list stood under', () => {
    const { markdown } = propose(
      'Wir brauchen einen Penetrationstest unserer Web-App.\n\nNicht im Umfang: interne Infrastruktur, Social Engineering.\n\nBudget: 20.000 €.',
      CREATED,
    );
    expect(notIncluded(markdown).some((line) => /Nicht im Umfang/.test(line))).toBe(false);
  });
});

describe('a need denied', () => {
  it('is a refusal, unlike something the client lacks', () => {
    const { scope } = analyze(
      "Nous souhaitons un site vitrine. Nous n'avons pas besoin de logo. Nous n'avons aucune photo.",
      CREATED,
    );
    expect(scope.outOfScope.some((text) => /besoin de logo/.test(text))).toBe(true);
    expect(scope.outOfScope.some((text) => /photo/.test(text))).toBe(false);
  });
});

describe('the open questions', () => {
  it('ask no budget range of a brief that leaves the price to us on purpose', () => {
    const { analysis } = analyze(
      'We need a chatbot for our support team, answering from our help centre. We haven’t set a budget yet and would like to understand what this typically costs first.',
      CREATED,
    );
    expect(analysis.openQuestions.some((q) => /budget/i.test(q))).toBe(false);
  });
});

describe('what the client says they do not need', () => {
  const kinds = (text: string) =>
    Object.fromEntries(
      analyze(text, '2026-10-01T09:00:00.000Z').analysis.requests.flatMap((r) =>
        r.services.map((s) => [s, r.kind]),
      ),
    );

  it('leaves out everything listed under a heading that refuses it', () => {
    expect(
      kinds(
        "What we need:\n- New website, roughly 15-20 pages\n- Careers page\n\nWhat we DON'T need:\n- Logo/brand - the group refreshed it in 2024, we'll send the CI manual\n- Product photography - we have photos from last year's shoot\n\nBudget R240 000.",
      ),
    ).toMatchObject({ website: 'deliverable', logo: 'exclusion', 'product-photos': 'exclusion' });
  });

  it('leaves out what follows a lead-in that refuses it, in the same line', () => {
    expect(
      kinds(
        'Was ich bräucht:\n- neues Logo\n- Visitenkarten\n\nWas ich NICHT brauch: Website macht mein Cousin nächstes Jahr, Fotos hab ich von einem Fotografen aus Mistelbach, und drucken tut die Etikettendruckerei in Mistelbach, mit der wir seit 20 Jahren arbeiten – die brauchen nur die Druckdaten von Ihnen.',
      ),
    ).toMatchObject({
      logo: 'deliverable',
      website: 'exclusion',
      'photo-shoot': 'exclusion',
      'print-management': 'exclusion',
    });
  });

  it('names what it leaves out by the work, not in the client’s sentence about who does it', () => {
    const { markdown } = propose(
      'Was ich bräucht:\n- neues Logo\n- Visitenkarten\n\nWas ich NICHT brauch: Website macht mein Cousin nächstes Jahr.',
      '2026-10-01T09:00:00.000Z',
    );
    expect(notIncluded(markdown).join('\n')).not.toMatch(/Cousin/);
  });

  it.each([
    [
      'Wir brauchen eine Analyse der Guest Journey. Die Website wurde 2025 neu gemacht und ist nicht Thema.',
      'website',
    ],
    [
      'Queremos gestión de redes, 12 posteos por mes. El logo y el manual de marca ya están.',
      'brand-guidelines',
    ],
  ])('prices nothing the client calls no topic or already there: "%s"', (text, service) => {
    expect(kinds(text)[service]).not.toBe('deliverable');
  });
});

describe('the costs others charge', () => {
  it('are said once, for the main work, not once for each kind of work in the quote', () => {
    const { markdown } = propose(
      'We need a new website, about 10 pages, with an online shop for 40 products on Shopify. Budget £15,000.',
      CREATED,
    );
    const lines = notIncluded(markdown).filter((l) => /paid directly by you/.test(l));
    expect(lines).toHaveLength(1);
  });
});

describe('a newer message that asks for only part of the work', () => {
  it('leaves the wish list it forwards out of the price, as not included', () => {
    const text = [
      'Buenas tardes don Andrés, le reenvío el correo del presidente del Consejo.',
      '',
      '---------- Mensaje reenviado ----------',
      'De: Presidencia Consejo de Administración',
      'Fecha: lun, 16 nov 2026 21:14',
      'Asunto: digitalización coope',
      '',
      'Karla, necesitamos página web, una tienda en línea y redes sociales. Favor buscar quién nos ayude.',
      '',
      '---------- Fin del mensaje reenviado ----------',
      '',
      'Don Andrés, lo que le estaríamos pidiendo AHORITA es solamente un diagnóstico y una hoja de ruta, no el desarrollo.',
      '',
      'Lo que esperamos del diagnóstico:',
      '- un taller de medio día con el Consejo',
      '- la hoja de ruta priorizada con estimación de costos por etapa',
      '',
      'Presupuesto: ₡6.500.000, IVA incluido.',
    ].join('\n');
    const kinds = Object.fromEntries(
      analyze(text, '2026-11-17T09:00:00.000Z').analysis.requests.flatMap((r) =>
        r.services.map((s) => [s, r.kind]),
      ),
    );
    expect(kinds).toMatchObject({ website: 'exclusion', roadmap: 'deliverable' });
    expect(
      Object.entries(kinds)
        .filter(([, kind]) => kind === 'deliverable')
        .map(([s]) => s),
    ).not.toContain('social-media-management');
  });
});

describe('the stages of payment a tender sets', () => {
  it.each([
    'LOT 2: ONLINE COLLECTIONS WEBSITE\n\nDesign and build of a public website of about 20 pages.\n\n7. PAYMENT\n\nLot 1: 50% on completion of small-object photography, 50% on delivery of all files.\nLot 2: 30% on design sign-off, 50% on launch, 20% on sign-off 3 months after launch.',
    'Nous voulons un nouveau site de 10 pages.\n\nModalités : 30 % à la signature, 70 % à la livraison.',
  ])('are no work to price: %s', (text) => {
    const rows = analyze(text, '2026-10-01T09:00:00.000Z').analysis.requests;
    expect(rows.filter((r) => /%/.test(r.text))).toEqual([]);
  });
});
