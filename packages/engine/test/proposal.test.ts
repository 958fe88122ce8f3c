// The document a client receives: in their language and formats, dated, scheduled to their dates,
// with a price that adds up and nothing asked twice.
import { formatMoney, localeFor } from '@proposals/locale';
import { checkAnalysis, checkGeneration, checkScope, CREATED_AT, propose } from './propose';

const BRIEFS = {
  en: 'Hi, we are Fernhill Dental, two practices in Leeds. We need a new website (about 10 pages) with online booking through Dentally, live by 30 June 2026. Budget around £14,000 + VAT.\n\nThanks,\nAna Ruiz\nPractice Manager',
  fr: "Bonjour, la Maison Lavande (savonnerie à Grasse) souhaite une boutique en ligne Shopify d'environ 60 produits et des photos produits, pour une mise en ligne avant le 15 septembre 2026. Budget : 18 000 € HT.\n\nCordialement,\nClaire Martin",
  de: 'Guten Tag, wir, die Brandt Haustechnik GmbH aus Kassel, brauchen 8 Fachartikel pro Monat für unseren Blog, über 6 Monate. Budget: 2.500 € netto pro Monat.\n\nViele Grüße\nJonas Brandt',
  es: 'Hola, somos Cooperativa Andina (Medellín). Necesitamos una aplicación móvil para iOS y Android con registro, consulta de saldos y pagos por PSE. Presupuesto: COP 180.000.000. Queremos lanzarla antes del 1 de diciembre de 2026.',
};

describe.each(Object.entries(BRIEFS))('a proposal for the %s brief', (language, text) => {
  const result = propose(text);
  const { generated, markdown, analysis } = result;

  it('validates against the contracts', () => {
    expect(checkAnalysis(analysis)).toEqual([]);
    expect(checkScope(result.scope)).toEqual([]);
    expect(checkGeneration(generated)).toEqual([]);
  });

  it('is written in the brief’s language with its money format', () => {
    expect(analysis.language).toBe(language);
    const locale = localeFor(language, analysis.market.country, generated.currency);
    expect(markdown).toContain(formatMoney(generated.totalPriceMid, generated.currency, locale));
  });

  it('adds up: lines to the total, low ≤ mid ≤ high', () => {
    const sum = generated.pricingBreakdown.reduce((total, line) => total + line.total, 0);
    if (generated.pricingModel !== 'retainer') expect(sum).toBe(generated.totalPriceMid);
    expect(generated.totalPriceLow).toBeLessThanOrEqual(generated.totalPriceMid);
    expect(generated.totalPriceMid).toBeLessThanOrEqual(generated.totalPriceHigh);
    for (const line of generated.pricingBreakdown)
      expect(line.total).toBe(Math.round(line.hours * line.rate));
  });

  it('finishes by the deadline and within the budget', () => {
    const end = new Date(
      Date.parse(generated.proposedStartDate) + (generated.estimatedDurationDays - 1) * 86_400_000,
    );
    if (analysis.deadline) expect(end.toISOString().slice(0, 10) <= analysis.deadline).toBe(true);
    if (analysis.budget && generated.currency === analysis.budget.currency)
      expect(generated.totalPriceMid).toBeLessThanOrEqual(analysis.budget.max);
  });

  it('accounts for every requested deliverable', () => {
    expect(generated.scope.coverage.map((c) => c.request)).toEqual(analysis.deliverables);
  });

  it('is byte-identical for the same brief', () => {
    expect(propose(text).markdown).toBe(markdown);
  });
});

