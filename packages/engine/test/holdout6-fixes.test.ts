// Table-driven cases for the general weaknesses the sixth held-out batch (fixtures/holdout6) showed:
// amounts in words, a word multiplier before "de", what the client "has", an amount taken back,
// quarters and next month in words, "vor dem", process dates and multi-day events.
import { analyzeBrief } from '../src/analyze';
import { findMoney } from '../src/analyze/money';

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
