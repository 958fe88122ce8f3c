// Table-driven cases for deliverables a brief states outside the catalogue: list items under a
// scope heading, bullet lists, request phrases, and what must not become a deliverable.
import { analyzeBrief } from '../src/analyze';
import { splitRequest, tidyPhrase } from '../src/analyze/noun-phrases';

const deliverablesOf = (text: string) =>
  analyzeBrief({ text, title: '', createdAt: '2026-03-10T09:00:00Z' }).analysis.deliverables;
const found = (list: string[], wanted: string) =>
  list.some((phrase) => phrase.toLowerCase().includes(wanted.toLowerCase()));

describe('stated deliverables are found in the four languages', () => {
  it.each([
    [
      'Scope of work:\n- SOC 2 readiness assessment\n- Vendor risk register',
      ['SOC 2 readiness', 'risk register'],
    ],
    [
      '2. Requirements\n2.1 A trade portal for stockists.\n2.2 Returns workflow.',
      ['trade portal', 'Returns workflow'],
    ],
    ['- Shopify migration\n- Wholesale price lists for B2B\n- Budget: $10,000', ['Wholesale price lists']],
    [
      'We need a membership portal where members pay, and a waiver signing flow.',
      ['membership portal', 'waiver signing flow'],
    ],
    [
      'We need you for the booking widget, SMS reminders via Twilio and an admin screen.',
      ['SMS reminders', 'admin screen'],
    ],
    [
      'Prestations attendues :\n— plan interactif des équipements ;\n— formation des agents.',
      ['plan interactif', 'formation des agents'],
    ],
    [
      'Il nous faut un tableau de bord, des alertes de stock et un export comptable.',
      ['alertes de stock', 'export comptable'],
    ],
    [
      'Leistungsumfang:\n1. Wissensdatenbank für den Kundenservice\n2. Schnittstelle zu SAP',
      ['Wissensdatenbank'],
    ],
    ['Wir brauchen eine Website mit Online-Terminbuchung und einem Mandantenbereich.', ['Mandantenbereich']],
    [
      'Necesitamos que nos ayudes con guiones, la grabación y la edición para Reels.',
      ['guiones', 'grabación'],
    ],
    ['Alcance:\n1) Plataforma de cursos en línea\n2) Capacitación a docentes', ['Capacitación a docentes']],
    [
      "We're launching in May and want a partner for the launch: paid social ads, a launch press kit.",
      ['launch press kit'],
    ],
  ])('finds them in: %s', (text, wanted) => {
    const list = deliverablesOf(text);
    for (const phrase of wanted) expect(found(list, phrase)).toBe(true);
  });

  it.each([
    ['Key dates:\n- Questions due 14 May\n- Award in June', 'Questions'],
    ['Out of scope:\n- Mobile app\n- Hosting', 'Mobile app'],
    ['- Budget: CAD 18,000\n- Go-live: no hard date\n- Shopify migration', 'Budget'],
    ['• Audit SEO\n• Pas de date butoir', 'date butoir'],
    ["Nous n'avons pas besoin d'application mobile. Il nous faut un export comptable.", 'application mobile'],
    ['Lead source: Website form\nMessage: Looking for a patient app.', 'Website'],
    ['Quote please: explainer video, budget around 8k USD, no rush.', 'rush'],
    ['1. Background\nWe sell stoves.\n2. Commercials\nPayment in 30 days.', 'Commercials'],
    ['* Context: 40 cities\n* Asks: packaging design\n* Next step: call', 'Context'],
    ["We've a client who wants it redone, and I'd love to bring you in on the dev side.", "I'd love"],
    ['Need a manual translated, plus a glossary; SEK 60 000 max; done by October.', 'SEK'],
  ])('keeps out what is not wanted work: %s', (text, unwanted) => {
    expect(found(deliverablesOf(text), unwanted)).toBe(false);
  });
});

describe('request objects become short noun phrases', () => {
  it.each([
    ['a route-setting tracker for our setters so they can log routes', ['route-setting tracker']],
    ['dbt models for finance and operations, and runbooks', ['dbt models', 'runbooks']],
    ['UI translation into French, German, Spanish and Dutch', ['UI translation']],
    [
      'un chatbot para la web y WhatsApp, con integración con nuestro CRM (Salesforce)',
      ['chatbot', 'integración con nuestro CRM'],
    ],
    ['eine App, mit der Mitglieder Kurse buchen und Zeiten sehen können', ['App']],
  ])('splits %s', (object, phrases) => expect(splitRequest(object)).toEqual(phrases));

  it.each([
    ['our website'],
    ['to pilot it'],
    ['lanzarlo'],
    ['24 pages'],
    ['integrate with'],
    ['before the summit'],
  ])('drops %s', (phrase) => expect(tidyPhrase(phrase)).toBeNull());
});
