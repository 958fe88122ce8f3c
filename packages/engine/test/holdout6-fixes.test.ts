// Table-driven cases for the general weaknesses the sixth held-out batch (fixtures/holdout6) showed:
// amounts in words, a word multiplier before "de", what the client "has", an amount taken back,
// quarters and next month in words, "vor dem", process dates and multi-day events; then list
// lead-ins that end in a colon, "can you do", articles before "design", add-ons after "incl.",
// keywords that end in a preposition, and category words for UX audits, ordering portals, technical
// content and French websites.
import { analyzeBrief } from '../src/analyze';
import { findMoney } from '../src/analyze/money';
import { splitRequest, tidyPhrase } from '../src/analyze/noun-phrases';

const CREATED = '2026-06-10T09:00:00Z';
const analyze = (text: string) => analyzeBrief({ text, title: '', createdAt: CREATED }).analysis;

describe('money: numbers in words and word multipliers', () => {
  it.each([
    ['The council approved thirty-five thousand Australian dollars.', 35_000, 35_000, 'AUD'],
    ['Disponemos de veinte mil euros.', 20_000, 20_000, 'EUR'],
    ['Nous prévoyons deux cent mille euros.', 200_000, 200_000, 'EUR'],
    ['Rahmen: fünfundzwanzigtausend Franken.', 25_000, 25_000, 'CHF'],
    ['we got maybe four grand USD for it', 4_000, 4_000, 'USD'],
    ['Contamos con entre 40 y 50 millones de pesos chilenos.', 40_000_000, 50_000_000, 'CLP'],
    ["Nous investissons 2 millions d'euros.", 2_000_000, 2_000_000, 'EUR'],
  ])('%s', (text, min, max, currency) =>
    expect(findMoney(text)).toEqual([expect.objectContaining({ min, max, currency })]),
  );

  it('reads no amount from a number in words without a currency', () => {
    expect(findMoney('We run twelve thousand sessions a month.')).toEqual([]);
  });
});

describe('budget: what the client has, and an amount taken back', () => {
  it.each([
    ['We have $9,000 for the redesign.', 900_000],
    ['Our board approved €30,000 for the campaign.', 3_000_000],
    [
      'Budget is about $40,000.\nUpdate: we now have $32,000 in total, not the $40,000 I quoted above.',
      3_200_000,
    ],
  ])('%s', (text, max) => expect(analyze(text).budget?.max).toBe(max));

  it('does not take a bare count the client has for a budget', () => {
    expect(analyze('We have 5 stores and about 12k customers a month.').budget).toBeNull();
  });
});

describe('deadline: quarters and next month in words, "vor dem"', () => {
  it.each([
    ['Mise en ligne avant la fin du 3e trimestre 2026.', '2026-09-30'],
    ['We need it live by the end of the third quarter of 2026.', '2026-09-30'],
    ['Fertigstellung bis Ende des 4. Quartals 2026.', '2026-12-31'],
    ['We need the brochures delivered by the end of next month.', '2026-07-31'],
    ['Le site doit être prêt pour la fin du mois prochain.', '2026-07-31'],
    ['Die Website muss vor dem Kongress am 12. November 2026 online sein.', '2026-11-12'],
    ['Las fotos deben estar listas para finales de julio.', '2026-07-31'],
  ])('%s', (text, deadline) => expect(analyze(text).deadline).toBe(deadline));
});

describe('deadline: process dates and multi-day events', () => {
  it.each([
    ['Proposals are due by 1 July 2026. The app must launch by 30 October 2026.', '2026-10-30'],
    ['Please send us a quote by 20 June.', null],
    ['Replies are welcome. Responses are due by 3 July 2026.', null],
    ['We are planning our partner kickoff in Lisbon from 9 to 11 March 2027.', '2027-03-09'],
  ])('%s', (text, deadline) => expect(analyze(text).deadline).toBe(deadline));
});

describe('deliverables: a request that ends in a colon heads the list below it', () => {
  it.each([
    ['Here is the plan.\n\nWhat we have in mind:\n- a loyalty card\n- a referral scheme', 'referral scheme'],
    ['Hallo,\n\nWir suchen Hilfe bei:\n1. Messestand-Konzept\n2. Flyer für die Messe', 'Messestand-Konzept'],
    ["Bonjour,\n\nNous voulons :\n- un livret d'accueil\n- un plan du campus", 'plan du campus'],
    ['Hola:\n\nNecesitamos:\n- un catálogo impreso\n- fichas de producto', 'fichas de producto'],
  ])('%s', (text, item) =>
    expect(analyze(text).deliverables).toEqual(expect.arrayContaining([expect.stringContaining(item)])),
  );

  it('does not take who helps, before "for:", for a deliverable', () => {
    const text = "We're looking for a seasoned events partner for:\n- a venue search\n- catering";
    expect(analyze(text).deliverables).not.toContain('seasoned events partner');
  });

  it('keeps a greeting or a fact about the business out of the list', () => {
    const text = 'We need:\n- a booking widget\n- a gift card page\n\nAbout us:\n- 3 studios\n- founded 2012';
    const found = analyze(text).deliverables;
    expect(found).not.toEqual(expect.arrayContaining([expect.stringMatching(/studios|founded/u)]));
  });
});

describe('deliverables: request wordings and the edges of an item', () => {
  it.each([
    ['could you do a launch trailer + 3 short cutdowns?', ['launch trailer', 'short cutdowns']],
    ['Necesitaríamos catering, decoración floral y un fotógrafo', ['catering', 'decoración floral']],
  ])('%s', (request, items) =>
    expect(analyze(request).deliverables).toEqual(
      expect.arrayContaining(items.map((item) => expect.stringContaining(item))),
    ),
  );

  it.each([
    ['le design des menus du restaurant', 'design des menus du restaurant'],
    ['Newsletter-Vorlagen inkl. Einrichtung im Versandtool und Schulung des Teams', 'Newsletter-Vorlagen'],
    ['the annual report in 4 weeks', 'annual report'],
  ])('%s', (raw, phrase) => expect(tidyPhrase(raw)).toBe(phrase));

  it.each(['ver vuestros precios', 'tenerlo todo en marzo'])('takes no action for an item: %s', (request) =>
    expect(splitRequest(request)).toEqual([]),
  );

  it('completes a keyword that ends in a preposition with its object', () => {
    const found = analyze('We also want an integration with our Xero account.').deliverables;
    expect(found).toContain('integration with our Xero account');
    expect(found).not.toContain('integration with');
  });
});

describe('categories: UX audits, ordering portals, technical content, French websites', () => {
  it.each([
    ['We want a UX audit and an interface design for our kiosk software, plus a style guide.', 'design'],
    ['Our dealers need an ordering portal with price lists per account and click-and-collect.', 'ecommerce'],
    ['We need two tutorials a month and a comparison guide for our developer blog.', 'content'],
    ['Il nous faut un site pour le club avec les inscriptions en ligne et une galerie photos.', 'web'],
  ])('%s', (text, category) => expect(analyze(text).primaryCategory).toBe(category));
});