describe('what the document says', () => {
  it('addresses the writer and never asks for what the brief states', () => {
    const { markdown } = propose(BRIEFS.en);
    expect(markdown).toContain('Ana Ruiz, Practice Manager, Fernhill Dental');
    expect(markdown).not.toMatch(/budget range|what is your budget/i);
    expect(markdown).not.toMatch(/is there a date/i);
  });

  it('says what each line of work consists of, in the client’s language', () => {
    const { markdown } = propose(BRIEFS.de);
    expect(markdown).toMatch(/\*\*Blogartikel\*\* \(8 Artikel pro Monat\): \p{Lu}\p{L}+/u);
  });

  it('never calls a price a few per cent over the budget “within” it', () => {
    const { generated, markdown } = propose(
      '[Sprachnachricht, transkribiert] Ja hallo, hier ist Frank vom Autohaus Berger, äh, wir bräuchten, also, Fotos von unseren Gebrauchtwagen, so ungefähr 60 Autos, und dann noch ein paar Bilder vom Team für die Webseite. Wir sind seit 1987 in Ulm. Kosten so um die 2.500 Euro, und bis zum Sommerfest am 4. Juli wäre super.',
      '2026-05-10T09:00:00Z',
    );
    expect(generated.totalPriceMid).toBeGreaterThan(250_000);
    expect(markdown).toMatch(/knapp über Ihrem Rahmen von 2\.500\s€/);
    expect(markdown).not.toMatch(/vor: \./);
  });

  it('states what this kind of work needs from the client, not only the usual assumptions', () => {
    const { markdown } = propose(
      'Für unser Kundenportal (ca. 60.000 registrierte Nutzer) benötigen wir einen Penetrationstest inklusive Abschlussbericht. Budget: 12.500,00 EUR.',
    );
    expect(markdown).toMatch(/## Annahmen[\s\S]*schriftliche Testfreigabe/);
  });

  it('quotes the brief without the space French sets before a semicolon', () => {
    const { markdown } = propose(
      "Nous cherchons une agence pour :\n- la création d'un étui carton pour chacune des 6 références\n- les fichiers prêts à imprimer ; nous aimerions aussi que vous suiviez la fabrication avec l'imprimeur (BAT, contrôle couleur)\n\nBudget : 20 000 € HT.",
    );
    expect(markdown).toMatch(/«\sles fichiers prêts à imprimer\s»/);
  });

  it('reads a notice period as no fixed term, and says so', () => {
    const { analysis, markdown } = propose(
      'Wir brauchen 2 Newsletter pro Monat und ein kurzes monatliches Reporting. Für die laufende Betreuung haben wir monatlich rund 1.200 € netto. Eine fixe Laufzeit möchten wir eigentlich nicht, lieber monatlich kündbar mit 3 Monaten Frist.',
    );
    expect(analysis.engagement.noticeMonths).toBe(3);
    expect(analysis.budget?.months).toBeUndefined();
    expect(markdown).toMatch(/Keine feste Laufzeit: monatlich kündbar mit 3\sMonaten Frist/);
  });

  it('prices a retainer as a monthly fee for its term', () => {
    const { generated, markdown } = propose(BRIEFS.de);
    expect(generated.pricingModel).toBe('retainer');
    expect(markdown).toMatch(/pro Monat/);
    expect(generated.totalPriceMid % 6).toBe(0);
    // A table without a header renders as an empty bar in the PDF.
    expect(markdown).not.toMatch(/^\|\s*\|\s*\|$/m);
  });

  it('plans an event’s work up to the event, not weeks before it', () => {
    const { generated } = propose(
      'We are organising our partner summit in Melbourne on 14–15 October 2026 for 180 guests. We need event management: venue sourcing, speaker coordination, registration and on-site staff on both days. Budget AUD 60,000.',
      '2026-05-04T09:00:00Z',
    );
    const end = Date.parse(generated.proposedStartDate) + (generated.estimatedDurationDays - 1) * 86_400_000;
    expect(new Date(end).toISOString().slice(0, 10) >= '2026-10-14').toBe(true);
  });

  it('names the work in its title, not the ask or the form that carried it', () => {
    const brief = 'We need a new online shop for our 40 products. Budget £12k.';
    expect(propose(brief, CREATED_AT, 'Shop replatform – quote please').markdown).toMatch(
      /^# .*Shop replatform\n/,
    );
    expect(propose(brief, CREATED_AT, 'New enquiry from website contact form').markdown).not.toMatch(
      /contact form/i,
    );
    expect(propose(brief, CREATED_AT, 'RFT 2026/114 – Website Redevelopment').markdown).toMatch(
      /^# .*Website Redevelopment\n/,
    );
  });
});
