// People ask in many more ways than "we need": any subject, tense or adverb, a wish, a question to
// the agency, a description of what the thing should have. Each asks for the work it names; the
// same words denied refuse it.
import { analyze, itemsOf, propose } from './propose';

const deliverables = (text: string) =>
  analyze(text).analysis.requests.filter((r) => r.kind === 'deliverable');
const servicesOf = (text: string) => deliverables(text).flatMap((r) => r.services);

describe('a request in other words', () => {
  it.each([
    ["We're a physio clinic chain and want a patient app for iOS and Android.", 'mobile-app'],
    ['It would be great if you could redesign our logo.', 'logo'],
    ["We'd want someone to write 8 blog posts a month.", 'blog-articles'],
    ['The project involves a Power BI dashboard fed from our ERP.', 'dashboard'],
    ['Please include training for 6 staff on the CMS.', 'training'],
    ["Ideally you'd also set up Google Analytics 4 for us.", 'conversion-tracking'],
    ["We're hoping you can produce a 40-page annual report.", 'annual-report-design'],
    ['We have to translate the website into French and German.', 'translation'],
    ["Nous aurions aussi besoin d'une refonte du logo.", 'logo-refinement'],
    ['Looking to get our booking system integrated with Xero.', 'api-integration'],
  ])('%s', (text, service) => {
    expect(servicesOf(text)).toContain(service);
  });

  it('reads what a thing should have as the thing, with its size', () => {
    const asked = deliverables('The new site should have around 12 pages and a blog.');
    expect(asked.map((r) => r.services[0])).toEqual(['website', 'blog']);
    expect(asked[0]?.quantity).toBe(12);
  });

  it('keeps a verb that remakes the client’s own thing with it', () => {
    const text = 'Can we get a quote to rebuild our Shopify store (about 300 products)?';
    expect(servicesOf(text)).toContain('online-store');
  });

  it('refuses what the same words deny', () => {
    const text = "We don't want a mobile app, and we'd like a new website.";
    const rows = analyze(text).analysis.requests;
    expect(rows.find((r) => r.services.includes('mobile-app'))?.kind).toBe('exclusion');
    expect(servicesOf(text)).toContain('website');
  });

  it.each([
    ['We need a new website for the bakery. We dont want PPC, just organic SEO.', 'paid-campaign', 'seo'],
    ['Website refresh please – not looking for a new logo or brand guidelines.', 'logo', 'website'],
    ['Sitio web nuevo. No queremos tienda online por ahora.', 'online-store', 'website'],
  ])('reads the refusal and the ask beside it apart: %s', (text, refused, asked) => {
    const rows = analyze(text).analysis.requests;
    expect(rows.find((r) => r.services.includes(refused))?.kind).toBe('exclusion');
    expect(servicesOf(text)).toContain(asked);
  });

  it('reads a note’s headline as its ask, not a remark about a thing', () => {
    expect(servicesOf('Neue Website. Ein Logo brauchen wir nicht.')).toEqual(['website']);
    expect(servicesOf('We need SEO help. The logo is fine.')).not.toContain('logo');
  });

  it('does not read a wish for results as work', () => {
    expect(deliverables('We would like to increase online bookings by 20% this year.')).toEqual([]);
  });
});

describe('work the catalogue does not know', () => {
  it('is priced on its own when it is counted, not folded under another line', () => {
    const { generated } = propose(
      'We need:\n- copywriting for the onboarding flow\n- 25 game screens designed in Figma',
    );
    const screens = generated.pricingBreakdown.find((line) => /25 game screens/i.test(line.item));
    expect(screens?.total).toBeGreaterThan(0);
    expect(itemsOf(generated).length).toBeGreaterThanOrEqual(2);
  });
});
