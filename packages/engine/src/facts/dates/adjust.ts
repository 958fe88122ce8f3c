// What the cue words alone get wrong about a date's role: a start word right before the deadline
// word, an objective's date, an aside in brackets, a start word naming a period the work ends
// before, and a hard date ("at the latest") that outranks the event it serves.
import { addDays, dayFromIso, iso } from '../../text/calendar';
import { lastMatchEnd } from '../../text/phrases';
import { CUES, has } from '../cues';
import data from '../data/dates.json';
import type { DateMention } from './mentions';
import type { RoleOf } from './roles';
import { alt } from './words';

/** "Start zum 1. Juli", "début pour le 3 mars": a start word right before the deadline word. */
function startsRightBefore(text: string): boolean {
  const end = lastMatchEnd(CUES.start, text);
  return end >= 0 && end >= text.trimEnd().length - 1;
}

// "by Friday 29 January at the latest", "spätestens Ende März": the hard date outranks the event it
// serves, unless it is the date a proposal is due ("share your proposal … latest by 25th November").
const HARD_REACH = 40;
// "go live before (the) start of the new FY, 1 April": the start word names a period the work ends before.
const BEFORE = alt(data.countedBefore);
const ENDS_BEFORE = new RegExp(`(?<![\\p{L}])(?:${BEFORE}|by)\\s+(?:the\\s+)?$`, 'iu');

const hardDate = (text: string, mention: DateMention): boolean =>
  !has(CUES.proposal, text.slice(0, mention.start)) &&
  (has(CUES.hardDeadline, text.slice(Math.max(0, mention.start - HARD_REACH), mention.start)) ||
    has(CUES.hardDeadline, text.slice(mention.end, mention.end + HARD_REACH / 2)));

/**
 * What the cue words alone get wrong: "Start zum 1. Juli" starts the work; "our goal is a ROAS of 6
 * by the end of the year" is an objective; a date in brackets is an aside to the one outside.
 */
export function adjusted(role: RoleOf, text: string, mention: DateMention): RoleOf {
  const before = text.slice(0, mention.start);
  if (role.role === 'start' && ENDS_BEFORE.test(text.slice(0, role.from)))
    return { ...role, role: 'deadline' };
  if (role.role === 'deadline' && hardDate(text, mention)) return { ...role, rank: 3 };
  if (role.role === 'deadline' && role.from < mention.start && startsRightBefore(text.slice(0, role.from)))
    return { ...role, role: 'start' };
  if (role.role === 'deadline' && has(CUES.goal, before)) return { ...role, role: null };
  const open = before.lastIndexOf('(');
  if (open >= 0 && before.lastIndexOf(')') < open) return { ...role, rank: Math.min(role.rank, 1) };
  return role;
}

// "before the end of Q3", "antes de finales de marzo": the period's end, not its start.
const PERIOD_END = /^(?:the\s+)?(?:end|late|fin|finales|final|ende|fine)(?![\p{L}])/iu;
const STRICTLY_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${BEFORE})\\s+(?:(?:the|l['’]|le|la|dem|der|el)\\s*)?$`,
  'iu',
);

/**
 * The day a deadline mention means: an event the work is for is due when it starts ("del 22 al 24
 * de octubre"); "before April", "avant l'été" the day before the period starts; else its last day.
 */
export function dueDay(text: string, mention: DateMention, rank: number): string {
  if (
    mention.from !== mention.to &&
    STRICTLY_BEFORE.test(text.slice(0, mention.start)) &&
    !PERIOD_END.test(text.slice(mention.start, mention.end))
  )
    return iso(addDays(dayFromIso(mention.from), -1));
  return rank === 1 ? mention.from : mention.to;
}
