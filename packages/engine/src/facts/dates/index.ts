// The brief's dates and what each one is: the deadline (the latest acceptable delivery), the start,
// and the key dates a schedule must respect: events the work is for, an RFP's submission and award,
// inputs the client will supply, closures. A newer message's date wins over the one it corrects.
import type { Brief } from '../../brief';
import { dayFromIso, daysBetween, iso } from '../../text/calendar';
import { CUES, has } from '../cues';
import { datesIn, type DateMention } from './mentions';
import { countedDurations, type Counted } from './relative';
import { adjusted, dueDay } from './adjust';
import { contextsOf } from './contexts';
import { notBefore, roleOf } from './roles';
import { shifted } from './words';
import { clauseOf, keyKind, type KeyDateKind } from './key-dates';
import { dayFirstIn } from './order';
export type { KeyDateKind };

export interface KeyDate {
  kind: KeyDateKind;
  from: string;
  to: string;
  text: string;
}

export interface DateFacts {
  deadline: string | null;
  deadlineText: string | null;
  startDate: string | null;
  startDateText: string | null;
  keyDates: KeyDate[];
}

interface Candidate {
  date: string;
  text: string;
  rank: number;
  message: number;
  /** The sentence it stands in. */
  sentence?: string;
  /** A period's last day. */
  to?: string;
}

// "Zeitraum: bitte im März/April, alles fertig bis 30. April": a month or more named before the
// deadline in the same sentence is when the work happens.
const WINDOW_DAYS = 27;

