// Who the client is: the organisation, from its signature, its own introduction ("We, Acme Inc,",
// "on behalf of"), a form field or its e-mail domain; never a city, a street, a project or the
// person who signs.
import { analyze } from './propose';

const clientOf = (text: string) => analyze(text).analysis.client.name;

describe('the client is the organisation', () => {
  it('is not the business that passed on the agency’s number', () => {
    expect(
      clientOf(
        "Bonjour c'est Kevin, j'ai eu votre numéro par Fred de chez Carrosserie Lejeune. On cherche un photographe pour nos VO.",
      ),
    ).not.toBe('Carrosserie Lejeune');
  });

  it.each([
    [
      'Hi, need 14 patient info leaflets translated EN>AR, AED 6k max all in — can u quote today? Thx, Dr Hana Al Suwaidi, Meridian Family Clinics',
      'Meridian Family Clinics',
    ],
    [
      'Hallo zusammen, anbei unser Slack-Verlauf zum Thema. VG Franziska Wendt, IT, Krause + Lehmann Ingenieure\n\nWir wollen einen KI-Assistenten.',
      'Krause + Lehmann Ingenieure',
    ],
    [
      'Servus,\n\nich möcht neue Etiketten.\n\nLiebe Grüße\nLisa Zach\nWeingut Hofbauer-Zach\nPoysdorf, Weinviertel',
      'Weingut Hofbauer-Zach',
    ],
    [
      'Bonjour,\n\nNous voulons un test d’intrusion.\n\nBonne journée,\n\nMarie-Josée Bellavance\nVice-présidente, Opérations et conformité\nCourtage Bellavance & Fils inc.\nSherbrooke (Québec)',
      'Courtage Bellavance & Fils inc.',
    ],
    [
      'Hi,\n\nWe need a website for Project Phoenix.\n\nBest,\nJane Doe\nMarketing Director\nAcme Inc.\n12 Main Street',
      'Acme Inc.',
    ],
    ['We, Bluebird Analytics Ltd, invite proposals.', 'Bluebird Analytics Ltd'],
    ['We, Bluebird Analytics, are looking for an agency to redesign our website.', 'Bluebird Analytics'],
    [
      'Guten Tag,\n\nwir, die Müller Bau GmbH, suchen eine Agentur.\n\nMit freundlichen Grüßen\nKlaus Müller',
      'Müller Bau GmbH',
    ],
    [
      "Hello,\n\nOn behalf of Riverside Dental Clinic, I'd like a quote for a new logo.\n\nThanks,\nTom",
      'Riverside Dental Clinic',
    ],
    [
      'Bonjour,\n\nJe vous contacte au nom de la Mairie de Saint-Malo.\n\nCordialement,\nJean Morel',
      'Mairie de Saint-Malo',
    ],
    ['Hola,\n\nEscribo en nombre de Fundación Luz Verde.\n\nSaludos,\nAna', 'Fundación Luz Verde'],
    [
      "Bonjour,\n\nNous avons besoin d'un site.\n\nMerci\nMarc Tremblay\nCabinet Tremblay Ltée\nQuébec, QC",
      'Cabinet Tremblay Ltée',
    ],
    [
      'Hola,\n\nNecesitamos una web.\n\nSaludos,\nMaría\nDirectora de Marketing\nCafé La Esquina S.A.',
      'Café La Esquina S.A.',
    ],
  ])('%s', (text, name) => expect(clientOf(text)).toBe(name));
});

describe('the person who signs', () => {
  it('is the name under a short "Gruß", not the greeting', () => {
    const { contact } = analyze(
      'Hallo,\n\nwir brauchen jemanden für die Wartung unserer App.\n\nGruß\nTobias Renz\nLeiter IT, Schlossgarten Parken GmbH',
    ).analysis.client;
    expect(contact).toMatchObject({ name: 'Tobias Renz', role: 'Leiter IT' });
  });
});

describe('a place, a street, a project or a product is not the client', () => {
  it.each([
    [
      'Hi,\n\nWe need a brochure.\n\nBest,\nPriya Shah\nMarketing Manager\nOakridge Dental\nOxford Road, Manchester',
      'Oakridge Dental',
    ],
    [
      "Hi,\n\nWe're launching Project Atlas, a new loyalty app, and need a partner.\n\nThanks,\nKaren Liu\nHead of Product\nLumen Retail Group",
      'Lumen Retail Group',
    ],
    [
      'Hi,\n\nOur product, FlowDesk, needs a landing page.\n\nRegards,\nTim Baker\nCEO, FlowDesk Software Ltd',
      'FlowDesk Software Ltd',
    ],
  ])('%s', (text, name) => expect(clientOf(text)).toBe(name));

  it.each([
    'We need a website. Budget is R 45 000.\n\nRegards,\nThabo\nCape Town, South Africa',
    'Necesitamos una tienda en línea.\n\nSaludos,\nMaría López\nCiudad de México\n+52 55 1234 5678',
    'Budget : 25 000 $.\n\nMerci\nMarc Tremblay\nQuébec, QC\n418-555-1234',
    'Budget: $30k.\n\nThanks,\nSarah\nToronto, ON',
    "Nous avons besoin d'un site.\n\nMerci,\nJulie\nMontréal (Québec)",
    'Hello,\n\nWe need a website.\n\nRegards,\nJames Lee\nOperations Director\n221B Baker Street\nLondon',
    'Hallo,\n\nwir brauchen eine Website.\n\nGrüße\nAnna\nHauptstraße 5\nGraz',
    'Project Phoenix is a new loyalty app and we need a designer.',
  ])('no client from: %s', (text) => expect(clientOf(text)).toBeNull());
});

