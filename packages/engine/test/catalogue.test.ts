// The service catalogue as data: every service named as buyers name it, in four languages; sized so
// that its typical engagement at the US blended rate lands in the market range market-prices.md
// gives for it; counted in the units briefs state.
import { CATEGORIES } from '@proposals/contracts';
import { LANGUAGES, type Language } from '@proposals/locale';
import { hoursFor, includesOf, serviceById, SERVICES, UNITS, type Service } from '../src/catalogue';
import combos from '../src/catalogue/data/combos.json';
import assumptions from '../src/write/data/assumptions.json';
import serviceData from '../src/catalogue/data/services.json';
import { quantityOf } from '../src/ledger/quantity';
import { servicesIn } from '../src/ledger/services';
import { hourlyRate } from '../src/price/rates';
import { phraseKey } from '../src/text/phrases';
import { analyze } from './propose';

const PHASES = [
  'discovery',
  'design',
  'build',
  'content',
  'production',
  'testing',
  'launch',
  'campaign',
  'event',
  'reporting',
  'retest',
  'support',
  'training',
];
// The ids of the Sources index of market-prices.md (S69 is not used there).
const SOURCE_IDS = new Set(Array.from({ length: 71 }, (_, i) => `S${i + 1}`).filter((id) => id !== 'S69'));

const service = (id: string): Service => {
  const found = serviceById(id);
  if (!found) throw new Error(`no service ${id}`);
  return found;
};
const roundHalf = (hours: number): number => Math.round(hours * 2) / 2;
// The market basis of each service's figures (not part of the engine's Service type).
const NOTES = new Map(serviceData.services.map((s) => [s.id, s.note]));

/** Hours of a service and its standard lines for `quantity` units (its usual quantity when null), as lines.ts prices them. */
function hoursOf(s: Service, quantity: number | null = null): number {
  const q = quantity ?? s.defaultQuantity;
  if (s.unit === 'word') return s.hours.perUnit * (q ?? 0);
  const parts = [s.hours, ...(s.components ?? []).map((c) => c.hours)];
  return parts.reduce((sum, model) => sum + roundHalf(hoursFor(model, q)), 0);
}

/** USD at the US blended rate (with the specialist premium when the service's category carries it). */
const usPrice = (s: Service, quantity: number | null = null): number =>
  (hoursOf(s, quantity) * hourlyRate('USD', 'US', s.category, null)) / 100;

