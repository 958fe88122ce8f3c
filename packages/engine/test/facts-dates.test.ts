// Which date of a brief is the delivery deadline: never a date of the buying process (questions,
// offers, a pitch, a call, the award), never a duration counted from an undated event, never a
// day already past; the event the work is for is its deadline.
import { analyze } from './propose';

const CREATED = '2026-10-05T09:00:00Z';
const datesOf = (text: string) => {
  const { analysis } = analyze(text, CREATED);
  return { deadline: analysis.deadline, startDate: analysis.startDate, keyDates: analysis.keyDates };
};

describe('a date of the buying process is not the deadline', () => {
  it.each([
    [
      'Questions must be submitted by 20 October 2026. Proposals are due 30 October 2026. The new website must launch by 1 March 2027.',
      '2027-03-01',
    ],
    [
      'Timeline: clarification questions by 19 October 2026; proposal submission by 2 November 2026; shortlisted agencies present on 16 November 2026; contract award 1 December 2026; go-live by 30 April 2027.',
      '2027-04-30',
    ],
    [
      "We'd like to meet for a pitch presentation on 14 October 2026. The site must be live by end of January 2027.",
      '2027-01-31',
    ],
    ['Can we schedule a call on 12 October? We need the brochure by 30 November.', '2026-11-30'],
    [
      'Les questions doivent être envoyées avant le 15 octobre 2026. Remise des offres : 30 octobre 2026. Livraison du site : 15 février 2027.',
      '2027-02-15',
    ],
    ['Soutenance orale le 12 novembre 2026. Livraison attendue pour le 1er mars 2027.', '2027-03-01'],
    [
      'Fragen bis zum 15. Oktober 2026. Angebotsabgabe bis 30. Oktober 2026. Präsentation am 5. November 2026. Fertigstellung bis 31. März 2027.',
      '2027-03-31',
    ],
    ['Rückfragen bis 20.10.2026. Präsentationstermin: 12.11.2026. Go-live: 01.03.2027.', '2027-03-01'],
    [
      'Las preguntas se recibirán hasta el 20 de octubre de 2026. La presentación de las agencias será el 5 de noviembre de 2026. El sitio debe estar en línea antes del 1 de marzo de 2027.',
      '2027-03-01',
    ],
  ])('%s', (text, deadline) => expect(datesOf(text).deadline).toBe(deadline));

  it.each([
    'Interviews will be held on 10 November 2026.',
    'Deadline for the pitch: 3 November 2026.',
    'Pitch meeting on 20 October 2026 at our office.',
    'We will hold an intro call on 14 October 2026.',
    'The deadline for proposals is 30 October 2026.',
    'Please reply by 20 October 2026.',
    'The contract will be awarded on 15 November 2026. Work starts in December.',
    "We'll choose an agency by 30 November 2026.",
    'Date limite pour poser vos questions : 20 octobre 2026.',
    'Pourrions-nous prévoir un appel le 12 octobre 2026 ?',
    'Audition des agences le 3 novembre 2026.',
    'Bitte reichen Sie Ihr Angebot bis zum 30. Oktober 2026 ein.',
    'Pitch-Termin am 3. November 2026.',
    'Telefonat am 12. Oktober 2026 möglich?',
    'Plazo para consultas: 15 de octubre de 2026. Entrega de propuestas: 30 de octubre de 2026. Adjudicación: 15 de noviembre de 2026.',
    '¿Podemos tener una llamada el 12 de octubre de 2026?',
    'Presentación (pitch): 3 de noviembre de 2026.',
  ])('finds no deadline in: %s', (text) => expect(datesOf(text).deadline).toBeNull());

  it('keeps an interview day out of the events the work is for', () => {
    expect(datesOf('Interviews will be held on 10 November 2026.').keyDates).not.toContainEqual(
      expect.objectContaining({ kind: 'event' }),
    );
  });
});

describe('a duration counted from an event dates nothing until the brief dates that event', () => {
  it.each([
    'The campaign must be delivered 8 weeks after kickoff.',
    'We need the report 6 weeks after contract signature.',
    'La livraison est attendue 6 semaines après le lancement du projet.',
    'Livraison sous 6 semaines à compter de la commande.',
    'Die Lieferung erfolgt 8 Wochen nach Projektstart.',
    'Lieferung 6 Wochen nach Auftragserteilung.',
    'La entrega será 8 semanas después del inicio.',
    'Entrega en 8 semanas a partir de la firma del contrato.',
  ])('no deadline from: %s', (text) => expect(datesOf(text).deadline).toBeNull());

  it.each([
    ['Delivery is expected 8 weeks after kickoff; kickoff is planned for 2 November 2026.', '2026-12-28'],
    [
      'The work should be completed 10 weeks from kick-off, which we expect on 9 November 2026.',
      '2027-01-18',
    ],
    ['Launch 3 months after project start. Project start: 1 December 2026.', '2027-03-01'],
    ['Livraison 6 semaines après le démarrage. Démarrage prévu le 2 novembre 2026.', '2026-12-14'],
    ['Fertigstellung 8 Wochen nach Projektstart; Projektstart am 2. November 2026.', '2026-12-28'],
    ['La entrega será 8 semanas después del inicio. Inicio previsto: 9 de noviembre de 2026.', '2027-01-04'],
  ])('counts from the dated start: %s', (text, deadline) => expect(datesOf(text).deadline).toBe(deadline));

  it('still counts "from now" from the day of the brief', () => {
    expect(datesOf('We need everything done within 3 months from now.').deadline).toBe('2027-01-05');
  });
});

describe('the event the work is for is its deadline', () => {
  it.each([
    ['We need a booth design and video for our trade show on 12 February 2027.', '2027-02-12'],
    [
      'Our annual gala takes place on 20 March 2027; we need invitations, signage and a photographer.',
      '2027-03-20',
    ],
    ['We want to present the new brand to staff at our kick-off event on 15 January 2027.', '2027-01-15'],
    [
      "Nous organisons notre congrès le 12 mars 2027 et avons besoin d'une vidéo et des badges.",
      '2027-03-12',
    ],
    ['Unsere Messe findet am 10. März 2027 statt, wir brauchen einen Messestand.', '2027-03-10'],
    ['Necesitamos stand y vídeo para la feria que se celebra el 18 de marzo de 2027.', '2027-03-18'],
  ])('%s', (text, deadline) => expect(datesOf(text).deadline).toBe(deadline));
});

describe('a deadline is never in the past', () => {
  it.each([
    ['Deadline: 1 September 2026.', null],
    ['Go-live is planned for 1 February 2026.', null],
    ['The deadline was 1 August 2026, but we would now like delivery by 15 December 2026.', '2026-12-15'],
    ['Date limite : 1er septembre 2026.', null],
    ['Abgabe bis 1. September 2026.', null],
  ])('%s', (text, deadline) => expect(datesOf(text).deadline).toBe(deadline));
});
