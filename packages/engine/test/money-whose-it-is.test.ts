// The budget is the money the client sets aside for the agency's own work: not the whole event it is
// a share of, not a price for each participant when the total is said beside it, not last year's
// sales, and the newest figure of a thread. "Gedeckelt bei" caps; "four and a half k" is money.
import { analyze, propose } from './propose';

const CREATED = '2026-11-24T09:00:00.000Z';
const budgetOf = (text: string) => analyze(text, CREATED).analysis.budget;

describe('the share of a larger sum that is the agency’s', () => {
  it('wins over the whole event it is part of', () => {
    const budget = budgetOf(
      'Wir suchen eine Eventagentur für unser Jubiläumsfest.\n\nZum Budget: Für das ganze Fest haben wir ca. 85.000 € vorgesehen – inklusive Zelt, Catering, Musik und Shuttle. Davon sehen wir für die Agenturleistung maximal 12.000 € netto vor.',
    );
    expect(budget).toEqual(expect.objectContaining({ max: 1_200_000, currency: 'EUR' }));
  });

  it('is money when said to the agency in words with a "k", beside ad spend', () => {
    const budget = budgetOf(
      "Yeah gidday, it's Hemi from a solar installer in Tauranga. Three landing pages and Google ads.\n\nMoney wise. We've put aside about six grand a month for the actual ad spend, that goes on our card straight to Google and Meta. And for you guys we were thinking four and a half k a month plus GST.",
    );
    expect(budget).toEqual(expect.objectContaining({ max: 450_000, kind: 'monthly', currency: 'NZD' }));
  });

  it('is the newest message’s, taking the older figure back', () => {
    const budget = budgetOf(
      'Kerstin, TikTok lassen wir erstmal weg. Dann reichen auch 2.400 € netto im Monat für die Agentur, nicht 3.000. Rest passt.\n\n-----Ursprüngliche Nachricht-----\nVon: Timo\n\nWir suchen eine Agentur für Social Media ab 01.01.2027, zunächst für 12 Monate.\n\nBudget Agentur: 3.000 € netto/Monat',
    );
    expect(budget).toEqual(expect.objectContaining({ max: 2_880_000, kind: 'monthly', months: 12 }));
  });
});

describe('a budget said for each of something', () => {
  it.each([
    [
      'Nous cherchons une formation cybersécurité pour 180 collaborateurs. Notre enveloppe est de 190 € HTVA par participant pour les sessions, soit environ 34 200 € HTVA.',
      3_420_000,
    ],
    [
      'Queremos la logística del congreso para 900 asistentes. Tenemos 450 pesos por asistente más IVA para todo eso, o sea más o menos 405 mil pesos.',
      40_500_000,
    ],
  ])('is the total said beside it: %s', (text, max) => expect(budgetOf(text)?.max).toBe(max));

  it('is no project budget alone, while "par la Région" and "por todo" are no unit', () => {
    expect(
      budgetOf('Formation pour 40 personnes. Notre enveloppe est de 190 € HTVA par participant.'),
    ).toBeNull();
    expect(budgetOf('Queremos 6 vídeos cortos. Podemos pagarte 4.800 € por todo.')?.max).toBe(480_000);
  });
});

describe('what the money is', () => {
  it('caps time and materials "gedeckelt bei"', () => {
    const budget = budgetOf('Budget? Nach Aufwand, aber gedeckelt bei 40.000 € netto.');
    expect(budget).toEqual(expect.objectContaining({ max: 4_000_000, kind: 'ceiling' }));
  });

  it('is not last year’s sales', () => {
    const budget = budgetOf(
      "Pour le budget, on pense autour de quinze mille, 15 000 $ plus les taxes. L'an passé on a fait à peu près 220 000 $ de ventes, dont 30 000 $ en ligne.",
    );
    expect(budget?.max).toBe(1_500_000);
  });
});

describe('the CFA franc', () => {
  it('is read in FCFA for a Dakar client, not euros', () => {
    const { analysis, generated } = propose(
      'Salam ! On est une pharmacie à Dakar, on veut une application Android de livraison de médicaments. Budget on a 12 millions FCFA pour tout ça.',
      CREATED,
    );
    expect(analysis.budget).toEqual(expect.objectContaining({ max: 1_200_000_000, currency: 'XOF' }));
    expect(analysis.market?.country).toBe('SN');
    expect(generated.markdown).toMatch(/12\u00a0000\u00a0000\u00a0FCFA/);
  });
});

