// What the client asks for is work; what they say around it is not. A sentence that names no work
// ("Hoy armamos todo a mano", "ob da eine Drohne geht", a language) is not priced; a feature of a
// build still is. Work listed under "Pro Standort" is made for each location the brief counts, and
// a count of photos buys the shoot days they take; a standard's number is no count.
import type { Request } from '../src/ledger';
import { deliverableRow } from '../src/ledger/core';
import { withoutRemarks } from '../src/ledger/work-words';
import { analyze, propose } from './propose';

const CREATED = '2026-11-09T09:00:00.000Z';
const deliverables = (text: string) =>
  analyze(text, CREATED).analysis.requests.filter((r) => r.kind === 'deliverable');

describe('remarks around the work', () => {
  const row = (text: string, services: string[] = []): Request => deliverableRow(text, services);

  it('drops a deliverable the catalogue does not know when it names no work', () => {
    const kept = withoutRemarks(
      [
        row('un tablero con kilos por chacra', ['dashboard']),
        row('Hoy armamos a mano'),
        row('todos los lunes'),
        row('Ustedes recomienden'),
        row('una guía de uso para los administradores'),
      ],
      'es',
    ).map((r) => r.text);
    expect(kept).toEqual(['un tablero con kilos por chacra', 'una guía de uso para los administradores']);
  });

  it('keeps a build’s features in the client’s words, but not a list of languages', () => {
    const texts = deliverables(
      'We need:\n- a B2B ordering portal with customer-specific price lists\n- quick reorder from past invoices\n- click-and-collect at the nearest branch\n- English and French',
    ).map((r) => r.text);
    expect(texts).toEqual(
      expect.arrayContaining(['quick reorder from past invoices', 'click-and-collect at the nearest branch']),
    );
    expect(texts).not.toContain('English and French');
  });
});

describe('counts for each of what the brief counts', () => {
  const text =
    'Betreff: Fotos und Drohnenvideos für unsere 6 Standorte\n\nPro Standort brauchen wir:\n- ca. 30 Fotos: Außenansicht, Showroom, Werkstatt, Team\n- 1 Drohnenvideo, ca. 45 Sekunden\n\nBudget: 12.000 Euro netto.';

  it('makes the work listed under "Pro Standort" for each location', () => {
    const rows = deliverables(text);
    expect(rows.find((r) => r.services.includes('photo-shoot'))?.quantity).toBe(180);
    expect(rows.find((r) => r.services.includes('drone-footage'))?.quantity).toBe(6);
  });

  it('prices the shoot days the photos take and each drone video after the first at a share', () => {
    const { generated } = propose(text, CREATED);
    const shoot = generated.pricingBreakdown.find((l) => /Fotoshooting/.test(l.item));
    const drone = generated.pricingBreakdown.find((l) => /Drohne/.test(l.item));
    expect(shoot?.quantity).toBeGreaterThanOrEqual(4);
    expect(drone?.hours).toBeGreaterThan(30);
  });

  it('holds sessions for each group the brief counts', () => {
    const rows = deliverables(
      'Necesitamos:\n- Formación para los 85 docentes del claustro, en tres grupos por etapa\n- 3 sesiones de 2 horas por grupo, presenciales en el colegio',
    );
    expect(rows.find((r) => r.unit === 'session')?.quantity).toBe(9);
  });

  it('reads no count in a standard’s name', () => {
    const [first] = deliverables(
      '2. Scope of services\n2.1 SOC 2 readiness assessment against the Trust Services Criteria\n2.2 Gap remediation plan with owners and priorities',
    );
    expect(first?.quantity).toBeNull();
  });
});

describe('work asked for in passing, and what the client brings', () => {
  it('reads a count per month in a unit of one kind of work as asked for, with no service named', () => {
    const rows = deliverables(
      '[11/11/26, 1:06:12 pm] Kayla: ok so thinking 12 posts a month across insta + fb, plus stories whenever.',
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ services: ['social-posts'], quantity: 12, per: 'month' }),
    );
  });

  it('leaves to the client what comes from them or what they have', () => {
    const { analysis } = analyze(
      'Wir brauchen für die Messe Gestaltung + Druck:\n- 3 Roll-ups\n- Logo + Texte kommen von uns\n- Fotos haben wir',
      CREATED,
    );
    const theirs = analysis.requests.filter((r) => r.kind === 'client').map((r) => r.text);
    expect(theirs).toEqual(expect.arrayContaining(['Logo + Texte kommen von uns', 'Fotos haben wir']));
  });

  it('reads a duration as no count: a 90 sec explainer is one video', () => {
    const [row] = deliverables(
      'Could you give me a ballpark for a 90 sec animated explainer for our app launch?',
    );
    expect(row?.quantity).toBeNull();
  });

  it('prices a flyer counted in hundreds as one design and its print run', () => {
    const rows = deliverables('Bitte Gestaltung und Druck: 500 Flyer DIN lang für die Messe.');
    expect(rows.find((r) => r.services.includes('brochure'))?.quantity).toBeNull();
    expect(rows).toContainEqual(
      expect.objectContaining({ services: ['print-run'], quantity: 500, unit: 'copy' }),
    );
  });
});