describe('every service', () => {
  it.each(SERVICES.map((s) => [s.id, s] as const))(
    '%s is labelled and named in all four languages',
    (_, s) => {
      for (const language of LANGUAGES) {
        expect(s.label[language]?.trim()).toBeTruthy();
        expect(s.label[language].length).toBeLessThanOrEqual(80);
        expect(s.keywords[language]?.length).toBeGreaterThan(0);
        for (const keyword of s.keywords[language]) {
          expect(keyword).toBe(keyword.toLowerCase().trim());
          expect(keyword.length).toBeGreaterThan(1);
        }
      }
    },
  );

  it.each(SERVICES.map((s) => [s.id, s] as const))(
    '%s cites market-prices.md sources and states its arithmetic in its note',
    (_, s) => {
      const note = NOTES.get(s.id) ?? '';
      expect(s.sources.length).toBeGreaterThan(0);
      for (const id of s.sources) expect(SOURCE_IDS).toContain(id);
      expect(s.sources.some((id) => note.includes(id))).toBe(true);
      // Hours and what they come to: "38 h ≈ 5.7k USD".
      expect(note).toMatch(/\d\s*h\b/);
      expect(note).toMatch(/USD|£|€/);
    },
  );

  it.each(SERVICES.map((s) => [s.id, s] as const))('%s has a coherent hours model', (_, s) => {
    expect(CATEGORIES).toContain(s.category);
    expect(PHASES).toContain(s.phase);
    for (const model of [s.hours, ...(s.components ?? []).map((c) => c.hours)]) {
      expect(model.base).toBeGreaterThanOrEqual(0);
      expect(model.perUnit).toBeGreaterThanOrEqual(0);
      expect(model.min).toBeGreaterThan(0);
      expect(model.max).toBeGreaterThanOrEqual(model.min);
    }
    if (s.unit === null) {
      expect(s.defaultQuantity).toBeNull();
      expect(s.hours.perUnit).toBe(0);
    } else {
      expect(UNITS[s.unit]).toBeDefined();
      expect(s.defaultQuantity).toBeGreaterThan(0);
      expect(s.hours.perUnit).toBeGreaterThan(0);
    }
    if (s.reducible) {
      expect(s.reducible.factor).toBeGreaterThan(0);
      expect(s.reducible.factor).toBeLessThan(1);
      for (const language of LANGUAGES) expect(s.reducible.how[language]).toBeTruthy();
    }
    for (const component of s.components ?? [])
      for (const language of LANGUAGES) expect(component.label[language]).toBeTruthy();
  });

  it('has one id per service and a distinct label in each language', () => {
    expect(new Set(SERVICES.map((s) => s.id)).size).toBe(SERVICES.length);
    for (const language of LANGUAGES) {
      const labels = SERVICES.map((s) => s.label[language]);
      expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
    }
  });

  it('says in each language what its line consists of, leaving counts to the line', () => {
    const missing = SERVICES.flatMap((s) =>
      LANGUAGES.filter((language) => !/^\S+(?:\s+\S+){5,}$/.test(includesOf(s.id, language) ?? '')).map(
        (language) => `${s.id}/${language}`,
      ),
    );
    expect(missing).toEqual([]);
    expect(
      SERVICES.filter((s) => LANGUAGES.some((l) => /\d/.test(includesOf(s.id, l) ?? ''))).map((s) => s.id),
    ).toEqual([]);
  });

  it('has, for every category of work, what it needs from the client in each language', () => {
    const missing = CATEGORIES.filter((c) => c !== 'other').flatMap((c) =>
      LANGUAGES.filter(
        (l) => !(assumptions.byCategory as Record<string, Record<string, string>>)[c]?.[l],
      ).map((l) => `${c}/${l}`),
    );
    expect(missing).toEqual([]);
  });

  it('covers every category of the fixed list', () => {
    const covered = new Set(SERVICES.map((s) => s.category));
    expect(CATEGORIES.filter((category) => !covered.has(category))).toEqual([]);
  });

  it('lets the quantity drive the price of work counted in units', () => {
    const flat = SERVICES.filter(
      (s) => s.unit !== null && hoursOf(s, (s.defaultQuantity ?? 1) * 4) <= hoursOf(s),
    ).map((s) => s.id);
    expect(flat).toEqual([]);
  });
});