describe('what the client has', () => {
  it('counted in an annex ("~18.000 SKU activos") is nothing to make', () => {
    const rows = analyze(
      'Queremos un asistente con IA en WhatsApp para la cadena.\n\nAnexo técnico:\n- ERP: SAP Business One\n- Catálogo: ~18.000 SKU activos\n',
      CREATED,
    ).analysis.requests;
    expect(rows?.find((r) => /SKU/.test(r.text))?.kind).not.toBe('deliverable');
  });

  it('named beside work asked for on it, asks for that work', () => {
    const rows = analyze(
      'What we need:\n- A new site, roughly 25-30 pages.\n- Google Business Profile cleanup for the 6 existing locations (we will set up the new one ourselves).\n',
      CREATED,
    ).analysis.requests;
    expect(rows?.find((r) => /cleanup/.test(r.text))?.kind).toBe('deliverable');
  });
});

describe('where the client is', () => {
  it.each([
    [
      'Nous sommes un fabricant de jeans à Monastir (120 employés). Il nous faut un site.\nSami – Sahel Denim SARL',
      'TN',
    ],
    ['We have 4 branches – Westlands, Kilimani, Karen and Nakuru. We need new menus and food photos.', 'KE'],
    [
      "C'est Martine de l'Érablière Gagnon, à Saint-Georges en Beauce. On voudrait une boutique Shopify.",
      'CA',
    ],
  ])('reads the market of "%s"', (text, country) =>
    expect(analyze(text, CREATED).analysis.market?.country).toBe(country),
  );

  it('taxes a Beauce client at Québec’s rate, not Ontario’s', () => {
    const { market } = analyze(
      "C'est Martine de l'Érablière Gagnon, à Saint-Georges en Beauce. On a des commandes de l'Ontario. On voudrait une boutique Shopify, autour de 15 000 $ plus les taxes.",
      CREATED,
    ).analysis;
    expect(market?.vat).toBe(14.975);
  });
});

describe('what is spent on advertising', () => {
  it.each([
    [
      "Google Ads — don't touch it. We spend about, I want to say four grand a month on Ads, my nephew runs that. Money. I was thinking eighteen hundred a month for the SEO.",
      180_000,
    ],
    [
      "Nous voulons un référencement local pour nos 3 pharmacies. Je voudrais un suivi sur 12 mois.\n\nPour info, on met actuellement 450 €/mois dans Google Ads, c'est mon neveu qui gère ça et il va continuer, je ne veux pas augmenter ce budget-là.",
      null,
    ],
    [
      'Los 2 – Social-Media-Kampagne mit 24 Beiträgen.\n\nNicht Gegenstand der Leistung:\n- Das Mediabudget (8.000 € netto) wird vom Auftraggeber direkt bei Meta abgerechnet.',
      null,
    ],
  ])('is no budget: %s', (text, max) => {
    expect(budgetOf(text)?.max ?? null).toBe(max);
  });
});

describe('a thread forwarded oldest first', () => {
  it('takes the budget of the message its header dates last', () => {
    const budget = budgetOf(
      [
        'TR: Boutique en ligne',
        '',
        '---------- Message transféré ---------',
        'De : Julien Moser <j.moser@cave.fr>',
        'Date : ven. 18 sept. 2026 à 17:42',
        'Objet : Boutique en ligne',
        '',
        'Nous voulons une boutique en ligne pour nos vins.',
        'Budget : le CA a voté une enveloppe de 18 000 € HT pour le projet.',
        '',
        '---------- Message transféré ---------',
        'De : Anne-Catherine Roth <ac.roth@cave.fr>',
        'Date : mar. 22 sept. 2026 à 08:15',
        'Objet : RE: Boutique en ligne',
        '',
        "Du coup l'enveloppe passe à 21 500 € HT (c'est validé).",
      ].join('\n'),
    );
    expect(budget).toEqual(expect.objectContaining({ max: 2_150_000, currency: 'EUR' }));
  });
});

describe('a sum and the parts said after it', () => {
  it('is the sum, not its largest part ("of which up to £25,000 to Lot 2")', () => {
    const budget = budgetOf(
      '4. BUDGET\n\nThe maximum budget available for this ITT is £38,500 INCLUSIVE of VAT across both lots, of which up to £13,500 is allocated to Lot 1 and up to £25,000 to Lot 2.',
    );
    expect(budget).toEqual(expect.objectContaining({ max: 3_850_000, currency: 'GBP' }));
  });
});
