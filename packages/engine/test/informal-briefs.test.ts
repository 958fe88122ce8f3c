// Briefs as people type them: web forms with boxes, notes in lower case, refusals in passing,
// qualities written as compounds. Each rule reads the client's meaning, not a phrase.
import { analyze, propose } from './propose';

const rows = (text: string) => analyze(text).analysis.requests;
const deliverables = (text: string) => rows(text).filter((r) => r.kind === 'deliverable');
const servicesOf = (text: string) => deliverables(text).flatMap((r) => r.services);

describe('a web form', () => {
  const form = [
    'Which services are you interested in? (tick all that apply)',
    '[x] Website design & development',
    '[ ] E-commerce',
    '[x] SEO',
    '[ ] Paid ads',
    '',
    'How many pages do you need? 10-20',
    'Do you need a blog? Yes',
    'Do you need a logo? No',
    'Budget: ( ) Under $5k (x) $5k–$15k ( ) $15k–$30k',
  ].join('\n');

  it('asks for the ticked boxes only', () => {
    expect(servicesOf(form)).toEqual(expect.arrayContaining(['website', 'seo']));
    expect(servicesOf(form)).not.toContain('ecommerce');
    expect(servicesOf(form)).not.toContain('paid-ads');
  });

  it('reads the chosen budget band, the page count and the yes/no answers', () => {
    const { analysis } = analyze(form);
    expect(analysis.budget).toEqual(expect.objectContaining({ min: 500000, max: 1500000 }));
    expect(deliverables(form).find((r) => r.services[0] === 'website')?.quantity).toBe(20);
    expect(servicesOf(form)).toContain('blog');
    expect(servicesOf(form)).not.toContain('logo');
  });
});

describe('notes written in lower case', () => {
  it('reads each sentence on its own, and a request that drops its "we"', () => {
    const text =
      'our site is on Wix and looks dated. want something professional. need a spanish version of the main pages too (maybe 5 pages?). we have headshots already.';
    const spanish = deliverables(text).find((r) => r.services.includes('second-language-version'));
    expect(spanish).toEqual(expect.objectContaining({ quantity: 5 }));
    expect(rows(text).find((r) => r.services.includes('headshots'))?.kind).toBe('client');
  });
});

describe('what a refusal refuses', () => {
  it('asks for what follows a "but", whatever came before it', () => {
    const text =
      'Deliverables:\n- two videos of about 90 seconds each\n- a product overview for the booth screens (will loop, no sound needed, but captions are a must)';
    expect(servicesOf(text)).toContain('subtitles');
  });

  it('refuses inside brackets only what the brackets hold', () => {
    const text =
      "Besoin : un lieu (plutôt atypique, pas un hôtel), un traiteur bio et local (pas d'alcool fort), un DJ et un photographe.";
    expect(servicesOf(text)).toEqual(expect.arrayContaining(['venue-sourcing', 'catering', 'photo-shoot']));
    expect(rows(text).some((r) => r.kind === 'exclusion')).toBe(false);
  });

  it('keeps a plain refusal of a service a refusal, even of something internal', () => {
    const text = 'Ausdrücklich keine Chatbot-Lösung für Klientinnen und Klienten – nur intern.';
    expect(rows(text).find((r) => r.services.includes('chatbot'))?.kind).toBe('exclusion');
  });
});

describe('qualities of the work are not more work', () => {
  it('reads "each 1,200 words, SEO-led" as the articles’ spec, not as SEO or extra items', () => {
    const text =
      "We're looking for 8 articles a month for 12 months, each 1,200–1,500 words, SEO-led, written for practice owners.";
    const found = deliverables(text);
    expect(found).toHaveLength(1);
    expect(found[0]?.services).toEqual(['blog-articles']);
    expect(found[0]?.quantity).toBe(8);
  });
});