const REACH = 64;
const UNTIL =
  /(?:^|[\s(])(?:until|till|up to|bis(?: zum| dem)?|jusqu'(?:au|à)|jusqu’(?:au|à)|hasta(?: el)?)\s*$/iu;
const BACK_REACH = 80;
const FROM = /(?<![\p{L}])(?:from|de|del|desde|von|vom|du|dès)\s*$/iu;
const RANGE_LINK = /^\s*(?:-|–|to|until|through|a|al|hasta|bis|au|à|jusqu'(?:au|en))\s*$/iu;
// "start any time after New Year", "empezar después de Reyes": the day after is the first allowed.
const AFTER = /(?<![\p{L}])(?:after|después del?|tras|nach(?: dem)?|après(?: le| la| l'))\s*$/iu;

const better = (a: Candidate, b: Candidate | null): boolean =>
  !b ||
  a.message < b.message ||
  (a.message === b.message && (a.rank > b.rank || (a.rank === b.rank && a.date > b.date)));

export function readDates(brief: Brief): DateFacts {
  const today = iso(brief.today);
  const keyDates: KeyDate[] = [];
  const deadlines: Candidate[] = [];
  let start: Candidate | null = null;
  const undatedEventDeadlines: Candidate[] = [];
  const windows: Candidate[] = [];
  const fromStart: (Counted & Omit<Candidate, 'date'>)[] = [];
  const dayFirst = dayFirstIn(brief);
  for (const { text, message, aboutTime } of contextsOf(brief)) {
    const mentions = datesIn(text, brief.language, brief.today, dayFirst);
    const counted = countedDurations(text);
    // "trois semaines avant le lancement de la collection, le 8 mars": the date counted back from.
    const countedBack = new Set<DateMention>();
    for (const c of counted) {
      const role = roleOf(text, { start: c.start, end: c.end, from: '', to: '' });
      const phrase = text.slice(role.from, c.phraseEnd).trim();
      // "6 Wochen nach dem Kick-off": counted from the start, it cannot be the start; it ends something.
      if ((c.fromStart && role.role !== null) || (c.fromAward && role.role === 'deadline'))
        fromStart.push({ ...c, text: phrase, rank: role.rank, message });
      const anchor = c.back
        ? mentions.find((m) => m.start >= c.end && m.start - c.end <= BACK_REACH)
        : undefined;
      if (!anchor || role.role !== 'deadline') continue;
      countedBack.add(anchor);
      deadlines.push({
        date: iso(shifted(dayFromIso(anchor.from), -c.n, c.unit)),
        text: phrase,
        rank: role.rank,
        message,
      });
    }
    mentions.forEach((mention: DateMention, index) => {
      // "8 weeks after kickoff" counts from an event, not from the day of the brief.
      // A date on the day the brief arrives or before it is nothing the work can still be due by.
      if (mention.to <= today || counted.some((c) => c.start < mention.end && mention.start < c.end)) return;
      const before = text.slice(
        Math.max(mentions[index - 1]?.end ?? 0, mention.start - REACH),
        mention.start,
      );
      const after = text.slice(mention.end, mention.end + 40);
      // "Nothing before 5 January, we are away": the start, whatever the next clause says.
      const kind = notBefore(before) ? null : keyKind(before, after);
      // "Bis 11. April sind wir voll": closed from now until then, not on that day alone.
      const from = kind === 'closure' && UNTIL.test(before) ? today : mention.from;
      if (kind) keyDates.push({ kind, from, to: mention.to, text: clauseOf(text, mention) });
      if (kind === 'submission' || kind === 'award' || kind === 'closure' || kind === 'input') return;
      if (countedBack.has(mention)) return;
      // "six weeks from acceptance" is a duration, not a date.
      if (mention.limit && has(CUES.relativeTo, after)) return;
      const read = roleOf(text, mention, mentions[index - 1]?.end ?? 0);
      // "de febrero de 2027 a enero de 2028", "from March to August": a run's first month starts it.
      const next = mentions[index + 1];
      const opens = next && FROM.test(before) && RANGE_LINK.test(text.slice(mention.end, next.start));
      const found =
        read.role === null && (aboutTime || opens)
          ? { ...read, role: opens ? ('start' as const) : ('deadline' as const), rank: 1 }
          : read;
      const role = adjusted(found, text, mention);
      const phrase = text.slice(role.from, mention.end).trim();
      const due = dueDay(text, mention, role.rank);
      const candidate = { date: due, text: phrase, rank: role.rank, message, sentence: text };
      if (daysBetween(dayFromIso(mention.from), dayFromIso(mention.to)) >= WINDOW_DAYS)
        windows.push({
          ...candidate,
          date: mention.from,
          to: mention.to,
          text: text.slice(mention.start, mention.end),
        });
      if (role.role === 'deadline') deadlines.push(candidate);
      if (
        role.role === 'start' &&
        (!start ||
          message < start.message ||
          (message === start.message &&
            (role.rank > start.rank || (role.rank === start.rank && mention.from < start.date))))
      )
        start = {
          ...candidate,
          date: AFTER.test(before) ? iso(shifted(dayFromIso(mention.from), 1, 'day')) : mention.from,
        };
    });
    // "The site must be live before the Bath clinic opens": the event is dated elsewhere in the brief.
    if (mentions.length === 0 && has(CUES.deadline, text) && has(CUES.weakDeadline, text))
      undatedEventDeadlines.push({ date: '', text: text.trim(), rank: 2, message });
  }
  // A tender's questions, submission and award come before the work: nothing before the last of them
  // is due. Elsewhere an award is a decision about later work ("the rollout, decided in June").
  const tender = has(CUES.tender, brief.text) || keyDates.some((k) => k.kind === 'submission');
  const process = keyDates
    .filter((k) => k.kind === 'submission' || (tender && k.kind === 'award'))
    .reduce((last, k) => (k.to > last ? k.to : last), today);
  let deadline = deadlines
    .filter((c) => c.date > process)
    .reduce<Candidate | null>((best, c) => (better(c, best) ? c : best), null);
  const events = keyDates.filter((k) => k.kind === 'event').sort((a, b) => a.from.localeCompare(b.from));
  const found = deadline as Candidate | null;
  // "Dazu planen wir am 4. September 2027 ein Fest": with no other end, the work is for the event.
  const event = events[0];
  if (event && (!found || (found.rank < 2 && undatedEventDeadlines.length > 0))) {
    const reference = undatedEventDeadlines[0] ?? { text: event.text, rank: 1, message: 0 };
    deadline = { ...reference, date: event.from };
  }
  // "Go-live: spätestens 16 Wochen nach Zuschlag" beside "Zuschlag voraussichtlich: 26.02.2027".
  const award = keyDates.filter((k) => k.kind === 'award').at(-1);
  for (const c of fromStart) {
    const anchor = c.fromAward ? award?.to : c.fromStart ? (start as Candidate | null)?.date : undefined;
    if (!anchor) continue;
    const candidate = { ...c, date: iso(shifted(dayFromIso(anchor), c.n, c.unit)) };
    if (better(candidate, deadline)) deadline = candidate;
  }
  const d = deadline as Candidate | null;
  if (!start && d?.sentence)
    start = windows.find((w) => w.sentence === d.sentence && (w.to ?? d.date) < d.date) ?? null;
  const s = start as Candidate | null;
  return {
    deadline: d?.date ?? null,
    deadlineText: d?.text ?? null,
    startDate: s && (!d || s.date <= d.date) ? s.date : null,
    startDateText: s && (!d || s.date <= d.date) ? s.text : null,
    keyDates,
  };
}
