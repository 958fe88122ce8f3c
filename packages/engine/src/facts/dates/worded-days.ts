// Days written in words, as people say them in voice memos and letters: "Saturday the fourteenth
// of November", "from the fifth to the nineteenth of October", "le lundi onze janvier", "el quince
// de noviembre". chrono-node reads none of them (it needs a figure), so they are read here.
import { iso, lastDayOf, nextYear, type Day } from '../../text/calendar';
import { alt, B, capitalised, E, MONTH_NUMBER, type DateMention } from './words';

const EN_UNITS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const EN = [
  ...EN_UNITS,
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  ...EN_UNITS.map((u) => `twenty-${u}`),
  'thirtieth',
  'thirty-first',
];
const FR_UNITS = ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'];
const FR = [
  'premier',
  ...FR_UNITS.slice(1),
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
  'vingt',
  'vingt et un',
  ...FR_UNITS.slice(1).map((u) => `vingt-${u}`),
  'trente',
  'trente et un',
];
const ES = [
  'primero',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
  'treinta',
  'treinta y uno',
];

const DAY_OF = new Map<string, number>(
  [EN, FR, ES].flatMap((words) => words.map((word, index) => [word, index + 1] as [string, number])),
);
// Case matters: "the first May" is a date, "the first may be" is not.
const DAY = alt([...DAY_OF.keys()].flatMap(capitalised));
const MONTH = alt([...MONTH_NUMBER.keys()]);
const LINK = '\\s+(?:to|and|until|through|au|et|al|y|hasta)\\s+(?:(?:the|le|el)\\s+)?';
// "the fifth (to the nineteenth) of October", "onze janvier", "quince de noviembre".
const WORDED = new RegExp(
  `${B}(?:(?:the|le|el)\\s+)?(?<d1>${DAY})(?:${LINK}(?<d2>${DAY}))?\\s+(?:of\\s+|de\\s+)?(?<month>${MONTH})${E}(?:,?\\s+(?:de\\s+)?(?<year>20\\d\\d)(?!\\d))?`,
  'gu',
);

export function wordedDays(text: string, today: Day): DateMention[] {
  const found: DateMention[] = [];
  for (const m of text.matchAll(WORDED)) {
    const g = m.groups ?? {};
    const month = MONTH_NUMBER.get(g.month ?? '') ?? 0;
    const d1 = DAY_OF.get((g.d1 ?? '').toLowerCase()) ?? 0;
    const d2 = g.d2 ? (DAY_OF.get(g.d2.toLowerCase()) ?? 0) : d1;
    const year = g.year ? Number(g.year) : nextYear(today, month, d2);
    if (!month || !d1 || d2 < d1 || d2 > lastDayOf(year, month)) continue;
    const first: Day = { year, month, day: d1 };
    found.push({
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
      from: iso(first),
      to: iso({ year, month, day: d2 }),
      ...(d2 > d1 ? { event: true } : {}),
    });
  }
  return found;
}
