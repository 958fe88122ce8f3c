// Requests as people say them: "I'm thinking three landing pages", "Lo que necesitamos de ustedes
// es: a; b; c" after a sentence that ends "eso no.", with the headcount said beside them.
import { sentencesOf } from '../src/brief/sentences';
import { analyze } from './propose';

const CREATED = '2026-11-24T09:00:00.000Z';
const requestsOf = (text: string) => analyze(text, CREATED).analysis.requests ?? [];
const deliverables = (text: string) => requestsOf(text).filter((r) => r.kind === 'deliverable');

describe('a list the lead-in asks for, item by item', () => {
  const congress =
    'Mire, esperamos unos 900 asistentes, el año pasado fueron 740. El recinto y el catering ya los tenemos contratados directamente con Cintermex, eso no. Lo que necesitamos de ustedes es: la plataforma de registro en línea con pago, con tarjeta y con OXXO; los gafetes impresos con código QR; el registro en sitio, o sea el personal y el equipo; una app o web app con la agenda; y la transmisión en vivo de la sala principal.';

  it('reads each item after a sentence that ends in "no."', () => {
    const services = deliverables(congress).flatMap((r) => r.services);
    expect(services).toEqual(
      expect.arrayContaining(['event-registration', 'event-branding', 'guest-management', 'livestream']),
    );
  });

  it('keeps the headcount and what the client contracted out of the work', () => {
    expect(deliverables(congress).some((r) => /asistentes/.test(r.text))).toBe(false);
    expect(requestsOf(congress).find((r) => /catering/.test(r.text))?.kind).toBe('client');
  });

  it('still reads "No. 12" as a number, not the end of a sentence', () => {
    expect(sentencesOf('Please quote for the flyer No. 12 and a new logo.')).toHaveLength(1);
  });
});

describe('work said as a thought', () => {
  it('asks for it: "I\'m thinking three landing pages …"', () => {
    const rows = deliverables(
      "What I'm after is leads, basically. I'm thinking three landing pages, one for solar, one for batteries, and one for the EV charger bundle, and then Google and Meta ads pointing at them.",
    );
    expect(rows.find((r) => r.services.includes('landing-page'))?.quantity).toBe(3);
    expect(rows.some((r) => r.services.includes('paid-campaign'))).toBe(true);
  });
});

describe('who speaks, and for whom', () => {
  it.each([
    [
      "Yeah gidday, it's Hemi Walker from Sunstack Solar in Hamilton, got your name off a cousin.",
      'Sunstack Solar',
    ],
    [
      'Qué tal, habla el ingeniero Rodrigo Salinas, de la Asociación Regional de Ingeniería Industrial del Norte. Le marco por lo del congreso.',
      'Asociación Regional de Ingeniería Industrial del Norte',
    ],
    [
      'Qué tal, habla Ricardo de Tacos El Güero, queremos un sitio web sencillo con el menú.',
      'Tacos El Güero',
    ],
  ])('reads the organisation a caller names: %s', (text, name) =>
    expect(analyze(text, CREATED).analysis.client.name).toBe(name),
  );
});

describe('a build’s brief talking around its features', () => {
  it('prices no clause ("Saisonstart ist am Samstag") as a feature', () => {
    const rows = deliverables(
      'Was wir brauchen:\n- neue Website, ca. 15 Seiten\n- Online-Buchung für Privatstunden\n\nWichtig: Saisonstart ist am Samstag, 19. Dezember. Mir ist klar, dass das knapp ist. Wenn die ganze Website bis dahin nicht geht, dann bitte wenigstens die Buchung für die Privatstunden und einen Plan, wie der Rest bis zu den Semesterferien Anfang Feber fertig wird.',
    );
    expect(rows.some((r) => /Saisonstart|fertig wird/.test(r.text))).toBe(false);
    expect(rows.some((r) => r.services.includes('website'))).toBe(true);
  });
});

describe('a count split by what each part is for', () => {
  it.each([
    ['Nous souhaitons des formations : 8 sessions en anglais et 4 en français.', 12],
    ['Please quote 6 workshops in Berlin and 3 in Munich.', 9],
    ['Wir brauchen 6 Schulungen auf Deutsch und 2 auf Englisch.', 8],
  ])('counts both parts: %s', (text, count) =>
    expect(deliverables(text).find((r) => r.quantity !== null)?.quantity).toBe(count),
  );
});

describe('the management of ads the client pays for', () => {
  it('is ads management, its spend no part of the fee', () => {
    const rows = deliverables(
      'Wir suchen eine Agentur für unsere Social-Media-Kanäle, zunächst für 12 Monate.\n\nLeistungen:\n- Instagram + Facebook: 12 Feed-Posts pro Monat\n- Betreuung unserer Meta-Anzeigen (Werbebudget 1.500 €/Monat zahlen wir direkt an Meta)\n',
    );
    expect(rows.find((r) => /Meta-Anzeigen/.test(r.text))?.services).toEqual(['ads-management']);
  });
});

describe('a voice memo talking through its list', () => {
  const rows = analyze(
    "So what we want is a proper recruitment video.\n\nHalf our drivers are Polish so, um, Polish subtitles as well would be great.\n\nWebsite. My nephew Conor does our website, it's on Wix, so we don't need that built, but we'd need the words for it written, like what the job is, the pay, the roster, all that.",
  ).analysis.requests;
  const kinds = Object.fromEntries(rows.flatMap((r) => r.services.map((s) => [s, r.kind])));

  it('asks for what a wish names first ("Polish subtitles as well would be great")', () => {
    expect(kinds.subtitles).toBe('deliverable');
  });

  it('leaves out a topic the next sentence refuses', () => {
    expect(kinds.website).not.toBe('deliverable');
  });

  it('prices no example given after "like" as work of its own', () => {
    const texts = rows.filter((r) => r.kind === 'deliverable').map((r) => r.text);
    expect(texts).not.toContain('the pay');
    expect(texts).not.toContain('all that');
  });
});

describe('a list said aloud after an ask the catalogue has no word for', () => {
  const rows = analyze(
    "Ce qu'il nous faut c'est l'univers visuel de cette édition. Donc l'affiche principale, en format affiche normale. Après il y a les kakémonos, les roll-up là, pour les sponsors. L'affiche il faut la dévoiler le 15 décembre, c'est le jour où on ouvre la billetterie.",
  ).analysis.requests.filter((r) => r.kind === 'deliverable');

  it('asks for each item the next sentences name ("Donc l’affiche…", "Après il y a les kakémonos")', () => {
    expect(rows.some((r) => /affiche principale/.test(r.text))).toBe(true);
    expect(rows.some((r) => r.services.includes('signage'))).toBe(true);
  });

  it('prices nothing from what a date is ("c’est le jour où on ouvre la billetterie")', () => {
    expect(rows.some((r) => r.services.includes('event-registration'))).toBe(false);
  });
});
