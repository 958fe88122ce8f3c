// A request is counted where it is made: a count that only measures the site asked for is that
// site's, a site counted twice is one site, a count "per photo" in the next sentence multiplies
// nothing, a monthly fee ("mensualidad") is no frequency, and counts per period joined by "y" are two.
import { analyze, propose } from './propose';

const CREATED = '2026-11-24T09:00:00.000Z';
const linesIn = (text: string, unit: string) =>
  propose(text, CREATED).generated.pricingBreakdown.filter((l) => l.unit === unit);

describe('a site counted in more than one place', () => {
  it('is one site of that many pages', () => {
    const pages = linesIn(
      "We're a small chain of three physio clinics in Bristol. We want a new website with online booking for all three clinics, about 8 pages, a blog, and we'd like you to write the copy. Budget is around £9,000.",
      'page',
    );
    expect(pages.map((l) => l.quantity)).toEqual([8]);
  });

  it('is one site when the lead-in and the list both name it', () => {
    const pages = linesIn(
      'Guten Tag,\n\nwir sind ein Heizungsbetrieb und brauchen einen Website-Relaunch mit folgenden Punkten:\n\n- neue Website mit ca. 20 Seiten, responsiv\n- Online-Terminbuchung für Wartungstermine\n- Karriereseite mit Stellenangeboten\n\nBudget: ca. 18.000 € netto.',
      'page',
    );
    expect(pages.map((l) => l.quantity)).toEqual([20]);
  });
});

describe('counts in a retainer with work priced apart', () => {
  const text =
    'Hola! Somos Café Ruda, tres cafeterías en Guadalajara. Queremos que nos manejen Instagram y Facebook: 12 publicaciones al mes y 8 historias al mes, por 6 meses. Tenemos unos $15,000 pesos al mes para eso. Aparte, necesitamos fotos de producto de la carta nueva (unas 30 fotos), eso cotízalo por foto, aparte de la mensualidad.';

  it('reads each count per period, and no count for each photo of the next sentence', () => {
    const posts = analyze(text, CREATED).analysis.requests?.filter((r) => r.unit === 'post');
    expect(posts?.map((r) => [r.quantity, r.per])).toEqual([
      [12, 'month'],
      [8, 'month'],
    ]);
  });

  it('prices the photos once, apart from the monthly fee, and states the price of one', () => {
    const { analysis, generated } = propose(text, CREATED);
    expect(analysis.engagement.unitPrices?.map((u) => u.unit)).toEqual(['photo']);
    const photos = generated.pricingBreakdown.find((l) => l.unit === 'photo');
    expect(photos).toEqual(expect.objectContaining({ quantity: 30 }));
    expect(generated.markdown).not.toMatch(/30 fotos al mes/);
  });
});

describe('a site whose item lists its pages', () => {
  const text =
    'We have six clinics around Tampa Bay.\n\nWhat we need:\n- A new site, roughly 25-30 pages: home, about, a page for each location, ~12 treatment pages (implants, Invisalign, whitening), insurance/financing, careers, contact.\n- Online booking that talks to our practice management system (we are on Dentrix in all six clinics).\n\nBudget for this project is $48,000.';

  it('is one site of the pages it counts, the location pages among them', () => {
    const { analysis, generated } = propose(text, CREATED);
    const sites = analysis.requests?.filter((r) => r.services.includes('website'));
    expect(sites?.map((r) => r.quantity)).toEqual([30]);
    expect(generated.pricingBreakdown.filter((l) => l.unit === 'page').map((l) => l.quantity)).toEqual([30]);
  });
});

describe('builds offered as alternatives', () => {
  it('are one piece of work, priced as the lighter', () => {
    const builds = linesIn(
      'Para el congreso necesitamos una app o web app con la agenda, las conferencias y los expositores. Presupuesto 400 mil pesos.',
      'screen',
    );
    expect(builds.map((l) => l.item)).toEqual([expect.stringMatching(/web/i)]);
  });
});

