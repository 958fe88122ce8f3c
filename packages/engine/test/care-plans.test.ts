// Looking after what exists: when maintenance is the whole request, backups, monitoring, hours for
// small changes and the support promise are the monthly plan's, at the monthly hours the brief
// names, for the term it names. What the client lacks ("we have no documentation") is no refusal.
// A retainer prices a listing said to be looked after as its monthly care; time and materials are
// capped at the hours the brief names; a monthly budget for counted work counts it per month.
import { analyze, propose } from './propose';

const CREATED = '2026-11-23T10:00:00.000Z';

const brief = [
  'Bonjour,',
  '',
  'Notre prestataire arrête son activité et nous cherchons quelqu’un pour reprendre la maintenance de notre boutique WooCommerce.',
  '',
  'Concrètement :',
  '- mises à jour des extensions, avec sauvegarde avant chaque mise à jour',
  '- surveillance de la disponibilité et de la sécurité',
  '- petites évolutions à la demande',
  '',
  'Nous pensions à un forfait mensuel de 6 heures. Engagement d’un an possible.',
  '',
  'Pourriez-vous aussi prévoir un audit de reprise au démarrage ? Nous n’avons aucune documentation.',
].join('\n');

describe('a care plan', () => {
  const { generated } = propose(brief, CREATED);
  const monthly = generated.pricingBreakdown.filter((line) => /maintenance/i.test(line.item));

  it('holds backups, monitoring and small changes in its monthly fee', () => {
    expect(
      generated.pricingBreakdown.some((line) => /sauvegarde|supervision|forfait d'heures/i.test(line.item)),
    ).toBe(false);
    expect(monthly).toHaveLength(1);
  });

  it('runs the monthly hours and the term the brief names', () => {
    expect(monthly[0]?.quantity).toBe(6 * 12);
  });

  it('prices the takeover audit once, and reads "no documentation" as what they lack', () => {
    expect(generated.pricingBreakdown.some((line) => /audit/i.test(line.item))).toBe(true);
    const { scope } = analyze(brief, CREATED);
    expect(scope.outOfScope.some((text) => /documentation/i.test(text))).toBe(false);
  });
});

describe('a retainer', () => {
  it('prices listings said to be looked after as their monthly care, not a one-off set-up', () => {
    const { generated } = propose(
      'We need someone to take over our local SEO from January:\n1. showing up in the map pack for our two clinics\n2. our Google Business Profiles properly managed (posts, photos, replying to reviews)\n3. a monthly report\n\nBudget is $1,500/month, 6 months.',
      CREATED,
    );
    expect(generated.pricingBreakdown.some((line) => /set-up/i.test(line.item))).toBe(false);
  });
});

describe('time and materials', () => {
  const brief =
    'Nous voulons un tableau de bord Power BI pour nos indicateurs trimestriels. Un autre prestataire nous a remis une offre à 14 000 € au forfait, que nous trouvons élevée. Nous préférerions une formule en régie, plafonnée à 60 heures.';

  it('is what the client prefers, whatever another provider quoted, capped at the hours it names', () => {
    const { analysis } = propose(brief, CREATED);
    expect(analysis.engagement).toMatchObject({ model: 'hourly', hoursCap: 60 });
  });

  it('says plainly when the estimate runs past the cap', () => {
    const { generated, markdown } = propose(brief, CREATED);
    const overCap = generated.totalPriceMid > 60 * 12_000;
    expect(markdown.includes('plus que votre plafond')).toBe(overCap);
    expect(markdown.includes('Nous restons sous votre plafond')).toBe(!overCap);
  });
});

describe('a monthly budget for counted work', () => {
  it('counts the pieces per month ("about a grand a month")', () => {
    const { analysis, generated } = propose(
      'hiya - we make a weekly podcast in Manchester and record video too.\n- 4 full episodes edited for YouTube\n- 5 vertical clips per episode for TikTok\nbudget about a grand a month.',
      CREATED,
    );
    expect(analysis.budget).toMatchObject({ max: 100_000, currency: 'GBP', kind: 'monthly' });
    expect(generated.markdown).toMatch(/The fee is £[1-9][\d,]* a month/);
  });
});

describe('a shop the client runs, looked after month by month', () => {
  const text =
    'Betreff: Betreuung Shopify-Shop ab Jänner 2027 – Anfrage Pauschale\n\nSeit 2022 verkaufen wir über einen eigenen Shopify-Shop (ca. 180 Produkte), der fast 40 % vom Umsatz ausmacht. Unsere Freelancerin hört mit Jahresende auf, deshalb suchen wir eine Agentur für die laufende Betreuung.\n\nWas wir uns vorstellen (monatlich):\n- Technische Wartung: Theme- und App-Updates, Fehlerbehebung\n- Kleinere Weiterentwicklungen (neue Sektionen, Produktvarianten, Filter)\n- Pro Monat 1 Aktions-Landingpage inkl. Rabattcodes\n\nBudget: Wir hätten an eine monatliche Pauschale von € 1.480,- netto gedacht, Laufzeit 12 Monate ab 1. Jänner 2027, danach mit 3 Monaten Kündigungsfrist verlängerbar.';
  const { analysis, generated } = propose(text, '2026-10-27T09:00:00.000Z');

  it('reads a monthly fee named a few words before its amount, its term and its notice apart', () => {
    expect(analysis.budget).toMatchObject({ kind: 'monthly', months: 12 });
    expect(analysis.engagement).toMatchObject({ model: 'retainer', months: 12, noticeMonths: 3 });
  });

  it('prices the care of the shop, not a new shop, and the listed work inside the month', () => {
    const items = generated.pricingBreakdown.map((line) => line.item);
    expect(items.some((item) => /Onlineshop-Umsetzung|Shop-Design/.test(item))).toBe(false);
    expect(items.some((item) => /Weiterentwicklungen/.test(item))).toBe(false);
    expect(generated.markdown).toMatch(/\n {3}- Kleinere Weiterentwicklungen/);
  });
});