describe('keywords', () => {
  it.each(LANGUAGES.map((l) => [l]))(
    'no phrase names two services in %s (English phrases count in every language)',
    (language) => {
      const owners = new Map<string, Set<string>>();
      for (const s of SERVICES)
        for (const lang of new Set<Language>([language, 'en']))
          for (const keyword of s.keywords[lang]) {
            const key = phraseKey(keyword.replace(/^\*|\*$/g, ''));
            owners.set(key, (owners.get(key) ?? new Set()).add(s.id));
          }
      const shared = [...owners]
        .filter(([, ids]) => ids.size > 1)
        .map(([key, ids]) => `${key}: ${[...ids].join(', ')}`);
      expect(shared).toEqual([]);
    },
  );

  it('combines object and work words only for services the catalogue has', () => {
    for (const combo of combos.combos) {
      expect(serviceById(combo.service)).toBeDefined();
      for (const word of [...combo.objects, ...combo.work]) expect(word).toBe(word.toLowerCase());
    }
  });

  it.each([
    ['en', 'a new 35-page CMS website with a blog', 'website'],
    ['en', 'a penetration test of our customer portal (3 roles)', 'web-app-test'],
    ['en', 'an API penetration test (about 80 endpoints)', 'api-test'],
    ['en', 'a penetration test of our iOS app', 'mobile-app-test'],
    ['en', 'a podcast series of 10 episodes', 'podcast-episode'],
    ['en', 'a cookie consent banner', 'cookie-consent'],
    ['en', 'row-level security for 5 regional roles', 'row-level-security'],
    ['en', 'a WhatsApp chatbot that hands over to our team', 'whatsapp-bot'],
    ['en', 'signage for the new store: fascia sign, window vinyl and menu boards', 'signage'],
    ['en', 'phishing simulation campaigns for all 250 staff', 'phishing-simulation'],
    ['en', 'migrate our CRM data (40,000 records) to HubSpot', 'data-migration'],
    ['en', 'we need to migrate our servers to Azure', 'cloud-migration'],
    ['en', '12 stakeholder interviews', 'stakeholder-interviews'],
    ['en', 'tone of voice guidelines', 'tone-of-voice'],
    ['en', 'new labels for our three beers', 'label-design'],
    ['en', 'a livestream of the main stage', 'livestream'],
    ['en', 'a cloud landing zone', 'landing-zone'],
    ['en', '6 3D renders of the bottles', 'renders-3d'],
    ['en', 'a printed bilingual (EN/FR) annual report, 24 pages', 'annual-report-design'],
    ['en', 'an AI chatbot for customer support', 'chatbot'],
    ['en', 'a photographer for headshots of our 40 staff', 'headshots'],
    ['en', '3 knowledge-transfer sessions for our IT team', 'knowledge-transfer'],
    ['fr', 'la refonte de notre site internet sous WordPress', 'website'],
    ['fr', 'un podcast de 8 épisodes', 'podcast-episode'],
    ['fr', 'une campagne de simulation de phishing', 'phishing-simulation'],
    ['fr', 'un module e-learning de sensibilisation à la cybersécurité', 'awareness-elearning'],
    ['fr', 'la signalétique de notre accueil (8 panneaux)', 'signage'],
    ['fr', 'la rédaction du cahier des charges', 'requirements-spec'],
    ['fr', "l'animation d'ateliers avec les équipes", 'workshop'],
    ['fr', "un audit d'accessibilité RGAA", 'accessibility-audit'],
    ['fr', 'le design des étiquettes de nos vins', 'label-design'],
    ['fr', 'la diffusion en direct de la plénière', 'livestream'],
    ['fr', 'une vidéo institutionnelle de 2 minutes présentant nos ateliers', 'video-production'],
    ['fr', 'le dédoublonnage de notre fichier clients', 'data-migration'],
    ['de', 'eine Migration unserer CRM-Daten nach HubSpot', 'data-migration'],
    ['de', 'Schulungsunterlagen und Zertifikate', 'training-materials'],
    ['de', 'einen Penetrationstest unserer Webanwendung', 'web-app-test'],
    ['de', 'einen Podcast mit 12 Folgen', 'podcast-episode'],
    ['de', 'Dolmetschen für die Konferenz', 'interpreting'],
    ['de', 'eine Wettbewerbsanalyse', 'competitor-analysis'],
    ['de', 'die Einrichtung von Microsoft 365 für 25 Mitarbeitende', 'm365-setup'],
    ['de', 'ein Stundenkontingent für Support', 'consulting-hours'],
    ['de', 'einen Schwachstellenscan von 40 IP-Adressen', 'vulnerability-assessment'],
    ['es', 'un chatbot de WhatsApp', 'whatsapp-bot'],
    ['es', 'la derivación a un agente humano', 'human-handoff'],
    ['es', 'un asistente de IA sobre nuestra documentación', 'ai-assistant'],
    ['es', 'la gestión mensual de las campañas', 'ads-management'],
    ['es', 'el diseño de etiquetas para 6 referencias', 'label-design'],
    ['es', 'una bolsa de horas de soporte', 'consulting-hours'],
    ['es', 'un estudio de mercado', 'market-research'],
    ['es', 'subtítulos en 3 idiomas', 'subtitles'],
    ['es', 'la migración de nuestras bases de datos SQL Server', 'database-migration'],
  ] as const)('[%s] "%s" asks for %s', (language, text, id) => {
    expect(servicesIn(text, language)[0]?.service.id).toBe(id);
  });

  it.each([
    ['en', 'a chat widget on our website'],
    ['en', 'our customers use the Cliniko app to book'],
    ['fr', 'nos ateliers de fabrication à Lyon'],
    ['de', 'rund 2.400 Artikel im Shop'],
  ] as const)('[%s] "%s" names no request of its own', (language, text) => {
    expect(servicesIn(text, language).map((m) => m.service.id)).not.toEqual(
      expect.arrayContaining(['mobile-app', 'workshop', 'blog-articles']),
    );
  });
});

