// Facts read where a client puts them: pesos are not dollars, whatever else the brief writes; a
// tender's estimate is its budget and its calendar (questions, submission) is no deadline; a
// weekday named in a calendar week is that day; "for all six" is this project's total.
import { analyze } from './propose';

const CREATED = '2026-11-09T09:00:00.000Z';
const factsOf = (text: string, created = CREATED) => analyze(text, created).analysis;

describe('the currency of pesos', () => {
  it.each([
    [
      'Necesitamos redes sociales. Tenemos como $18,000 pesos al mes más IVA.\n\nSaludos,\nMariana\nTaller en León, Guanajuato',
      'MXN',
    ],
    [
      'Martín: cotícenlo en pesos. Tope $ 2.800.000 (pesos, no dólares) más IVA. Antes hablábamos de USD 3.000.\n\nEstudio contable en Rosario, 340 clientes monotributistas.',
      'ARS',
    ],
    ['El tope es de $ 380.000 (pesos uruguayos) más IVA para el tablero.', 'UYU'],
  ])('is the local peso, never the US dollar: %s', (text, currency) =>
    expect(factsOf(text).budget?.currency).toBe(currency),
  );

  it('reads dirhams written DH in a Moroccan tender as its estimate', () => {
    const { budget } = factsOf(
      "Appel d'offres ouvert, Ouarzazate.\n\nL'estimation des coûts des prestations établie par le maître d'ouvrage s'élève à 620 000,00 DH TTC.",
    );
    expect(budget).toEqual(expect.objectContaining({ max: 62_000_000, currency: 'MAD' }));
  });
});

describe('where the client writes from', () => {
  it('reads the country from an address in a forwarded header, and a club’s RFC is no Mexican tax id', () => {
    const { market } = factsOf(
      'Forwarding the thread below.\nDeclan, PRO, Ardmore Park RFC\n\n---------- Forwarded message ---------\nFrom: Siobhán Keane <treasurer@ardmoreparkrfc.ie>\nSubject: Re: Online shop for the club\n\nMax we can do on the shop is €5,500 all in (incl. VAT).',
    );
    expect(market).toEqual(expect.objectContaining({ country: 'IE', vat: 23 }));
  });
});

describe('a tender’s calendar', () => {
  it('is no deadline: questions and the submission come before the work', () => {
    const { deadline } = factsOf(
      'Ausschreibung Social Media 2027–2028.\n\n7. Fristen\n- Fragen schriftlich bis 27. November 2026 an vergabe@example.at\n- Angebotsabgabe: 10. Dezember 2026, 12:00 Uhr, ausschließlich elektronisch\n- Zuschlagsentscheidung: voraussichtlich 22. Dezember 2026',
    );
    expect(deadline).not.toBe('2026-11-27');
    expect(deadline).not.toBe('2026-12-10');
  });

  it('plans a tendered event for the event, not for the day the bids are due', () => {
    const { deadline } = factsOf(
      "Appel d'offres ouvert : organisation d'un éductour.\n\nArticle 3 – L'éductour se déroulera du 15 au 19 mars 2027.\n\nArticle 7 – Remise des plis\nLes plis doivent être déposés au siège, ou par voie électronique sur le portail des marchés publics, au plus tard le lundi 14 décembre 2026 à 10h00.\n\nArticle 8 – La notification de l'attribution est prévue au plus tard le 15 janvier 2027.",
    );
    expect(deadline).toBe('2027-03-15');
  });

  it('keeps the date a deliverable must be submitted by as the work’s deadline', () => {
    expect(
      factsOf(
        'We need a WCAG 2.2 AA audit of 25 templates. The audit report must be submitted latest by 15th January 2027, as the committee meets on 22nd January.',
      ).deadline,
    ).toBe('2027-01-15');
  });

  it('takes no date on the day the brief arrives as the work’s deadline', () => {
    expect(
      factsOf(
        'Términos de referencia: portal web institucional.\n\nCronograma: Convocatoria: 19/11/2026 · Consultas: hasta el 26/11/2026 · Presentación de ofertas: 07/12/2026.',
        '2026-11-19T15:00:00Z',
      ).deadline,
    ).toBeNull();
  });

  it('still dates a pilot when only the later rollout waits for a board decision', () => {
    expect(
      factsOf(
        'We need an AI assistant for our chat. The rollout will be a separate decision by our board in June. We would like the pilot live by 1 March 2027.',
      ).deadline,
    ).toBe('2027-03-01');
  });
});

describe('dates and amounts as people write them', () => {
  it('starts the work in the months a timing sentence names before its deadline', () => {
    const facts = factsOf(
      'Wir brauchen Fotos unserer Standorte.\n\nZeitraum: bitte im März/April, wenn es grüner ist, alles fertig bis 30. April.',
    );
    expect(facts.startDate).toBe('2027-03-01');
    expect(facts.deadline).toBe('2027-04-30');
    // "in production in Q3": the quarter is the deadline itself, not a window before it.
    expect(factsOf('We need dashboards in production in Q3 2027.').startDate).toBeNull();
  });

  it('dates "Freitag KW 14" on that Friday', () => {
    expect(
      factsOf('Messe-Drucksachen, Lieferung spätestens Freitag KW 14.', '2026-11-23T09:00:00Z').deadline,
    ).toBe('2027-04-09');
  });

  it('reads "für alle sechs" as the total of this project, not a wider budget', () => {
    expect(
      factsOf('Wir brauchen Fotos von unseren Standorten.\n\nBudget: zwölftausend Euro netto für alle sechs.')
        .budget,
    ).toEqual(expect.objectContaining({ max: 1_200_000, currency: 'EUR' }));
  });
});