describe('fitting a budget', () => {
  it('keeps every requested line when lighter depth fits them all in', () => {
    const { generated } = propose(
      'We need 12 blog articles a month and a monthly SEO retainer, 12 months. Budget is £2,200 per month.',
    );
    expect(generated.pricingBreakdown.map((l) => l.item)).toEqual(
      expect.arrayContaining(['Blog articles', 'SEO retainer (monthly)']),
    );
    expect(generated.totalPriceMid).toBeLessThanOrEqual(12 * 220000);
  });

  it('prices the work a "please quote" asks for, not a discovery', () => {
    const { generated } = propose('Please quote 6 blog articles and an SEO audit. Our budget is £1,500.');
    expect(generated.pricingBreakdown.map((l) => l.item).join(' ')).toMatch(/articles/i);
  });
});

describe('what an audit, a workshop or a pilot is', () => {
  it('audits the website an accessibility brief names by its standard, with its parts listed under it', () => {
    const text = [
      'We need an independent audit of our library website against WCAG 2.2 AA.',
      '',
      'Scope:',
      '- library website: approx. 180 pages',
      '',
      'Deliverables we expect:',
      '- an audit report with issues prioritised by severity',
      '- a draft accessibility statement',
      '',
      'Please keep your quote under £10,000 ex VAT, our procurement threshold.',
    ].join('\n');
    const { generated, analysis } = propose(text);
    expect(generated.pricingBreakdown.map((l) => l.item)).not.toContain('Website build');
    expect(generated.pricingBreakdown.some((l) => /accessibility audit/i.test(l.item))).toBe(true);
    expect(generated.pricingBreakdown.some((l) => /draft accessibility statement/i.test(l.item))).toBe(false);
    expect(generated.markdown).toMatch(/ {3}- a draft accessibility statement/);
    expect(analysis.budget).toEqual(expect.objectContaining({ max: 1000000, currency: 'GBP' }));
  });

  it('counts "3 × 2 days" of workshops and labels for each of the things they are for', () => {
    const workshop = deliverables('We need a 2-day in-person workshop per team (so 3 × 2 days).')[0];
    expect(workshop).toEqual(expect.objectContaining({ quantity: 6, unit: 'day' }));
    const labels = deliverables('We need label designs for our 5 core beers.')[0];
    expect(labels?.quantity).toBe(5);
    expect(deliverables('Scope:\n- Probably 6–8 dashboards to start')[0]?.quantity).toBe(8);
  });

  it('does not take the system a client runs for work to build', () => {
    const text =
      'We want an AI assistant that drafts replies for our agents inside our ticketing system (Zendora). Phase 1: website chat only.';
    expect(servicesOf(text)).not.toContain('event-registration');
    expect(servicesOf(text)).not.toContain('website');
  });

  it('starts a pilot before its deadline when only the rollout waits for a later decision', () => {
    const { generated } = propose(
      'We need an AI assistant for our customer chat. €40,000 for the pilot. The rollout will be a separate decision by our board in June. We would like the pilot live by 1 March 2027.',
      '2026-11-20T09:00:00Z',
    );
    expect(generated.proposedStartDate < '2027-03-01').toBe(true);
    expect(generated.markdown).not.toMatch(/after the contract is awarded/);
  });
});

describe('threads, radio buttons and dates said another way', () => {
  it('takes the newer budget, a radio button on its own line, and work given to the agency', () => {
    const thread = [
      'Forwarding the thread below – the number changed.',
      '',
      '---------- Forwarded message ---------',
      'From: Karen',
      'Luis – We can go to $3,200/month, not more. Approved for 12 months.',
      '',
      '---------- Original message ---------',
      'From: Luis',
      'Plan:',
      '- 8 blog articles a month',
      '- repurpose each article into 2 LinkedIn posts',
      "We'd keep final review in-house; the agency would do keyword research and editing.",
      'I was thinking $2,500 a month.',
    ].join('\n');
    const { analysis } = analyze(thread);
    expect(analysis.budget?.text).toMatch(/3,200/);
    const posts = analysis.requests.find((r) => /LinkedIn/.test(r.text));
    expect(posts).toEqual(expect.objectContaining({ quantity: 16, per: 'month' }));
    expect(analysis.requests.find((r) => /keyword research/.test(r.text))?.kind).toBe('deliverable');
    const form = 'We need an app.\n\nEstimated budget:\n( ) Under $25k\n(•) $50k – $100k\n( ) $100k+';
    expect(analyze(form).analysis.budget).toEqual(expect.objectContaining({ min: 5000000, max: 10000000 }));
  });

  it('reads the date the rest must meet, an opening and an assembly as deadlines', () => {
    const deadline = (text: string) => analyze(text, '2026-11-25T10:00:00Z').analysis.deadline;
    expect(
      deadline(
        'We need to move to AWS. The colo lease ends April 30, 2027, so everything has to be out by then.',
      ),
    ).toBe('2027-04-30');
    expect(
      deadline('Necesitamos una nueva marca. La primera sucursal nueva abre el 15 de marzo de 2027.'),
    ).toBe('2027-03-15');
    expect(deadline('Wir brauchen Etiketten. Die Etiketten müssen Ende Jänner 2027 zur Druckerei.')).toBe(
      '2027-01-31',
    );
  });
});