describe('units', () => {
  it.each(Object.entries(UNITS))(
    '%s has words and singular/plural labels in all four languages',
    (_, unit) => {
      for (const language of LANGUAGES) {
        expect(unit.words[language]?.length).toBeGreaterThan(0);
        expect(unit.label[language]).toHaveLength(2);
        for (const label of unit.label[language]) expect(label.trim()).toBeTruthy();
        // The reader compares one word after the number at a time.
        for (const word of unit.words[language]) expect(word).toMatch(/^[\p{Ll}\d]+$/u);
      }
    },
  );

  it('gives each word to one unit', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const [id, unit] of Object.entries(UNITS))
      for (const word of new Set(Object.values(unit.words).flat())) {
        if (owner.has(word) && owner.get(word) !== id) shared.push(`${word}: ${owner.get(word)}, ${id}`);
        owner.set(word, id);
      }
    expect(shared).toEqual([]);
  });

  it.each([
    ['en', '12 user interviews', 'interview', 12],
    ['en', '4 user roles', 'role', 4],
    ['en', 'its REST API, around 80 endpoints', 'endpoint', 80],
    ['en', 'about 40 virtual machines', 'server', 40],
    ['en', 'a series of 10 episodes', 'episode', 10],
    ['en', '12 product photos', 'photo', 12],
    ['en', '10 social media cut-downs', 'video', 10],
    ['en', '3 databases', 'database', 3],
    ['en', 'training for 30 participants', 'attendee', 30],
    ['en', 'speaker management for 20 speakers', 'speaker', 20],
    ['fr', 'la signalétique (8 panneaux)', 'sign', 8],
    ['fr', '20 diapositives pour le comité', 'slide', 20],
    ['fr', '120 fiches produits', 'product', 120],
    ['de', 'ca. 40.000 Datensätze', 'record', 40000],
    ['de', 'drei Module', 'module', 3],
    ['de', 'User Tests mit 8 Probanden', 'attendee', 8],
    ['es', 'etiquetas para 6 referencias', 'product', 6],
    ['es', '5 ponentes', 'speaker', 5],
    ['es', '12 renders', 'render', 12],
  ] as const)('[%s] "%s" counts %s', (language, text, unit, value) => {
    expect(quantityOf(text, language, unit)).toEqual(expect.objectContaining({ unit, value }));
  });

  it('prices the quantity a brief states', () => {
    const rows = analyze(
      'We need a new 35-page CMS website, a penetration test of our API (about 80 endpoints) and a podcast of 10 episodes.',
    ).analysis.requests.filter((r) => r.kind === 'deliverable');
    const row = (id: string) => rows.find((r) => r.services[0] === id);
    expect(row('website')).toEqual(expect.objectContaining({ quantity: 35, unit: 'page' }));
    expect(row('api-test')).toEqual(expect.objectContaining({ quantity: 80, unit: 'endpoint' }));
    expect(row('podcast-episode')).toEqual(expect.objectContaining({ quantity: 10, unit: 'episode' }));
  });
});

