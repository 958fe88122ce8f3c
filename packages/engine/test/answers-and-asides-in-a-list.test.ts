// A list answered item by item ("Onlineshop - nein") refuses what it answers no to; a dismissal after
// a turn that names no other work ("we discussed it but it is dropped") still speaks of the same one;
// a refused way of writing ("no AI-written articles") keeps the articles; and the brief's talk beside
// its list (a clause, a date, a sum) is no deliverable.
import { analyze } from './propose';

const rows = (text: string) => analyze(text).analysis.requests;
const kindsOf = (text: string, service: string) =>
  rows(text)
    .filter((r) => r.services.includes(service))
    .map((r) => r.kind);

describe('answers and asides in a list', () => {
  const relaunch = `Guten Tag,\n\nfür den Relaunch unserer Website (ca. 20 Seiten) hier unsere Punkte:\n1. Konzept, Seitenstruktur - ja\n2. Wireframes - ja\n3. Onlineshop / Kundenportal - nein\n4. SEO - Grundoptimierung zum Launch ja, laufende SEO-Betreuung nein\n5. Karrierebereich mit Stellenanzeigen - ja\n6. Schulung für 2 Personen\n\nNachtrag: Wir haben jetzt 8 offene Stellen statt 6, ändert aber vermutlich nichts.\n\nMit freundlichen Grüßen\nJens Weber`;

  it('refuses what a list answers no to', () => {
    expect(kindsOf(relaunch, 'online-store')).toEqual(['exclusion']);
    expect(kindsOf(relaunch, 'seo')).toEqual(['exclusion']);
  });

  it('prices no date or remark beside the list', () => {
    const uncatalogued = rows(relaunch).filter((r) => r.kind === 'deliverable' && r.services.length === 0);
    expect(uncatalogued.map((r) => r.text)).toEqual([]);
  });

  it('reads a dismissal after a turn as being about the work before it', () => {
    const text = `Hola,\nles paso lo que necesitamos:\n1. Tienda en Shopify con 140 productos\n2. App para celular: lo habíamos conversado pero está descartado, por favor no la coticen.\n3. Capacitación de 2 horas\nSaludos, Rocío`;
    expect(kindsOf(text, 'mobile-app')).toEqual(['exclusion']);
  });

  it('keeps a dismissal from reaching across other work named after the turn', () => {
    const text = `Hi,\nwe need a new website of 10 pages, but the logo is not needed.\nThanks, Ben`;
    expect(kindsOf(text, 'website')).toEqual(['deliverable']);
  });

  it('keeps the articles when the client refuses only that they be written by AI', () => {
    const text = `Hi,\nwe'd like blog articles about the area, around 800 words each, maybe 2 a month.\nAnd please, no AI-written articles. Guests can tell.\nCheers, Morag`;
    expect(kindsOf(text, 'blog-articles')).not.toContain('exclusion');
  });

  it.each([
    ['en', `Hi,\nwe need a website of 10 pages:\n- events calendar\n- £9,500 excl. VAT\nThanks, Ali`],
  ])('prices no sum the brief says beside its work (%s)', (_, text) => {
    const uncatalogued = rows(text).filter((r) => r.kind === 'deliverable' && r.services.length === 0);
    expect(uncatalogued.map((r) => r.text).join('\n')).not.toMatch(/sacamos|vienen|darf nur|9,500/);
  });
});

describe('one more than counted', () => {
  it.each([
    [
      `Guten Tag,\n1. Drei Dashboards: Vertrieb, Produktion, Einkauf\n2. Schulung für 6 Key-User\n\nKurze Ergänzung: Es kommt ein viertes Dashboard „Qualität“ dazu.\nGrüße, Jens`,
      'dashboard',
      4,
    ],
    [
      `Hi,\nwe need three explainer videos for our website.\n\nUpdate: a fourth video for the new product line, please.\nThanks, Kim`,
      'animated-video',
      4,
    ],
  ])('counts the work an ordinal adds to (%#)', (text, service, count) => {
    const found = rows(text).filter((r) => r.services.includes(service));
    expect(found.map((r) => [r.kind, r.quantity])).toEqual([['deliverable', count]]);
  });
});

describe('a place the work is for is no work', () => {
  it('sells no venue search for a shoot that rotates between the client’s venues', () => {
    const text = `Hi,\nwe need a website and one content shoot day a month, rotating between the venues - food, drinks, the rooms, staff.\nThanks, Kim`;
    expect(rows(text).flatMap((r) => r.services)).not.toContain('venue-sourcing');
  });
});
