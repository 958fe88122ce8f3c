// Deadline and start date: every date phrase of the brief is read (the rules of date-rules.ts first,
// chrono-node for full dates), then kept only when a deadline or start word leads to it. Dates in
// the past of the brief, RFP process dates ("proposals due") and founding years are dropped.
import * as chrono from 'chrono-node';
import type { Segment } from './clean-text';
import { dayOf, iso, type Day } from './calendar';
import { CUES } from './cues';
import { ruleDates, type DateMention } from './date-rules';
import { lastMatchEnd } from './keywords';

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

function chronoDates(text: string, lang: string, ref: Date): DateMention[] {
  const parser = PARSERS[lang] ?? PARSERS.en;
  const found: DateMention[] = [];
  for (const result of parser?.parse(text, { instant: ref, timezone: 0 }, { forwardDate: true }) ?? []) {
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

type Role = 'deadline' | 'start' | null;

function roleOf(sentence: string, mention: DateMention): { role: Role; from: number } {
  const windowStart = Math.max(0, mention.start - 70);
  const before = sentence.slice(windowStart, mention.start);
  const deadline = lastMatchEnd(CUES.deadline, before);
  const start = lastMatchEnd(CUES.start, before);
  const ignore = lastMatchEnd(CUES.ignoreDate, before);
  if (ignore >= 0 && ignore >= deadline && ignore >= start) return { role: null, from: mention.start };
  if (deadline >= 0 || start >= 0) {
    const role = deadline >= start ? 'deadline' : 'start';
    const cue = role === 'deadline' ? CUES.deadline : CUES.start;
    cue.lastIndex = 0;
    const nearest = [...before.matchAll(cue)].pop();
    return { role, from: windowStart + (nearest?.index ?? before.length) };
  }
  const after = sentence.slice(mention.end, mention.end + 40);
  if (lastMatchEnd(CUES.deadline, after) >= 0) return { role: 'deadline', from: mention.start };
  if (lastMatchEnd(CUES.start, after) >= 0) return { role: 'start', from: mention.start };
  return { role: mention.limit ? 'deadline' : null, from: mention.start };
}

export function findDates(sentences: Segment[], lang: string, createdAt: string): DatesFound {
  const parsed = new Date(createdAt);
  const ref = Number.isNaN(parsed.getTime()) ? new Date(0) : parsed;
  const refDay = iso(dayOf(ref));
  const found: DatesFound = { deadline: null, deadlineText: null, startDate: null, startDateText: null };
  for (const { text } of sentences) {
    const rules = ruleDates(text, dayOf(ref));
    const full = /\d/.test(text) ? chronoDates(text, lang, ref) : [];
    const mentions = [
      ...rules,
      ...full.filter((c) => !rules.some((r) => r.start < c.end && c.start < r.end)),
    ];
    for (const mention of mentions) {
      const { role, from } = roleOf(text, mention);
      const phrase = text.slice(from, mention.end).trim();
      if (role === 'deadline' && mention.to >= refDay && (!found.deadline || mention.to > found.deadline)) {
        found.deadline = mention.to;
        found.deadlineText = phrase;
      }
      if (
        role === 'start' &&
        mention.from >= refDay &&
        (!found.startDate || mention.from < found.startDate)
      ) {
        found.startDate = mention.from;
        found.startDateText = phrase;
      }
    }
  }
  return found;
}
