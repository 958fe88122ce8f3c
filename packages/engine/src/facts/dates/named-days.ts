// Days a brief names instead of dating them: Black Friday, Cyber Monday, Thanksgiving, New Year, Reyes,
// Valentine's Day, the Australian end of financial year, Easter, Good Friday and the week before,
// national days (Waitangi, Canada Day, the Fourth of July, Las Fallas...), calendar
// weeks ("bis KW 36", "semaine 36"), and a season after a word of time ("avant l'été", "vor dem
// Sommer", "by spring").
import {
  addDays,
  compareDays,
  easterOf,
  isoWeekMonday,
  iso,
  nthWeekday,
  type Day,
} from '../../text/calendar';
import type { DateMention } from './rules';

interface Named {
  pattern: RegExp;
  /** The day in a given year. */
  day: (year: number) => Day;
}

const NAMED: Named[] = [
  { pattern: /\bblack\s*friday\b/i, day: (y) => addDays(nthWeekday(y, 11, 4, 4), 1) },
  { pattern: /\bcyber\s*monday\b/i, day: (y) => addDays(nthWeekday(y, 11, 4, 4), 4) },
  { pattern: /\bthanksgiving\b/i, day: (y) => nthWeekday(y, 11, 4, 4) },
  {
    pattern: /\b(?:valentine'?s(?: day)?|saint[- ]valentin|valentinstag|san valent[ií]n)\b/i,
    day: (y) => ({ year: y, month: 2, day: 14 }),
  },
  {
    // "any time after New Year", not "in the new year" (some time next year).
    pattern: /\b(?:(?<!the )new year'?s?(?: day)?|nouvel an|neujahr|año nuevo)\b/i,
    day: (y) => ({ year: y, month: 1, day: 1 }),
  },
  {
    pattern:
      /(?<![\p{L}])(?:(?:d[ií]a de )?reyes|epiphany|épiphanie|dreikönig(?:stag)?|heilige drei könige)(?![\p{L}])/iu,
    day: (y) => ({ year: y, month: 1, day: 6 }),
  },
  { pattern: /\b(?:eofy|end of (?:the )?financial year)\b/i, day: (y) => ({ year: y, month: 6, day: 30 }) },
  {
    pattern: /\b(?:semana santa|holy week|semaine sainte|karwoche)\b/i,
    day: (y) => addDays(easterOf(y), -7),
  },
  { pattern: /(?<![\p{L}])(?:easter|ostern|pâques|paques|pascua)(?![\p{L}])/iu, day: easterOf },
  {
    pattern: /\b(?:good friday|vendredi saint|karfreitag|viernes santo)\b/i,
    day: (y) => addDays(easterOf(y), -2),
  },
  // National days a client plans around where they live.
  { pattern: /\bwaitangi\b/i, day: (y) => ({ year: y, month: 2, day: 6 }) },
  { pattern: /\baustralia day\b/i, day: (y) => ({ year: y, month: 1, day: 26 }) },
  { pattern: /\banzac day\b/i, day: (y) => ({ year: y, month: 4, day: 25 }) },
  { pattern: /\b(?:st\.? patrick'?s day|paddy'?s day)\b/i, day: (y) => ({ year: y, month: 3, day: 17 }) },
  { pattern: /\b(?:canada day|fête du canada)\b/i, day: (y) => ({ year: y, month: 7, day: 1 }) },
  {
    pattern: /\b(?:fourth of july|4th of july|independence day)\b/i,
    day: (y) => ({ year: y, month: 7, day: 4 }),
  },
  { pattern: /\bmemorial day\b/i, day: (y) => addDays(nthWeekday(y, 6, 1, 1), -7) },
  { pattern: /\blabou?r day\b/i, day: (y) => nthWeekday(y, 9, 1, 1) },
  { pattern: /\b(?:las )?fallas\b/i, day: (y) => ({ year: y, month: 3, day: 15 }) },
];

// Northern seasons by their astronomical dates; a season named without a word of time, or naming
// something of its own ("our summer collection", "before the spring filing rush"), dates nothing.
const SEASONS: { words: string; from: [number, number]; to: [number, number] }[] = [
  { words: 'spring|printemps|frühling|frühjahr|primavera', from: [3, 20], to: [6, 20] },
  { words: 'summer|été|sommer|verano', from: [6, 21], to: [9, 22] },
  { words: 'autumn|fall|automne|herbst|otoño', from: [9, 23], to: [12, 20] },
];
const SEASON = new RegExp(
  `(?<![\\p{L}])(?:before|by|until|in|for|avant|d['’]ici|pour|dès|au|vor|bis|im|zum|antes|para|en|hasta)\\s+(?:(?:the|l['’]|le|au|dem|del|el|la)\\s*)?(${SEASONS.map((s) => s.words).join('|')})(?:\\s+(20\\d\\d))?(?![\\p{L}]|\\s+\\p{L})`,
  'giu',
);

function seasonDays(text: string, today: Day): DateMention[] {
  return [...text.matchAll(SEASON)].map((match) => {
    const season = SEASONS.find((s) =>
      new RegExp(`^(?:${s.words})$`, 'iu').test(match[1] ?? ''),
    ) as (typeof SEASONS)[0];
    const at = (year: number, [month, day]: [number, number]): Day => ({ year, month, day });
    const end = match[2] ? at(Number(match[2]), season.to) : nextOccurrence(today, (y) => at(y, season.to));
    const word =
      match.index + match[0].length - (match[1] ?? '').length - (match[2] ? match[2].length + 1 : 0);
    return {
      start: word,
      end: match.index + match[0].length,
      from: iso(at(end.year, season.from)),
      to: iso(end),
    };
  });
}

/** "KW 36", "KW36", "Kalenderwoche 36", "semaine 36", "calendar week 36": the week's Sunday. */
const WEEK =
  /(?<![\p{L}])(?:(?<weekday>\p{L}+)\s+(?:(?:der|in|de la|of|de)\s+)?)?(?:KW|Kalenderwoche|semaine|calendar week|CW)\s?(\d{1,2})(?:\s*(?:\/|de|del|of)?\s*(20\d\d))?(?!\d)/giu;

// "Freitag KW 14", "vendredi de la semaine 12": the day named within that week.
const WEEKDAYS = [
  ['montag', 'monday', 'lundi', 'lunes'],
  ['dienstag', 'tuesday', 'mardi', 'martes'],
  ['mittwoch', 'wednesday', 'mercredi', 'miércoles'],
  ['donnerstag', 'thursday', 'jeudi', 'jueves'],
  ['freitag', 'friday', 'vendredi', 'viernes'],
  ['samstag', 'saturday', 'samedi', 'sábado'],
  ['sonntag', 'sunday', 'dimanche', 'domingo'],
];
const weekdayIndex = (word: string | undefined): number =>
  word ? WEEKDAYS.findIndex((names) => names.includes(word.toLowerCase())) : -1;

function nextOccurrence(today: Day, day: (year: number) => Day): Day {
  const thisYear = day(today.year);
  return compareDays(thisYear, today) >= 0 ? thisYear : day(today.year + 1);
}

export function namedDays(text: string, today: Day): DateMention[] {
  const found: DateMention[] = [];
  for (const { pattern, day } of NAMED) {
    const match = pattern.exec(text);
    if (!match) continue;
    const date = iso(nextOccurrence(today, day));
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      from: date,
      to: date,
      holiday: true,
    });
  }
  found.push(...seasonDays(text, today));
  for (const match of text.matchAll(WEEK)) {
    const week = Number(match[2]);
    if (week < 1 || week > 53) continue;
    const monday = (year: number) => isoWeekMonday(year, week);
    const start = match[3] ? monday(Number(match[3])) : nextOccurrence(today, (y) => addDays(monday(y), 6));
    const from = match[3] ? start : addDays(start, -6);
    const weekday = weekdayIndex(match.groups?.weekday);
    // A word before the week that names no day ("bis KW 36") is not part of the date.
    const named = weekday < 0 ? match[0].search(/KW|Kalenderwoche|semaine|calendar week|CW/iu) : 0;
    found.push({
      start: match.index + named,
      end: match.index + match[0].length,
      from: iso(weekday < 0 ? from : addDays(from, weekday)),
      to: iso(addDays(from, weekday < 0 ? 6 : weekday)),
    });
  }
  return found;
}
