// A build named as the thing being made ("Aufbau des Onlineshops", "design and development of the
// website") is asked for, not merely mentioned; a client saying how what they have is ("our blog is
// dead") asks for nothing; and the costs a proposal leaves to the client come with the work that
// brings them (media spend with ads, not with a newsletter). A chat's "Y un video…" after a request
// adds to it; a tool taught is the training's subject, not a build.
import { analyze, propose } from './propose';

const CREATED = '2026-11-23T10:00:00.000Z';
const deliverables = (text: string) =>
  analyze(text, CREATED).analysis.requests.filter((r) => r.kind === 'deliverable');

describe('what a brief asks for', () => {
  it.each([
    [
      'Für den Umstieg auf Shopware 6 suchen wir eine Agentur: Aufbau des Onlineshops und Anbindung an PayPal.',
      'online-store',
    ],
    ['We are looking for design and development of the website, about 12 pages.', 'website'],
    ['Buscamos una agencia para el desarrollo de la tienda online con 200 productos.', 'online-store'],
  ])('prices the build named by its making: %s', (text, service) => {
    const rows = deliverables(text);
    expect(rows.some((r) => r.services[0] === service)).toBe(true);
    expect(rows.every((r) => !/^\s*[:;,]/.test(r.text))).toBe(true);
  });

  it('reads the state of what the client has as context, not as work', () => {
    const text = [
      "We're a developer-tools startup. Our docs are fine but our blog is dead. We're looking for a content partner for:",
      '',
      '- 4 in-depth tutorials a month',
      '- a monthly developer newsletter',
      '',
      'We can pay $3,200 a month for 12 months.',
    ].join('\n');
    const rows = deliverables(text);
    expect(rows.map((r) => r.text)).not.toContain('Our docs are fine but our blog is dead');
    expect(rows.some((r) => r.services.includes('blog-articles'))).toBe(true);
  });
});

describe('an event production asked in a chat', () => {
  const chat = [
    '[14/11/26, 10:36] Lic. Mariana: Lo que necesitamos de ustedes es la producción: escenario, audio e iluminación y el registro de invitados a la entrada',
    '[14/11/26, 10:37] Lic. Mariana: Y un video homenaje de unos 5 minutos con la historia de la empresa.',
  ].join('\n');
  const services = deliverables(chat).flatMap((r) => r.services);

  it('reads the stage, light and sound and the guest registration as event work', () => {
    expect(services).toEqual(expect.arrayContaining(['event-production', 'guest-management']));
  });

  it('takes the message that opens with "and a" as more of the request', () => {
    expect(services).toContain('video-production');
  });
});

describe('training in a tool', () => {
  it('teaches the tool it names instead of building it', () => {
    const text =
      "La Régie du Léman souhaite former l'ensemble de son personnel à l'utilisation de Microsoft 365 Copilot : 3 groupes de 15 collaborateurs, 2 demi-journées chacun.";
    expect(deliverables(text)[0]?.services[0]).toBe('training');
    const { generated } = propose(text, CREATED);
    expect(generated.pricingBreakdown.map((l) => l.item).join(' ')).not.toMatch(/assistant|agent|chatbot/i);
  });
});

describe('costs left to the client', () => {
  it('names media spend and hosting only beside the work that brings them', () => {
    const { markdown } = propose(
      'We need 4 blog articles a month and a monthly newsletter for our B2B software, for 12 months. Budget $2,500 a month.',
      CREATED,
    );
    expect(markdown).not.toMatch(/advertising spend|Hosting, domain/i);
    const ads = propose(
      'We need Google Ads management for our shop, 3 months, £1,500 a month in fees.',
      CREATED,
    );
    expect(ads.markdown).toMatch(/advertising spend/i);
  });
});

describe('a title that lists the work a short note does not name', () => {
  it.each([
    [
      'asks for the work the title lists, after the client’s name',
      "Grüezi, chönd Sie mir es Offert mache? Budget so um die Fr. 1'800.–. Gruess Beat",
      'Holzwerk Zellweger – Logo, Visitenkarten, Briefvorlage',
      ['logo', 'business-cards', 'stationery'],
    ],
    [
      'leaves the title alone when the body asks for named work',
      'We need a new logo for our bakery, nothing else. Budget £900.',
      'Bakery – logo, business cards',
      ['logo'],
    ],
  ])('%s', (_, text, title, services) => {
    const requests = analyze(text, '2026-10-30T09:00:00.000Z', title).analysis.requests?.filter(
      (r) => r.kind === 'deliverable',
    );
    expect(requests?.flatMap((r) => r.services)).toEqual(services);
  });
});

describe('work the catalogue knows by its plain names', () => {
  const form =
    'Website enquiry form - submitted 19/10/2026 3:47pm\n\nOrganisation: Harbourside Ability Services Ltd (Newcastle & Hunter, NSW)\nMessage:\nWe are a registered NDIS provider and we need a set of our core documents converted into Easy Read.';

  it('prices an Easy Read conversion, not the enquiry form it came through, in the client’s currency', () => {
    const { analysis, generated } = propose(form, '2026-10-19T09:00:00.000Z');
    expect(analysis.requests.filter((r) => r.kind === 'deliverable').flatMap((r) => r.services)).toEqual([
      'easy-read',
    ]);
    expect(generated.currency).toBe('AUD');
  });

  it('reads "an AI tool that reads incoming messages" as AI work', () => {
    const rows = analyze(
      'What we want to test: an AI tool that reads incoming portal messages and sorts them.',
    ).analysis.requests;
    expect(rows.some((r) => r.kind === 'deliverable' && r.services.includes('ml-model'))).toBe(true);
  });
});
