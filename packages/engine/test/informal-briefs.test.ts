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
