// What a date of the brief is: a deadline, a start, or neither. A cue word (data/cues.json) before
// the date decides, but only the nearest date after a cue takes it ("by 20 March, as the report is
// presented at our AGM on 16 April": 16 April is not the deadline). Weak cues (an event the work is
// for, "ideally", a purpose clause such as "so we can launch in January") rank below a plain
// deadline word, so they count only when nothing stronger names a date.
import { CUES, has } from '../cues';
import type { DateMention } from './rules';
import { lastMatchEnd, lastMatchStart } from '../../text/phrases';

export type Role = 'deadline' | 'start' | null;

export interface RoleOf {
  role: Role;
  /** Where the phrase of the date starts (its cue word when there is one). */
  from: number;
  /** 2: a plain deadline or start word; 1: a weak cue only. */
  rank: number;
}

const WINDOW = 70;
const BY_THEN =
  /\b(?:by then|before then|by that (?:date|time)|bis dahin|bis zu diesem (?:termin|zeitpunkt)|d'ici là|avant cette date|para entonces|para esa fecha|antes de esa fecha)\b/iu;
// "Responses are due by 3 July", "send a first proposal by 10 July": a process word a few words
// before the deadline cue, in the same clause, makes the date that process's, not the delivery's.
const PROCESS_REACH = 16;

function processDue(before: string, ignoreEnd: number): boolean {
  if (ignoreEnd < 0) return false;
  const cue = lastMatchStart(CUES.deadline, before);
  const gap = before.slice(ignoreEnd, cue);
  return cue >= ignoreEnd && gap.length <= PROCESS_REACH && !/[,;:.!?]/.test(gap);
}

/** `floor`: where the previous date of the sentence ends; cues before it belong to that date. */
export function roleOf(sentence: string, mention: DateMention, floor = 0): RoleOf {
  const windowStart = Math.max(floor, mention.start - WINDOW);
  const before = sentence.slice(windowStart, mention.start);
  const deadline = lastMatchEnd(CUES.deadline, before);
  const start = lastMatchEnd(CUES.start, before);
  const weak = lastMatchEnd(CUES.weakDeadline, before);
  const ignore = lastMatchEnd(CUES.ignoreDate, before);
  // A meeting of the buying process ("Interviews will be held on …") outranks the event words after it.
  const process = lastMatchEnd(CUES.processEvent, before);
  const ignored =
    (ignore >= 0 && ignore >= deadline && ignore >= start && ignore >= weak) ||
    (process >= 0 && process >= deadline && process >= start);
  if (ignored || processDue(before, ignore)) return { role: null, from: mention.start, rank: 0 };
  const purpose = has(CUES.purpose, before);
  if (deadline >= 0 || start >= 0) {
    const role = deadline >= start ? 'deadline' : 'start';
    // "our sales kickoff from 18 to 21 January", "our kick-off event on 15 January": the start word
    // names the event, which the work is for.
    const event =
      mention.event ||
      (weak > start && !before.slice(start, lastMatchStart(CUES.weakDeadline, before)).trim());
    if (role === 'start' && event) return { role: 'deadline', from: mention.start, rank: 1 };
    const at = lastMatchStart(role === 'deadline' ? CUES.deadline : CUES.start, before);
    return { role, from: windowStart + (at < 0 ? before.length : at), rank: purpose ? 1 : 2 };
  }
  if (weak >= 0) {
    const at = lastMatchStart(CUES.weakDeadline, before);
    return { role: 'deadline', from: windowStart + (at < 0 ? before.length : at), rank: 1 };
  }
  // "The lease ends April 30, so everything has to be out by then": the date the rest must meet.
  if (BY_THEN.test(sentence.slice(mention.end))) return { role: 'deadline', from: mention.start, rank: 2 };
  const after = sentence.slice(mention.end, mention.end + 40);
  if (lastMatchEnd(CUES.deadline, after) >= 0) return { role: 'deadline', from: mention.start, rank: 2 };
  if (lastMatchEnd(CUES.start, after) >= 0) return { role: 'start', from: mention.start, rank: 2 };
  return { role: mention.limit ? 'deadline' : null, from: mention.start, rank: mention.limit ? 2 : 0 };
}