// Typical engagements at the US blended rate (rates.json, with the specialist premium for security,
// devops, data and AI) against the ranges of market-prices.md, USD, with their source ids.
describe('typical engagements land in the market range', () => {
  it.each([
    ['website', 8, 2500, 20000, 'S60–S62: small business site, lean studio to mid agency'],
    ['website', 35, 10000, 50000, 'S60: full agency 10k–50k+'],
    ['online-store', null, 5000, 35000, 'S43: Shopify theme tweak to custom store'],
    ['mobile-app', 15, 15000, 80000, 'S23–S25: MVP'],
    ['mobile-app', 30, 100000, 250000, 'S24: moderately complex app'],
    ['brand-identity', null, 5000, 25000, 'S26–S27: identity, typical'],
    ['logo', null, 3000, 25000, 'S26, S28: logo within identity packages'],
    ['blog-articles', 1, 100, 2000, 'S29: per article'],
    ['seo', 15, 500, 6000, 'S15: SEO retainer a month'],
    ['local-seo', 1, 500, 1500, 'S15: local SEO a month'],
    ['social-media-management', 1, 1000, 7000, 'S32: per platform a month'],
    ['ads-management', 1, 500, 2500, 'S19: flat management fee a month'],
    ['maintenance', 3, 50, 500, 'S61: care plan a month'],
    ['photo-shoot', 1, 500, 3000, 'S34, S36, S37: photographer day'],
    ['event-photography', 1, 500, 3000, 'S34, S36, S37: photographer day'],
    ['video-production', 1, 5000, 15000, 'S41: corporate video of about 2 minutes'],
    ['animated-video', 1, 4000, 37500, 'S40: 2D animation 4k–25k per finished minute, 60–90 s'],
    ['pentest', 1, 5000, 20000, 'S20: application test'],
    ['web-app-test', 1, 5000, 20000, 'S20: web application test'],
    ['api-test', 80, 5000, 20000, 'S20: application test'],
    ['mobile-app-test', 2, 5000, 20000, 'S20: application test'],
    ['internal-infrastructure-test', 1, 15000, 50000, 'S20: network test'],
    ['cloud-migration', 30, 100000, 999999, 'S51: six figures for a mid-size portfolio'],
    ['chatbot', null, 8000, 15000, 'S46: LLM + rules chatbot'],
    ['whatsapp-bot', null, 5000, 25000, 'S47: focused chatbot MVP'],
    ['ai-assistant', 3, 17000, 55000, 'S48: RAG MVP'],
    ['ml-model', null, 6000, 55000, 'S48: POC to MVP'],
    [
      'event-organisation',
      300,
      18000,
      60000,
      'S58: 10–20 % of a 180–300k event (600–1,000 USD a participant, derived)',
    ],
  ] as const)('%s × %s costs between %i and %i USD (%s)', (id, quantity, low, high, _source) => {
    const price = usPrice(service(id), quantity);
    expect(price).toBeGreaterThanOrEqual(low);
    expect(price).toBeLessThanOrEqual(high);
  });

  it.each([
    ['product-photos', 20, 40, 225, 'S34 basic 20–75 USD a photo × S35 true-cost uplift 2–3'],
    ['lifestyle-photos', 10, 100, 500, 'S35, S36: lifestyle 100–350, 500+'],
    ['translation', 5000, 0.07, 0.2, 'S21: per source word'],
    ['headshots', 40, 50, 300, 'S38: ~100 USD/h photographer; S36 day rates'],
  ] as const)('%s costs between %d and %d USD a unit (%s)', (id, quantity, low, high, _source) => {
    const each = usPrice(service(id), quantity) / quantity;
    expect(each).toBeGreaterThanOrEqual(low);
    expect(each).toBeLessThanOrEqual(high);
  });

  it('no longer prices substantial work at a default block of 8–16 hours', () => {
    const engagements: [string, number | null][] = [
      ['cloud-migration', 10],
      ['event-organisation', 100],
      ['digital-strategy', null],
      ['user-interviews', 12],
      ['dashboard', 6],
      ['podcast-episode', 10],
      ['annual-report-design', 40],
      ['web-app-test', 1],
      ['compliance-gap', null],
    ];
    for (const [id, quantity] of engagements)
      expect(hoursOf(service(id), quantity)).toBeGreaterThanOrEqual(40);
  });
});

// The hours the exemplar proposals price, which the catalogue reproduces.
describe('the exemplars', () => {
  it.each([
    ['website', 8, 75, '01: sitemap 6 + design 36 + build 24 + testing and launch 9'],
    ['booking', 2, 15, '01: Cliniko booking, 2 clinics'],
    ['profile-pages', 6, 6, '01: 6 profiles × 1 h'],
    ['blog', null, 5, '01: news/blog and training'],
    ['search-setup', null, 9, '01: Google search set-up'],
    ['aftercare', null, 4, '01: 30 days of aftercare'],
    ['linkedin-company-posts', 9, 9, '02: 9 posts × 1 h'],
    ['executive-posts', 2, 3, "02: 2 president's posts × 1.5 h"],
    ['instagram-posts', 4, 3, '02: 4 posts × 0.75 h'],
    ['newsletter', 1, 5, '02: one issue'],
    ['community-replies', 10, 1.5, '02: about 10 messages'],
    ['monthly-report', 1, 1.5, '02: report and call'],
    ['retainer-setup', null, 9, '02: set-up'],
    ['discovery', 6, 45, '03: fixed-price discovery'],
    ['logo-refinement', null, 28, '04: logo refinement'],
    ['anniversary-mark', null, 16, '04: anniversary mark'],
    ['colour-type-system', null, 14, '04: colour and type system'],
    ['brand-guidelines', 40, 36, '04: 40-page brand manual'],
    ['stationery', null, 14, '04: letterhead and e-mail signature'],
    ['business-cards', 40, 9, '04: layout 4 h + 40 × 15 € at 120 €/h'],
    ['presentation-template', null, 20, '04: PowerPoint template'],
    ['datasheet-template', null, 12, '04: datasheet template'],
    ['invitation-card', null, 10, '04: invitation card'],
    ['print-management', null, 8, '04: press-ready files and proofs'],
  ] as const)('%s × %s is %d h (exemplar %s)', (id, quantity, hours, _exemplar) => {
    expect(hoursOf(service(id), quantity)).toBe(hours);
  });
});