describe('channels managed by the posts and reels the brief counts', () => {
  it('are priced by those posts and reels, not by the channels as well', () => {
    const { analysis } = propose(
      'Wir suchen eine Agentur für unsere Social-Media-Kanäle ab 01.01.2027, zunächst für 12 Monate.\n\nLeistungen:\n- Instagram + Facebook: 12 Feed-Posts und 8 Reels pro Monat\n- monatliches Reporting\n\nBudget Agentur: 3.000 € netto/Monat',
      CREATED,
    );
    const services = analysis.requests?.filter((r) => r.kind === 'deliverable').flatMap((r) => r.services);
    expect(services).toEqual(expect.arrayContaining(['social-posts', 'short-clips']));
    expect(services).not.toContain('social-media-management');
  });
});

describe('a channel a newer message drops', () => {
  it('takes its work with it, and leaves the other channels’', () => {
    const { analysis } = propose(
      'Kerstin, TikTok lassen wir erstmal weg, das kriegen wir intern besser hin. Dann reichen 2.400 € netto im Monat.\n\n-----Ursprüngliche Nachricht-----\nVon: Timo\n\nLeistungen:\n- Instagram + Facebook: 12 Feed-Posts und 8 Reels pro Monat\n- TikTok: 3 Videos pro Woche\n',
      CREATED,
    );
    const kinds = (analysis.requests ?? []).map((r) => [r.text, r.kind]);
    expect(kinds).toContainEqual(['3 Videos pro Woche', 'exclusion']);
    expect(kinds).toContainEqual(['12 Feed-Posts', 'deliverable']);
  });
});

describe('the targets of a penetration test', () => {
  it('counted only in screens, are the web application to test, not a build', () => {
    const { analysis } = propose(
      'As discussed, we need an independent penetration test of our platform.\n\nScope:\n- Our public REST API (v3) – roughly 85 endpoints.\n- The merchant portal (React web app) that sits on top of the API – about 30 screens, 4 user roles.\n',
      CREATED,
    );
    const portal = analysis.requests?.find((r) => /merchant portal/.test(r.text));
    expect(portal?.services).toEqual(['web-app-test']);
  });
});

describe('a series of videos counted again in a list', () => {
  const text =
    'Hola, queremos una serie de vídeos cortos de recetas con nuestras latas para Instagram, TikTok y la tienda online.\n\nLa idea:\n- 24 vídeos en total, cada uno una receta sencilla\n\nNecesitamos un precio POR VÍDEO. Presupuesto entre 9.000 y 12.000 € + IVA.';
  const { analysis, generated, markdown } = propose(text, '2026-09-22T09:00:00.000Z');

  it('reads the places the videos are for as places, not a shop to build', () => {
    expect(analysis.requests.some((r) => r.services.includes('online-store'))).toBe(false);
  });

  it('prices the 24 videos once, and says the price of one with all the work that makes it', () => {
    const videos = generated.pricingBreakdown.filter((l) =>
      /vídeo|Rodaje|Edición|Preproducción/i.test(l.item),
    );
    expect(generated.pricingBreakdown.some((l) => /en total/i.test(l.item))).toBe(false);
    const each = Number(
      /([\d.]+(?:,\d+)?)\s€\spor vídeo/u.exec(markdown)?.[1]?.replace(/\./g, '').replace(',', '.'),
    );
    const sum = videos.reduce((s, l) => s + l.total, 0) / 100;
    expect(Math.abs(each * 24 - sum)).toBeLessThan(24);
  });

  it('reads the places a licence lets the photos be used as places, not work to do', () => {
    const rows = analyze(
      "We're looking for a photographer to shoot the harvest at our 10 marshes. We'd want usage for our website, social media, and the growers' calendar (we get 3 months in it).",
    ).analysis.requests.filter((r) => r.kind === 'deliverable');
    expect(rows.flatMap((r) => r.services)).toEqual(['photo-shoot']);
  });

  it('still asks for a site named as new work after a place ("a brochure for the fair, and a new website")', () => {
    const rows = analyze('We need a brochure for the trade fair, and a new website, about 8 pages.').analysis
      .requests;
    expect(rows.some((r) => r.kind === 'deliverable' && r.services.includes('website'))).toBe(true);
  });
});
