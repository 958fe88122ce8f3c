// A tender divided into lots is bid lot by lot: each lot's work is priced within its own ceiling,
// can be awarded alone, and the budget of a bid for all of them is their ceilings together. What
// the tender asks outside its lots (documents, payment terms, a briefing) is a condition of bidding.
import { checkAnalysis, propose } from './propose';

const HEADED = [
  'COASTAL TRAILS AUTHORITY',
  'BID NUMBER: CTA/RFB/03/2026',
  '',
  '1. SCOPE OF WORK',
  '',
  'LOT 1 – PROMOTIONAL FILM',
  '1 x two-minute promotional film with English voice-over; 3 x 30-second cut-downs for social media.',
  'Budget ceiling: R300 000,00 (VAT inclusive)',
  '',
  'LOT 2 – WEB COPY AND TRANSLATION',
  'Copywriting of 20 web pages (approx. 500 words each) in English, translation of all 20 pages into isiXhosa, and SEO meta descriptions per page.',
  'Budget ceiling: R120 000,00 (VAT inclusive)',
  '',
  '2. BIDDING PER LOT',
  '2.1 Bidders may bid for one or both lots. Each lot will be evaluated and awarded separately.',
  '',
  '3. COMPULSORY BRIEFING SESSION',
  'Thursday, 3 December 2026 at 10:00. The date and venue of the briefing session remain unchanged.',
].join('\n');

const PARAGRAPHS = [
  'Objet : Invitation à remettre offre – marché de promotion touristique (2 lots)',
  '',
  'Le marché est divisé en deux lots. Le soumissionnaire peut remettre offre pour un ou les deux lots.',
  '',
  'Lot 1 – Site web touristique bilingue (FR/NL) : arborescence, design, développement sur CMS open source, formation de deux agents. Montant maximum : 40.000 € HTVA. Mise en ligne au plus tard le 30 juin 2027.',
  '',
  'Lot 2 – Reportages photographiques : deux reportages saisonniers, minimum 40 photos retouchées par reportage. Montant maximum : 9.000 € HTVA. Dernière livraison au plus tard le 15 novembre 2027.',
  '',
  'Paiement : dans les trente jours de la réception de la facture, par lot et par livrable.',
  '',
  'AVIS RECTIFICATIF N° 1',
  '– Lot 2 : le montant maximum du lot est porté à 12.000 € HTVA.',
].join('\n');

describe('a tender in lots', () => {
  it('reads each lot with its ceiling, and their sum as the budget', () => {
    const { analysis } = propose(HEADED);
    expect(checkAnalysis(analysis)).toEqual([]);
    expect(analysis.engagement?.rfp).toBe(true);
    expect(analysis.engagement?.lots).toEqual([
      { ref: '1', title: 'Promotional film', ceiling: 30_000_000 },
      { ref: '2', title: 'Web copy and translation', ceiling: 12_000_000 },
    ]);
    expect(analysis.budget).toMatchObject({ max: 42_000_000, currency: 'ZAR', kind: 'ceiling' });
    expect(analysis.market?.tax).toBe('included');
  });

  it("puts each request in its lot and prices nothing the lots don't state", () => {
    const { analysis } = propose(HEADED);
    const deliverables = analysis.requests.filter((r) => r.kind === 'deliverable');
    expect(deliverables.length).toBeGreaterThanOrEqual(4);
    expect(deliverables.every((r) => r.lot === '1' || r.lot === '2')).toBe(true);
    expect(deliverables.find((r) => /film/.test(r.text))?.lot).toBe('1');
    expect(deliverables.find((r) => /translation/.test(r.text))?.lot).toBe('2');
    expect(deliverables.some((r) => /briefing/.test(r.text))).toBe(false);
  });

  it('counts a volume once, whatever else the sentence counts per page', () => {
    const { analysis } = propose(HEADED);
    const translation = analysis.requests.find((r) => /translation of all/.test(r.text));
    expect(translation).toMatchObject({ quantity: 10_000, unit: 'word' });
    expect(analysis.requests.find((r) => /meta descriptions/.test(r.text))?.quantity).toBe(20);
    // "3 x 30-second cut-downs" is no term of thirty months.
    expect(analysis.engagement?.months).toBeNull();
  });

  it('prices lot by lot, each within its ceiling, and says each may be awarded alone', () => {
    const { markdown, generated } = propose(HEADED);
    expect(markdown).toContain('**Lot 1: Promotional film**');
    expect(markdown).toContain('Subtotal, Lot 2');
    expect(markdown).toMatch(
      /Each lot is priced on its own and can be awarded alone: Lot 1 .* incl\. VAT, within its ceiling of ZAR\s300,000/,
    );
    const net = (ceiling: number) => ceiling / 1.15;
    const subtotals = [...markdown.matchAll(/Subtotal, Lot \d \|[^|]*\|[^|]*\| \*\*ZAR\s([\d,.]+)\*\*/g)].map(
      (m) => Number((m[1] as string).replace(/,/g, '')),
    );
    expect(subtotals).toHaveLength(2);
    expect(subtotals[0]).toBeLessThanOrEqual(net(300_000));
    expect(subtotals[1]).toBeLessThanOrEqual(net(120_000));
    expect(generated.totalPriceMid).toBeGreaterThan(0);
  });

  it('reads lots written as paragraphs, and an addendum that raises a ceiling', () => {
    const { analysis, markdown } = propose(PARAGRAPHS);
    expect(analysis.engagement?.lots?.map((lot) => [lot.ref, lot.ceiling])).toEqual([
      ['1', 4_000_000],
      ['2', 1_200_000],
    ]);
    expect(analysis.budget).toMatchObject({ max: 5_200_000, currency: 'EUR' });
    const deliverables = analysis.requests.filter((r) => r.kind === 'deliverable');
    expect(deliverables.some((r) => /Site web/.test(r.text) && r.lot === '1')).toBe(true);
    expect(deliverables.some((r) => /photos/.test(r.text) && r.lot === '2')).toBe(true);
    // A date the work is due and the payment terms are no work.
    expect(deliverables.some((r) => /au plus tard|Paiement/.test(r.text))).toBe(false);
    expect(markdown).toContain('Sous-total du lot 1');
    expect(markdown).toContain('peut être attribué seul');
  });

  it('leaves a brief with one lot, or none, as it was', () => {
    const { analysis } = propose('We need a new website, 8 pages. Lot 1: the homepage first. Budget £6,000.');
    expect(analysis.engagement?.lots).toBeUndefined();
    expect(analysis.requests.every((r) => r.lot === undefined)).toBe(true);
  });
});

