// What the client reads is about their project: the team's own notes in a proposal's title ("Vague
// request:", "(voice memo)", "Invitación a cotizar:") and the client's remarks about themselves
// ("we rebranded last year") are no part of it.
import { propose } from './propose';

const CREATED = '2026-11-24T09:00:00.000Z';
const titleOf = (markdown: string) => markdown.split('\n')[0];

describe('the title', () => {
  it.each([
    ['Vague request: make sense of a trucking company’s dispatch data', /^# Make sense of a trucking/],
    ['Solar installer lead generation (voice memo)', /^# Solar installer lead generation$/],
    [
      'Rebranding d’un coworking (fil transféré, budget et périmètre modifiés)',
      /^# Rebranding d’un coworking$/,
    ],
    ['Invitación a cotizar: serie de videos testimoniales', /^# Serie de videos testimoniales$/],
    ['Mandela Day donation campaign (contains injection)', /^# Mandela Day donation campaign$/],
    ['Voicemail: local SEO for our three shops', /^# Local SEO for our three shops$/],
    ['Audio WhatsApp: página web del colegio', /^# Página web del colegio$/],
    ['AW: Offertanfrage 75 Jahre Firmenjubiläum – KORREKTUR', /^# 75 Jahre Firmenjubiläum$/],
    ['Cyber security - quote request', /^# Cyber security$/],
    ['RV: digitalización de la cooperativa – ayuda!!', /^# Digitalización de la cooperativa$/],
  ])('leaves out the team’s note in "%s"', (title, heading) => {
    const { markdown } = propose('We need a new website of about 10 pages. Budget £8,000.', CREATED, title);
    expect(titleOf(markdown)).toMatch(heading);
  });

  it('leaves out the team’s description of the client in front of the work', () => {
    const { markdown } = propose(
      'Hi, we need a new website of about 10 pages. Budget £8,000.\n\nThanks,\nAoife Byrne\nKilbride Housing Trust',
      CREATED,
      'Housing charity – vague website help request',
    );
    expect(titleOf(markdown)).toBe('# Kilbride Housing Trust: Website');
  });

  it.each([
    ['Housing charity: vague website help request', '# Kilbride Housing Trust: Website'],
    ['Dublin housing trust: new website, hourly under a €9k cap', '# Kilbride Housing Trust: Website'],
    ['Voicemail transcript: Kilbride Housing Trust', '# Kilbride Housing Trust: A new website'],
  ])('names the client in place of the team’s words about them and the channel in "%s"', (title, heading) => {
    const { markdown } = propose(
      'Hi, we need a new website of about 10 pages. Budget €8,000.\n\nThanks,\nAoife Byrne\nKilbride Housing Trust',
      CREATED,
      title,
    );
    expect(titleOf(markdown)).toBe(heading);
  });
});

describe('the title in French', () => {
  it('sets the client apart with a French colon', () => {
    const { markdown } = propose(
      'Bonjour, il nous faut un nouveau site d’une dizaine de pages. Budget 8 000 € HT.\n\nCordialement,\nClaire Martin\nCabinet Moreau',
      CREATED,
      'Cabinet d’avocats – refonte du site',
    );
    expect(titleOf(markdown)).toMatch(/^# Cabinet Moreau\s:\sRefonte du site$/u);
  });
});

describe('what each line of a build consists of', () => {
  it('describes the build’s own line and each of its phases', () => {
    const { markdown } = propose('We need a new website of about 10 pages. Budget £12,000.', CREATED);
    const scope = markdown.split(/## What.s included/u)[1]?.split('##')[0] ?? '';
    const items = scope.split('\n').filter((line) => /^\d+\. \*\*/.test(line));
    expect(items.length).toBeGreaterThanOrEqual(4);
    for (const item of items) expect(item).toMatch(/\*\*[^*]+\*\*(?: \([^)]*\))?: \p{Ll}/u);
  });
});

describe('a price close above the budget', () => {
  const brief = (budget: string) =>
    `Hallo,\nwir sind eine Physiotherapie-Praxis in Graz und suchen jemanden für unseren neuen Webauftritt:\n- ca. 10 Seiten\n- Online-Terminbuchung (wir nutzen bereits Latido)\n- ein Blog, den wir selbst pflegen können\n- DSGVO-konformes Cookie-Banner\n\n${budget}\n\nLiebe Grüße\nKatharina Moser`;

  it('keeps everything listed and says what to leave out if the budget is firm', () => {
    const { markdown, generated } = propose(brief('Budget liegt bei ca. 9.000 € netto.'), CREATED);
    expect(generated.scope.coverage.filter((c) => c.decision === 'option')).toEqual([]);
    expect(markdown).toMatch(
      /über Ihrem Rahmen von €\s9\.000\. Wir haben alles Gewünschte im Angebot gelassen/u,
    );
  });

  it('offers the listed work as options when the budget is a ceiling', () => {
    const { generated } = propose(brief('Budget: maximal 9.000 € netto, mehr geht nicht.'), CREATED);
    expect(generated.scope.coverage.some((c) => c.decision === 'option')).toBe(true);
  });
});

describe('what is not included', () => {
  it('names the client’s work, not their remarks about themselves', () => {
    const { markdown } = propose(
      'We need a new website of about 10 pages. We do NOT need a logo — we rebranded last year and have a brand guide. Budget £8,000.',
      CREATED,
    );
    const section = markdown.split('## Not included')[1]?.split('##')[0] ?? '';
    expect(section).toMatch(/logo/i);
    expect(section).not.toMatch(/rebranded/);
  });
});

describe('a brief that asks what it should do and roughly what it would cost', () => {
  const text =
    'hey — we run about 40 trucks out of Saskatoon and honestly our dispatch is all spreadsheets and gut feel. someone said you guys do data stuff. could you take a look and tell us what we should be doing? and roughly what that would cost\n\nGord\nPrairie Line Haulage';

  it('gets a paid discovery and the rough cost of the usual work of its kind, one row per piece of work', () => {
    const { markdown } = propose(text, CREATED);
    const rough = markdown.split('## Rough costs for the work itself')[1]?.split('\n## ')[0] ?? '';
    expect(rough).toMatch(/\| Dashboards \| \d+–\d+ h \|/);
    expect(rough.split('\n').filter((l) => /^\| (?!What|---)/.test(l))).toHaveLength(1);
  });
});

describe('a line lightened to fit the budget', () => {
  it('is not sold back as its own full version, and the summary says what full depth would add', () => {
    const { generated, markdown } = propose(
      'We are Harbour & Finch, a homewares brand in Bristol. We need a Shopify store with about 40 products and product photography for the 40 products. Budget: £8,500.',
    );
    expect(generated.pricingOptions.some((o) => /full depth/i.test(o.item))).toBe(false);
    expect(markdown).toMatch(
      /we propose a premium store theme[^.]*; done at full depth, that work would add £1,080\./,
    );
  });
});

describe('an item the client asks for only if possible', () => {
  it('is an option named for the thing, neither its doubt nor a cut-off word', () => {
    const { generated } = propose(
      "What we need:\n- New website, roughly 15-20 pages\n- Careers page where HR can post vacancies themselves\n- If it's possible, a simple box size / board grade calculator for customers. If it blows the budget, leave it and tell me what it would cost separately.\n\nBudget R240 000 excluding VAT.",
    );
    const option = generated.pricingOptions.find((o) => /calculator/i.test(o.item));
    expect(option?.item).toMatch(/^Simple box size/);
    expect(option?.item).not.toMatch(/\s(?:for|of|the)$/);
  });
});

describe('a question about an undecided item', () => {
  it('names the item mid-sentence, without its capital or the brief’s numbering', () => {
    const { markdown } = propose(
      "What we need:\n- New website, roughly 15-20 pages\n- If it's possible, a simple box size / board grade calculator for customers. If it blows the budget, leave it.\n\nBudget R240 000 excluding VAT.",
    );
    expect(markdown).toMatch(/Would you like simple box size/);
  });
});
