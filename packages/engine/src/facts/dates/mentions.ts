// Every date phrase of one sentence: the rules of rules.ts first (month-only phrases, quarters,
// durations, named days, a weekday with its day), then chrono-node for full dates. Each mention
// carries the earliest and the latest day it allows.
import * as chrono from 'chrono-node';
import { dayFromIso, daysBetween, iso, type Day } from '../../text/calendar';
import { CUES, has } from '../cues';
import { namedDays } from './named-days';
import { rangeDates } from './ranges';
import { ruleDates, type DateMention } from './rules';
import { weekdayDays } from './weekday-days';
import { wordedDays } from './worded-days';

export type { DateMention };

const PARSERS: Record<string, chrono.Chrono> = {
  en: chrono.en.casual,
  fr: chrono.fr.casual,
  de: chrono.de.casual,
  es: chrono.es.casual,
};
// Day and month without a year in figures ("24/7", "18.2") are more often something else.
const BARE_NUMERIC = /^\D*\d{1,2}[/.-]\d{1,2}\.?$/;
// "by 30/10", "avant le 30/10": a day past the twelfth after "by" can only be a day and its month.
const DUE_BEFORE =
  /(?:^|\s)(?:by|until|till|before|due|no later than|bis|vor dem|spätestens(?: am| zum)?|avant le|d'ici le|au plus tard le|jusqu'au|hasta el|antes del|para el|como (?:muy )?tarde el|a más tardar el)\s*$/iu;
// A brief that writes its days first (order.ts) says so; otherwise only a day past the twelfth does.
const dueDayMonth = (before: string, written: string, dayFirst: boolean): boolean =>
  DUE_BEFORE.test(before) && (dayFirst || Number(/\d{1,2}/.exec(written)?.[0]) > 12);
const LEADING_ARTICLE = /^(?:the|on|le|l'|el|am|den|dem)\s+/i;
const DAY_AND_WORD = /(?<!\d)\d{1,2}\.?\s+\p{L}{3,}|\p{L}{3,}\.?\s+\d{1,2}(?!\d)/u;

// "closed 24 Dec - 4 Jan", "du 20 décembre au 5 janvier": a run of days over a month's end, its
// last day in the next year when it ends before it starts.
const RUN_DAYS = 120;
function lastDay(end: chrono.ParsedComponents | null | undefined, first: Day): Day | null {
  if (!end?.isCertain('day') || !end.isCertain('month')) return null;
  const month = end.get('month') ?? 1;
  const day = end.get('day') ?? 1;
  const year = end.isCertain('year') ? (end.get('year') ?? first.year) : first.year;
  const last = { year: month < first.month && !end.isCertain('year') ? year + 1 : year, month, day };
  const days = daysBetween(first, last);
  return days > 0 && days <= RUN_DAYS ? last : null;
}

function chronoIn(text: string, parser: chrono.Chrono, ref: Date, dayFirst = false): DateMention[] {
  const found: DateMention[] = [];
  for (const result of parser.parse(text, { instant: ref, timezone: 0 }, { forwardDate: true })) {
    const start = result.start;
    // "a second clinic" is not a second from now: a date is written with a figure.
    const written = /\d/.test(result.text);
    const bare =
      BARE_NUMERIC.test(result.text) && !dueDayMonth(text.slice(0, result.index), result.text, dayFirst);
    // "turned round within 48 hrs": hours from now are a turnaround, never a day of the calendar.
    const hours = /\d\s*(?:hrs?|hours?|heures?|stunden|horas)(?![\p{L}])/iu.test(result.text);
    if (!written || !start.isCertain('day') || !start.isCertain('month') || bare || hours) continue;
    const day: Day = {
      year: start.get('year') ?? ref.getUTCFullYear(),
      month: start.get('month') ?? 1,
      day: start.get('day') ?? 1,
    };
    const article = LEADING_ARTICLE.exec(result.text)?.[0].length ?? 0;
    const last = lastDay(result.end, day);
    found.push({
      start: result.index + article,
      end: result.index + result.text.length,
      from: iso(day),
      to: iso(last ?? day),
      ...(last ? { event: true } : {}),
    });
  }
  return found;
}

/**
 * Full dates in the brief's language; a deadline sentence written in another one ("Deadline : le
 * 20 mars 2027" in an English brief) is read by the other parsers in turn.
 */
function chronoDates(text: string, lang: string, ref: Date, dayFirst: boolean): DateMention[] {
  const parser = (lang === 'en' && dayFirst ? chrono.en.GB : PARSERS[lang]) ?? chrono.en.casual;
  const own = chronoIn(text, parser, ref, dayFirst);
  if (own.length > 0 || !DAY_AND_WORD.test(text) || !has(CUES.deadline, text)) return own;
  for (const [other, parser] of Object.entries(PARSERS)) {
    const found = other === lang ? [] : chronoIn(text, parser, ref);
    if (found.length > 0) return found;
  }
  return own;
}

const overlaps = (a: DateMention, b: DateMention): boolean => a.start < b.end && b.start < a.end;

/**
 * The date mentions of one sentence, in reading order, without overlaps; `dayFirst` is the order the
 * brief writes "05/02/2027" in (order.ts), by default its language's.
 */
export function datesIn(text: string, lang: string, today: Day, dayFirst = lang !== 'en'): DateMention[] {
  const ref = new Date(Date.UTC(today.year, today.month - 1, today.day, 12));
  const mentions: DateMention[] = [];
  const add = (found: readonly DateMention[]) => {
    for (const mention of found)
      if (!mentions.some((other) => overlaps(other, mention))) mentions.push(mention);
  };
  add(rangeDates(text, today));
  add(namedDays(text, today));
  add(weekdayDays(text, today));
  add(wordedDays(text, today));
  add(ruleDates(text, today));
  if (/\d/.test(text)) add(chronoDates(text, lang, ref, dayFirst));
  return joinedRuns(
    mentions.sort((a, b) => a.start - b.start),
    text,
  );
}

// "entre le lundi 1er février et le vendredi 26 février 2027", "Wednesday 21 and Thursday 22 April":
// two dates joined by nothing but a link are one run of days, from the first to the second.
const RUN_LINK =
  /^\s*(?:-|–|—|to|until|through|and|au|à|et|bis(?: zum| und mit)?|und|al|hasta|y)\s+(?:(?:the|le|el|den|dem)\s+)?$/iu;

function joinedRuns(mentions: DateMention[], text: string): DateMention[] {
  const joined: DateMention[] = [];
  for (const mention of mentions) {
    const last = joined.at(-1);
    const days = last ? daysBetween(dayFromIso(last.from), dayFromIso(mention.to)) : -1;
    if (last && days > 0 && days <= RUN_DAYS && RUN_LINK.test(text.slice(last.end, mention.start)))
      joined[joined.length - 1] = {
        start: last.start,
        end: mention.end,
        from: last.from,
        to: mention.to,
        event: true,
      };
    else joined.push(mention);
  }
  return joined;
}
