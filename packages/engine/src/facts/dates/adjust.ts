// What the cue words alone get wrong about a date's role: a start word right before the deadline
// word, an objective's date, an aside in brackets, a start word naming a period the work ends
// before, and a hard date ("at the latest") that outranks the event it serves.
import { lastMatchEnd } from '../../text/phrases';
import { CUES, has } from '../cues';
import type { DateMention } from './mentions';
import type { RoleOf } from './roles';

/** "Start zum 1. Juli", "début pour le 3 mars": a start word right before the deadline word. */
function startsRightBefore(text: string): boolean {
  const end = lastMatchEnd(CUES.start, text);
  return end >= 0 && end >= text.trimEnd().length - 1;
}

/**
 * What the cue words alone get wrong: "Start zum 1. Juli" starts the work; "our goal is a ROAS of 6
 * by the end of the year" is an objective; a date in brackets is an aside to the one outside.
 */
// "by Friday 29 January at the latest", "spätestens Ende März": the hard date outranks the event it serves.
const HARD =
  /(?:at the latest|latest by|no later than|au plus tard|spätestens|allerspätestens|a más tardar|como muy tarde|a lo más tardar)/iu;
const HARD_REACH = 40;
// "share your proposal … latest by 25th November": the date the proposal is due is no deadline of the work.
const PROPOSAL =
  /\b(?:proposals?|quotes?|quotations?|offers?|propositions?|devis|offres?|angebot\p{L}*|propuestas?|cotizaci[oó]n\p{L}*)\b/iu;

export function adjusted(role: RoleOf, text: string, mention: DateMention): RoleOf {
  const before = text.slice(0, mention.start);
  // "go live before (the) start of the new FY, 1 April": the start word names a period the work ends before.
  if (
    role.role === 'start' &&
    /\b(?:before|by|avant|vor|antes de)\s+(?:the\s+)?$/iu.test(text.slice(0, role.from))
  )
    return { ...role, role: 'deadline' };
  const hard =
    !PROPOSAL.test(before) &&
    (HARD.test(before.slice(-HARD_REACH)) ||
      HARD.test(text.slice(mention.end, mention.end + HARD_REACH / 2)));
  if (role.role === 'deadline' && hard) return { ...role, rank: 3 };
  if (role.role === 'deadline' && role.from < mention.start && startsRightBefore(text.slice(0, role.from)))
    return { ...role, role: 'start' };
  if (role.role === 'deadline' && has(CUES.goal, before)) return { ...role, role: null };
  const open = before.lastIndexOf('(');
  if (open >= 0 && before.lastIndexOf(')') < open) return { ...role, rank: Math.min(role.rank, 1) };
  return role;
}