describe('a site brief read whole', () => {
  const brief = [
    "We're looking for an agency to design and build a new site. Our website runs on a CMS that nobody here can update.",
    '- approx. 25 pages (home, about, services, careers, contact)',
    '- a projects / case studies section – we have around 40 case studies to migrate from the old site',
    '- English and French versions',
    'Hosting is managed by our IT provider, so please don’t include hosting in the price.',
    'Budget is £18,000–£24,000 ex VAT.',
  ].join('\n');

  it('migrates the content the client has, and gives its second language every page of the site', () => {
    const { generated, analysis } = propose(brief);
    const migration = analysis.requests.find((r) => r.services[0] === 'content-migration');
    expect(migration).toEqual(expect.objectContaining({ kind: 'deliverable', quantity: 40 }));
    const version = generated.pricingBreakdown.find((l) => /second-language/i.test(l.item));
    expect(version?.basis).toBeDefined();
    expect(analysis.requests.find((r) => r.services[0] === 'second-language-version')?.quantity).toBe(25);
  });

  it('does not ask who hosts the site when the brief says', () => {
    expect(propose(brief).markdown).not.toMatch(/Who controls your domain name/);
  });
});

describe('what is not a request', () => {
  it('reads who writes as context, but an introduction that goes on to ask still asks', () => {
    expect(
      servicesOf('Soy Andrés Gómez, líder de seguridad en Pagafácil (fintech de pagos, ~300 empleados).'),
    ).toEqual([]);
    expect(
      servicesOf('wir sind das Alpenhotel Gamsblick (4*, 86 Zimmer) und brauchen einen neuen Imagefilm.'),
    ).toContain('video-production');
  });

  it('leaves calendar lines and the material a bracket describes unpriced', () => {
    const text =
      'Wir brauchen einen neuen Imagefilm für unser Hotel.\n\nWunschliste:\n- 4 Kurzversionen à 30 Sekunden\n- Winter im Februar 2027\n- Sommer im Juli 2027';
    expect(deliverables(text).map((r) => r.text)).not.toContain('Winter im Februar 2027');
    expect(deliverables(text).map((r) => r.text)).toContain('4 Kurzversionen à 30 Sekunden');
    expect(
      servicesOf(
        'Nous voulons un outil qui lit les factures (PDF natifs et scans, parfois des photos prises au natel).',
      ),
    ).not.toContain('photo-shoot');
  });
});

describe('the client’s own variant of the language', () => {
  it('writes Latin-American Spanish to a Mexican client and Swiss German without ß', () => {
    const mx = propose(
      'Necesitamos una app móvil para pedidos. Presupuesto: $150,000 MXN.\n\nSaludos,\nMaría López\nCiudad de México',
    ).markdown;
    expect(mx).toMatch(/costos/u);
    expect(mx).not.toMatch(/(?<![\p{L}])costes?(?![\p{L}])/u);
    const ch = propose(
      "Wir brauchen eine neue Website mit 12 Seiten. Budget CHF 20'000.\n\nFreundliche Grüsse\nAnna Meier\nZürich",
    ).markdown;
    expect(ch).not.toMatch(/ß/u);
  });
});