describe('a count refused corrects it', () => {
  it('reads "SIX videos now, not eight" as six videos, and the drone as dropped', () => {
    const brief = [
      "Short version: it's SIX videos now, not eight, and please drop the drone shots.",
      '',
      '-----Original Message-----',
      'From: Aoife',
      '- 8 short member story videos (60-90 sec)',
      '- drone shots of each town for the openers',
      '',
      'Budget €7,200 ex VAT.',
    ].join('\n');
    const { analysis } = propose(brief);
    const videos = analysis.requests.filter(
      (r) => r.kind === 'deliverable' && r.services.includes('video-production'),
    );
    expect(videos.map((r) => r.quantity)).toEqual([6]);
    expect(
      analysis.requests.some((r) => r.kind === 'deliverable' && r.services.includes('drone-footage')),
    ).toBe(false);
  });
});

describe('a German date line', () => {
  it('is no session to price: "Termin" names a date', () => {
    const brief = [
      'Hallo, wir brauchen eine neue Website mit Buchungsfunktion, ca. 10 Seiten.',
      'Termin: Go-live spätestens Freitag, 30.04.2027',
      'Budget ca. 12.000 € netto.',
    ].join('\n');
    const { analysis } = propose(brief);
    expect(analysis.requests.some((r) => r.kind === 'deliverable' && /Termin/.test(r.text))).toBe(false);
  });
});

describe("a tender's timetable", () => {
  it('names its lots in rows dotted to their dates, which open none, and an addendum amends one by name', () => {
    const brief = [
      '3. TIMETABLE',
      'Tender submission deadline ........... 8 January 2027',
      'Lot 2 – final images ................. 30 June 2027',
      'Lot 1 – new website live ............. 30 July 2027',
      '',
      '4. SCOPE OF THE LOTS',
      '',
      'LOT 1 – Town website redesign',
      'Ceiling: £36,000 excluding VAT',
      '- Redesign of the visitor website, approx. 40 pages.',
      '',
      'LOT 2 – Photography',
      'Ceiling: £18,500 excluding VAT',
      '- A minimum of 300 edited images.',
      '',
      'ADDENDUM 1',
      'A1.1 The ceiling for Lot 2 is amended from £18,500 to £15,000 excluding VAT.',
    ].join('\n');
    const { analysis } = propose(brief);
    expect(analysis.engagement?.lots?.map((lot) => [lot.ref, lot.title, lot.ceiling])).toEqual([
      ['1', 'Town website redesign', 3_600_000],
      ['2', 'Photography', 1_500_000],
    ]);
    expect(analysis.requests.find((r) => r.services.includes('website'))).toMatchObject({
      kind: 'deliverable',
      lot: '1',
    });
  });
});
