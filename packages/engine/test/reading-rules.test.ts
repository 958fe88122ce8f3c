// How the ledger reads what a request is about: targets of an assessment, mentions, doubts, quotes.
import { analyze, propose } from './propose';

const deliverables = (text: string) =>
  analyze(text).analysis.requests.filter((r) => r.kind === 'deliverable');

describe('what an assessment is of', () => {
  it('tests the apps a pentest brief lists instead of building them', () => {
    const rows = deliverables(
      'We need an independent penetration test.\n\nScope:\n- Customer web app (React SPA, ~35 screens)\n- Public REST API, roughly 140 endpoints\n- iOS and Android apps (React Native)',
    );
    expect(rows.flatMap((r) => r.services)).toEqual(['web-app-test', 'api-test', 'mobile-app-test']);
    expect(rows.find((r) => r.services[0] === 'api-test')?.quantity).toBe(140);
  });

  it('still builds what the brief asks to be made before it is tested', () => {
    const rows = deliverables(
      'We need a penetration test, and we also need you to build a new customer web app.',
    );
    expect(rows.flatMap((r) => r.services)).toContain('web-app');
  });
});

describe('mentions are not more work', () => {
  it('does not price a service again when a later sentence only mentions it', () => {
    const rows = deliverables(
      'Le projet comprend :\n- un nouveau logo ;\n- une charte graphique complète ;\n- la déclinaison sur 34 étiquettes.\n\nNous voulons dévoiler la nouvelle identité au salon le 14 mars 2027, avec les premières étiquettes imprimées, comptez environ quatre semaines chez notre imprimeur.',
    );
    expect(rows.filter((r) => r.services.includes('label-design'))).toHaveLength(1);
    expect(rows.some((r) => r.services.includes('brand-identity'))).toBe(false);
  });
});

describe('doubts and brackets', () => {
  it('keeps a doubt with the part that says it, and reads work named only in brackets', () => {
    const rows = deliverables(
      'Looking for local SEO, Google Business Profile optimization for all 3 locations, some content (maybe 2 blog posts a month?), and monthly reporting.',
    );
    expect(rows.find((r) => r.services[0] === 'local-seo')?.optional).toBe(false);
    expect(rows.find((r) => r.services[0] === 'blog-articles')).toEqual(
      expect.objectContaining({ quantity: 2, optional: true }),
    );
  });

  it('takes what a quote is for as the request, without counting its article', () => {
    const rows = deliverables('On aimerait avoir une soumission pour un nouveau site Web. Environ 12 pages.');
    expect(rows.find((r) => r.services[0] === 'website')?.unit).not.toBe('location');
  });
});

describe('the calendar of the work', () => {
  it('starts no phase between Christmas and the new year, and retests after the client’s fixes', () => {
    const { markdown } = propose(
      'We need a penetration test of our customer portal and a retest once the findings are fixed. Budget €20k.',
      '2026-11-20T09:00:00Z',
    );
    expect(markdown).toMatch(/Retest after your fixes/);
    expect(markdown).not.toMatch(/\| (?:2[1-9]|3[01]) December|\| [1-3] January/);
  });
});

describe('names of lines', () => {
  const brief =
    "Ce qu'on veut :\n1. Un nouveau site Web d'environ 12 pages\n2. Un formulaire de demande de soumission avec envoi de photos\n3. L'intégration de nos avis Google";
  it('leaves a list’s numbers out of the names outside a tender', () => {
    expect(
      propose(brief)
        .generated.pricingBreakdown.map((l) => l.item)
        .join(' '),
    ).not.toMatch(/(?:^|\s)[1-3] \p{Lu}/u);
  });

  it('reads photos a form carries as the form’s, not as a shoot', () => {
    expect(deliverables(brief).flatMap((r) => r.services)).not.toContain('photo-shoot');
  });
});

describe('requests in tables and fields', () => {
  it('reads a table typed as text as one request a row, counted by the cell after it', () => {
    const rows = deliverables(
      "Here's what we have in mind:\n\nActivity | Participants | Notes\n---|---|---\nStakeholder interviews | 8 internal | clinic managers\nParent interviews | 16 | English and Spanish\nUsability testing of the current portal | 10 | remote OK",
    );
    expect(rows.map((r) => r.quantity)).toEqual([8, 16, 10]);
  });

  it('reads a field that asks for work, and how often its label says', () => {
    const rows = deliverables(
      'Buscamos agencia para llevar las redes de las dos marcas.\n\nPor cuenta y por mes: 12 publicaciones en Instagram (posts + reels).\nEmpresa: Grupo Diseño Web SL',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(expect.objectContaining({ quantity: 12, per: 'month' }));
  });
});

describe('fragments are not work', () => {
  it.each([
    [
      'en',
      'We are NOT asking for the tenant portal in this phase; that will be a separate procurement in 2028. We need a new website.',
      /separate procurement/,
    ],
    ['de', 'Wir brauchen eine neue Website. Budget: zwischen 60 und 80 Tsd, netto.', /Tsd/],
    [
      'fr',
      'Il nous faut un nouveau logo et des cartes de visite pour 12 salariés et bénévoles.',
      /^bénévoles$/,
    ],
  ])('%s: %s', (_language, text, words) => {
    expect(deliverables(text).some((r) => words.test(r.text))).toBe(false);
  });
});

describe('the client of a web form', () => {
  it('takes the company field, without its aside, even when it is a hotel', () => {
    const { analysis } = analyze(
      'Full name: Inês Carvalho\nCompany: Casa do Rio Boutique Hotel (Porto, 28 rooms)\nEmail: ines@casadorio.pt\nAnything else? We need Google Ads management.',
    );
    expect(analysis.client.name).toBe('Casa do Rio Boutique Hotel');
  });
});
