// Who the client is: the organisation, from its signature, its own introduction ("We, Acme Inc,",
// "on behalf of"), a form field or its e-mail domain; never a city, a street, a project or the
// person who signs.
import { analyze } from './propose';

const clientOf = (text: string) => analyze(text).analysis.client.name;

describe('the client is the organisation', () => {
  it.each([
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