describe('how people lead into what they want', () => {
  it.each([
    [
      'What we want is our own branded member app (iOS + Android):\n- push notifications per gym\n- class booking',
      'en',
    ],
    ['Lo que queremos es una app móvil propia:\n- reservas de clases\n- notificaciones push', 'es'],
  ])('asks for the work a lead-in over a list names: %s', (text) => {
    expect(deliverables(text).some((r) => r.services.includes('mobile-app'))).toBe(true);
  });

  it('asks for nothing by naming work the same message refuses, or saying theirs is fine', () => {
    const rows = deliverables(
      "The SEO stuff and the Google Business Profile, that's what I need. Ah, website. Website's fine, but not a new site, yeah?",
    );
    expect(rows.some((r) => r.services.includes('website'))).toBe(false);
  });

  it('reads the agency’s monthly budget said in words, not the ad spend paid to Google', () => {
    const { budget } = analyze(
      'We spend about, what, two grand a month on the clicks, that goes straight on the card to Google.\n\nBudget — I was thinking, um, fifteen hundred a month for you guys, for the management, SEO and Ads together. Plus GST.\n\nCheers, Dave\nMornington Peninsula',
      CREATED,
    ).analysis;
    expect(budget).toEqual(expect.objectContaining({ max: 150_000, currency: 'AUD', kind: 'monthly' }));
  });
});

describe('questions for the agency', () => {
  it('reads a request for the agency’s references as no work, and cartons as packaging', () => {
    const rows = deliverables(
      "Nous lançons une gamme de 6 savons. Nous avons besoin de la création d'un étui carton pour chacune des 6 références. Pouvez-vous nous envoyer un planning et vos références en packaging cosmétique ?",
    );
    expect(rows.map((r) => r.text).join(' | ')).not.toMatch(/vos références/);
    expect(rows.find((r) => r.services.includes('packaging'))?.quantity).toBe(6);
  });

  it('settles a question it is asked rather than pricing it', () => {
    const { analysis, generated } = propose(
      'Wir brauchen pro Standort 1 Drohnenvideo. Bremen-Nord liegt nahe am Flughafen – keine Ahnung, ob da eine Drohne geht, bitte klären.\n\nBudget: 5.000 € netto.',
      CREATED,
    );
    expect(analysis.requests).toContainEqual(
      expect.objectContaining({ kind: 'constraint', text: expect.stringMatching(/^ob da eine Drohne geht/) }),
    );
    expect(generated.pricingBreakdown.map((l) => l.item).join(' ')).not.toMatch(/Ob da/);
  });
});

describe('a thread that changes the ask', () => {
  const thread = [
    'Forwarding the latest from our treasurer.',
    '',
    '---------- Forwarded message ---------',
    'From: Aoife <treasurer@example.ie>',
    'Subject: Re: Online shop',
    '',
    "Committee met. Our coach's son does photography and said he'll do the product shots for free, so take that out.",
    '',
    '---------- Original message ----------',
    'From: Declan',
    'Subject: Online shop',
    '',
    'We want a proper online shop:',
    '- about 40 products (jerseys, shorts, socks), most in 5–8 sizes',
    '- product photos: 3 angles per product, so 120 shots',
    '- personalisation option on jerseys (initials/number, +€10)',
  ].join('\n');

  it('drops work a newer message gives to someone on the client’s side', () => {
    expect(deliverables(thread).some((r) => r.services.includes('product-photos'))).toBe(false);
  });

  it('counts angles per product for each product, and reads no count in a price', () => {
    const rows = deliverables(thread.replace(/Committee met\..*\n/, 'Committee met, all fine.\n'));
    expect(rows.find((r) => r.services.includes('product-photos'))?.quantity).toBe(120);
    expect(rows.find((r) => /personalisation/.test(r.text))?.quantity).toBeNull();
  });
});

describe('requests enumerated in one sentence', () => {
  it('reads "(a) …; (b) …; and (c) …" as separate requests, each with its own period', () => {
    const rows = deliverables(
      'We need: (a) a new website of about 12 pages; (b) a dashboard of our sales; and (c) a monthly newsletter.',
    );
    expect(rows.find((r) => r.services.includes('website'))).toEqual(
      expect.objectContaining({ quantity: 12, per: null }),
    );
    expect(rows.some((r) => r.services.includes('dashboard'))).toBe(true);
    expect(rows.find((r) => r.services.includes('newsletter'))?.per).toBe('month');
    // The lead and the letters are no part of a request's words.
    expect(rows.map((r) => r.text)).toContain('a new website of about 12 pages');
  });

  it('keeps "(a) …, (b) …" after one kind of work as its targets', () => {
    const rows = deliverables(
      'We need a penetration test of (a) the web app, (b) the contractor portal and (c) the API.',
    );
    expect(
      rows.filter((r) => r.services.includes('portal') && !r.services.some((s) => /test/.test(s))),
    ).toEqual([]);
  });
});
