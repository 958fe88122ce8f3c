// Commercial facts as people write them: a company's wider budget beside this project's, a sum
// mostly spent on other things, numbers in words joined by "y", a ceiling said after a comma, a chat
// whose next day corrects the day before, the market a city and its currency tell, and the sender
// of a one-line message.
import { analyze } from './propose';

const CREATED = '2026-11-24T09:00:00.000Z';
const factsOf = (text: string) => analyze(text, CREATED).analysis;

describe('the budget of this project', () => {
  it.each([
    [
      "Money: don't be scared by our FY27 digital transformation budget of $1.2m, most of that is the new WMS module and the tablets. For this project we've got $95k ex GST approved to cover pilot AND rollout.\n\nCheers,\nShane\nMelbourne",
      9500000,
    ],
    [
      "Budget: CHF 5'500.– (inkl. MwSt.)\n\nNachricht:\nWir brauchen Plakat, Flyer und Programmheft. Zum Budget: Die CHF 5'500.– sind der Betrag für die Gestaltung. Unser Gesamtbudget für die Produktion ist CHF 185'000.–, aber das meiste davon geht für Tribüne, Licht und Kostüme drauf.",
      550000,
    ],
    [
      'Queremos un video institucional. Contamos con un presupuesto aprobado de cuarenta y cinco mil soles más IGV para todo el proyecto.\n\nAtentamente,\nLucía\nArequipa – Perú',
      4500000,
    ],
  ])('reads %j', (text, max) => expect(factsOf(text).budget?.max).toBe(max));

  it('reads a ceiling said after the amount’s comma', () => {
    expect(
      factsOf('We need a Shopify store with about 40 products. Budget: £9,000, no more.').budget,
    ).toEqual(expect.objectContaining({ max: 900000, kind: 'ceiling' }));
  });

  it('takes the next day’s correction in a chat export', () => {
    const budget = factsOf(
      "[23/11/2026, 19:06] Emeka: Website + android app. Budget is around 8m naira\n[23/11/2026, 19:07] Emeka: We have about 1,200 products\n[24/11/2026, 08:31] Emeka: Morning. I spoke with Oga. Website only\n[24/11/2026, 08:32] Emeka: And budget max 6.5m. He said don't go above that one",
    ).budget;
    expect(budget).toEqual(expect.objectContaining({ max: 650000000, currency: 'NGN' }));
  });
});

describe('the market', () => {
  it.each([
    [
      "Kia ora, we're Harbourline Living Ltd in Wellington (Harbourline Living Ltd owns the building). Budget is about $14k + GST.",
      'NZ',
      'NZD',
    ],
    [
      'Good evening, we want to sell online from our 3 branches in Lagos. Budget is around 8m naira',
      'NG',
      'NGN',
    ],
    [
      'Bonjour, notre coopérative de cacao à Soubré veut une appli. Budget : 11 millions FCFA.\nKoffi, Abidjan',
      'CI',
      'XOF',
    ],
    [
      'Hola, somos un operador de rafting en Quepos, Costa Rica. Tenemos entre $6.000 y $8.000 dólares.',
      'CR',
      'USD',
    ],
  ])('reads %j', (text, country, currency) => {
    const { market, budget } = factsOf(text);
    expect([market?.country, budget?.currency]).toEqual([country, currency]);
  });
});

describe('the client', () => {
  it.each([
    [
      'hi lads could ye do something with the club instagram its gone very dead since the county final, Ciarán – Naomh Pádraig GAA, Ballinacarrig',
      'Naomh Pádraig GAA',
    ],
    [
      "allo! on voudrait faire faire une vidéo de la fromagerie pour facebook, c'est quoi vos prix? merci! Mélanie – Fromagerie du Rang 4, St-Élie-de-Caxton",
      'Fromagerie du Rang 4',
    ],
    [
      'Hola, queremos un diagnóstico de la gestión de socios.\n\nSaludos,\nFlorencia Rodríguez\nSecretaria – Comisión Directiva\nClub Atlético Buceo Sur\n099 555 318',
      'Club Atlético Buceo Sur',
    ],
    [
      'Ja, servas, da is der Sepp, Sepp Gruber vom Biohof Gruber in Sankt Oswald. Wir bräuchten einen Webshop für unseren Hofladen.',
      'Biohof Gruber',
    ],
  ])('reads the organisation of %j', (text, name) => expect(factsOf(text).client?.name).toBe(name));

  it('takes no street number for an organisation', () => {
    expect(
      factsOf(
        'Wir planen eine hybride Generalversammlung.\n\nMit freundlichen Grüßen\nHauke Jessen\nVorstand\nDorfstraße 21',
      ).client?.name,
    ).not.toBe('Dorfstraße 21');
  });
});