describe('the e-mail domain names the client when nothing else does', () => {
  it.each([
    ['Hi,\n\nWe need a new site.\n\nThanks,\nJohn Smith\njohn@northwind-traders.com', 'Northwind Traders'],
    [
      'Hi there,\n\nI run a small bakery and need a website.\n\nCheers,\nEmma\nemma@sweetcrumbs.co.uk',
      'Sweetcrumbs',
    ],
    [
      'Hallo,\n\nwir brauchen eine neue Website.\n\nViele Grüße\nLars Becker\nl.becker@hoffmann-logistik.de',
      'Hoffmann Logistik',
    ],
    ['Necesitamos un sitio web.\n\nSaludos,\nCarlos\ncarlos@ferreteria-andina.com.co', 'Ferreteria Andina'],
  ])('%s', (text, name) => expect(clientOf(text)).toBe(name));

  it('never from a mail provider', () => {
    expect(clientOf('Hi,\n\nWe need a site.\n\nThanks,\nBob\nbob@gmail.com')).toBeNull();
    expect(clientOf('Bonjour,\n\nIl nous faut un logo.\n\nMerci\nLéa\nlea.martin@orange.fr')).toBeNull();
  });
});

describe('the writer, a department or a sentence is not the client', () => {
  it.each([
    [
      "Hey!\n\nWe're redoing our menus and need a photographer.\n\nThanks!\nMarco Reyes, Ember & Vine Hospitality",
      'Ember & Vine Hospitality',
      { name: 'Marco Reyes', role: null },
    ],
    [
      'Bonjour,\n\nNous cherchons une agence pour notre logo.\n\nMerci !\nAntoine Rey — 06 71 22 48 90\nBrasserie du Vercors, 14 rue des Alliés, 38100 Grenoble',
      'Brasserie du Vercors',
      { name: 'Antoine Rey', role: null },
    ],
    [
      'Hello,\n\nWe need a trail map.\n\nJordan Whitehorse\nVisitor Services, Lakeview Provincial Park\nTel. 705-555-0193',
      'Lakeview Provincial Park',
      { name: 'Jordan Whitehorse', role: null },
    ],
    [
      'Buen día,\n\nLes escribo de Cementos del Bajío. Cumplimos 50 años y queremos un video.\n\nSaludos cordiales,\nIng. Laura Méndez\nComunicación Interna\nTel. 477 555 2380',
      'Cementos del Bajío',
      { name: 'Ing. Laura Méndez', role: 'Comunicación Interna' },
    ],
    [
      "Bonjour,\n\nLa Mutuelle des Artisans du Centre (85 000 adhérents) reçoit chaque mois 30 000 courriers. Nous voulons un outil d'IA.\n\nDirection de la relation adhérents",
      'Mutuelle des Artisans du Centre',
      null,
    ],
    [
      "Bonjour,\n\nJe dirige l'école de musique Allegro Vivace à Namur. Il nous faut un site.\n\nMerci,\nNathalie Lambert",
      'Allegro Vivace',
      { name: 'Nathalie Lambert', role: null },
    ],
    [
      'Estimados:\n\nLa Sociedad Española de Medicina Cardiovascular celebrará su congreso en Sevilla.\n\nBuscamos una agencia para la organización del congreso:\n- secretaría técnica\n- inscripciones\n\nAtentamente,\nDra. Carmen Vidal, presidenta del comité organizador',
      'Sociedad Española de Medicina Cardiovascular',
      { name: 'Dra. Carmen Vidal', role: 'presidenta del comité organizador' },
    ],
  ])('%s', (text, name, contact) => {
    const client = analyze(text).analysis.client;
    expect(client.name).toBe(name);
    expect(client.contact).toEqual(contact);
  });
});

describe('the client as people introduce it', () => {
  it.each([
    [
      "Hello,\n\nI'm the HR & Learning Manager at Trillium Shores Credit Union. We need training.",
      'Trillium Shores Credit Union',
    ],
    [
      'Hey, uh, this is Ray Delgado from Desert Breeze Heating and Air, we talked at the expo.',
      'Desert Breeze Heating and Air',
    ],
    [
      "Bonjour,\n\nJe m'appelle Marie-Ève Gagnon, de l'Érablière Gagnon & Filles à Saint-Georges.",
      'Érablière Gagnon & Filles',
    ],
    ['Servus, hier is der Flo von Isarflitzer, wir sind ein Fahrradkurier in München.', 'Isarflitzer'],
    [
      'REQUEST FOR PROPOSAL\nIssued by: Harrowgate & Pike Housing Association, 4 Wellington Place, Leeds LS1 4AP\n\n1. Background',
      'Harrowgate & Pike Housing Association',
    ],
    [
      'SOLICITUD DE PROPUESTA\nGrupo Ferretero Regiomontano, S.A. de C.V. - Monterrey, N.L.\n\nAntecedentes',
      'Grupo Ferretero Regiomontano S.A. de C.V.',
    ],
  ])('%s', (text, name) => expect(clientOf(text)).toBe(name));
});

describe('organisations named the way tenders and family firms write them', () => {
  it.each([
    [
      'KARNATAKA LOGISTICS SKILL MISSION (KLSM)\nDepartment of Skill Development, Government of Karnataka\n\nNOTICE INVITING TENDER\nThe bidder shall furnish a Performance Bank Guarantee of 5 %.',
      'Karnataka Logistics Skill Mission',
    ],
    [
      'Hola,\n\nQueremos 24 vídeos de recetas.\n\nUn saludo,\nUxía Lamas\nConservas Lamas e Hijos, S.L.\nAvda. Castelao 88, 36620 Vilanova de Arousa',
      'Conservas Lamas e Hijos S.L.',
    ],
  ])('names the client of "%s"', (text, name) => {
    expect(analyze(text, '2026-10-26T09:00:00.000Z').analysis.client?.name).toBe(name);
  });
});
