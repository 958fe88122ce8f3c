// Deadline and start date: every date phrase of the brief is read (the rules of date-rules.ts first,
// chrono-node for full dates), then kept only when a deadline or start word leads to it. Dates in
// the past of the brief, RFP process dates ("proposals due") and founding years are dropped.
import * as chrono from 'chrono-node';
import type { Segment } from './clean-text';
import { dayOf, iso, type Day } from './calendar';
import { CUES, has } from './cues';
import { rangeDates } from './date-ranges';
import { roleOf } from './date-roles';
import { ruleDates, type DateMention } from './date-rules';

export interface DatesFound {
  deadline: string | null;
  deadlineText: string | null;
  startDate: string | null;
  startDateText: string | null;
}

const PARSERS: Record<string, chrono.Chrono> = {
  en: chrono.en.casual,
  fr: chrono.fr.casual,
  de: chrono.de.casual,
  es: chrono.es.casual,
};
// Day and month without a year in figures ("24/7", "18.2") are more often something else.
const BARE_NUMERIC = /^\D*\d{1,2}[/.-]\d{1,2}\.?$/;
const LEADING_ARTICLE = /^(?:the|on|le|l'|el|am|den|dem)\s+/i;

const DAY_AND_WORD = /(?<!\d)\d{1,2}\.?\s+\p{L}{3,}|\p{L}{3,}\.?\s+\d{1,2}(?!\d)/u;

/**
 * Full dates of one sentence in the brief's language; a deadline sentence written in another one
 * ("Deadline : le 20 mars 2027" in an English brief) is read by the other parsers in turn.
 */
function chronoDates(text: string, lang: string, ref: Date): DateMention[] {
  const own = chronoIn(text, PARSERS[lang] ?? chrono.en.casual, ref);
  // A day number next to a word is the cheap sign of a written date; the cue test is the costly one.
  if (own.length > 0 || !DAY_AND_WORD.test(text) || !has(CUES.deadline, text)) return own;
  for (const [other, parser] of Object.entries(PARSERS)) {
    const found = other === lang ? [] : chronoIn(text, parser, ref);
    if (found.length > 0) return found;
  }
  return own;
}

function chronoIn(text: string, parser: chrono.Chrono, ref: Date): DateMention[] {
  const found: DateMention[] = [];
  for (const result of parser.parse(text, { instant: ref, timezone: 0 }, { forwardDate: true })) {
    const start = result.start;
    if (!start.isCertain('day') || !start.isCertain('month') || BARE_NUMERIC.test(result.text)) continue;
    const day: Day = {
      year: start.get('year') ?? ref.getUTCFullYear(),
      month: start.get('month') ?? 1,
      day: start.get('day') ?? 1,
    };
    const article = LEADING_ARTICLE.exec(result.text)?.[0].length ?? 0;
    found.push({
      start: result.index + article,
      end: result.index + result.text.length,
      from: iso(day),
      to: iso(day),
    });
  }
  return found;
}

/**
 * `quoted`: sentences of an older message quoted or forwarded in the brief; a date there counts
 * only when the newest message names none.
 */
export function findDates(
  sentences: Segment[],
  lang: string,
  createdAt: string,
  quoted: (sentence: string) => boolean = () => false,
): DatesFound {
  const parsed = new Date(createdAt);
  const ref = Number.isNaN(parsed.getTime()) ? new Date(0) : parsed;
  const refDay = iso(dayOf(ref));
  const found: DatesFound = { deadline: null, deadlineText: null, startDate: null, startDateText: null };
  let deadlineRank = 0;
  for (const { text } of sentences) {
    const ranges = rangeDates(text, dayOf(ref));
    const rules = [
      ...ranges,
      ...ruleDates(text, dayOf(ref)).filter((r) => !ranges.some((o) => o.start < r.end && r.start < o.end)),
    ];
    const full = /\d/.test(text) ? chronoDates(text, lang, ref) : [];
    const mentions = [
      ...rules,
      ...full.filter((c) => !rules.some((r) => r.start < c.end && c.start < r.end)),
    ].sort((a, b) => a.start - b.start);
    const older = quoted(text);
    mentions.forEach((mention, index) => {
      const role = roleOf(text, mention, mentions[index - 1]?.end ?? 0);
      const { from } = role;
      const rank = older ? role.rank / 2 : role.rank;
      // An event the work is for is due when it starts ("del 22 al 24 de octubre").
      const due = role.rank === 1 ? mention.from : mention.to;
      const phrase = text.slice(from, mention.end).trim();
      // A stronger cue wins; among equals, the latest date (proposal dates come before delivery).
      const better = rank > deadlineRank || (rank === deadlineRank && due > (found.deadline ?? ''));
      if (role.role === 'deadline' && due >= refDay && better) {
        found.deadline = due;
        found.deadlineText = phrase;
        deadlineRank = rank;
      }
      if (
        role.role === 'start' &&
        mention.from >= refDay &&
        (!found.startDate || mention.from < found.startDate)
      ) {
        found.startDate = mention.from;
        found.startDateText = phrase;
      }
    });
  }
  return found;
}
