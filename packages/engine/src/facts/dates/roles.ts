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
  /** 2: a plain deadline or start word; LOOSE: a date the next phrase says is before something; 1: a weak cue only. */
  rank: number;
}

const WINDOW = 70;
// Due on its last day like a plain deadline, but a plain deadline elsewhere wins over it.
const LOOSE = 1.5;
const BY_THEN =
  /\b(?:by then|before then|by that (?:date|time)|bis dahin|bis zu diesem (?:termin|zeitpunkt)|d'ici là|avant cette date|para entonces|para esa fecha|antes de esa fecha)\b/iu;
// "Responses are due by 3 July", "send a first proposal by 10 July": a process word a few words
// before the deadline cue, in the same clause, makes the date that process's, not the delivery's.
const PROCESS_REACH = 16;
// "end of March 2027 latest", "le 12 mars au plus tard": the date is the last one allowed.
const LATEST_AFTER =
  /^\s*,?\s*(?:(?:at the (?:very )?)?latest|au plus tard|spätestens|como (?:muy )?tarde|a más tardar)(?![\p{L}])/iu;
// "Nothing before 5 January", "pas avant le 5 janvier", "nicht vor dem 7. Januar": the earliest the
// work may start, said with a deadline's word.
// "aucun test ne peut avoir lieu avant le 1er février", "kein Termin vor dem 12. April": the
// negation may stand a few words ahead of its "before".
const NOT_BEFORE =
  /(?<![\p{L}'’])(?:(?:nothing|not|no work|no|cannot|can't|can’t|won't|won’t|pas|rien|aucune?|ne|nicht|nichts|kein\p{L}*|nada|ningun[oa]?|ningún|no antes)(?![\p{L}'’])|n['’])\s*(?:[\p{L}'’]+\s+){0,4}?(?:before|earlier than|sooner than|avant(?: le)?|plus tôt que(?: le)?|vor(?: dem)?|früher als(?: am)?|antes de(?:l)?)\s*$/iu;
const NOT_UNTIL =
  /(?:(?<![\p{L}'’])(?:nothing|not|no|cannot|pas|rien|ne|nicht|nichts|kein\p{L}*|nada)(?![\p{L}'’])|n['’]t)\s*(?:[\p{L}'’]+\s+){0,5}?(?:until|till|bis(?: zum| dem)?|hasta(?: el)?|jusqu['’](?:au|à|en))\s*$/iu;
// "the week of Jan 11 or later", "à partir du 4 janvier ou après": the first day allowed.
const ONWARDS =
  /^\s*(?:or later|or after|onwards|and later|ou plus tard|ou après|oder später|o más tarde|o después|en adelante)(?![\p{L}])/iu;
const REFUSED = /(?:^|[\s,;(])(?:pas|not|nicht|no)\s+$/iu;
// "the first week of May, before the Memorial Day crowds", "fin juin, avant le comité": a deadline's
// preposition after a date starts the next phrase, a weaker sign than words saying the date itself
// is due ("30 April at the latest").
const NEXT_PHRASE =
  /^\s*[,;]?\s*(?:before|by|until|till|avant|d'ici|bis|vor|zum|antes de|antes del|para el|para)(?![\p{L}])/iu;

function processDue(before: string, ignoreEnd: number): boolean {
  if (ignoreEnd < 0) return false;
  const cue = lastMatchStart(CUES.deadline, before);
  const gap = before.slice(ignoreEnd, cue);
  return cue >= ignoreEnd && gap.length <= PROCESS_REACH && !/[,;:.!?]/.test(gap);
}

/** "Nothing before 5 January": the words before the date make it the earliest start. */
export const notBefore = (before: string): boolean => NOT_BEFORE.test(before);

/** `floor`: where the previous date of the sentence ends; cues before it belong to that date. */
// "… que ça marche avant. Par contre en décembre …": a cue of the sentence before governs no date here.
const SENTENCE_END = /[.!?]\s+(?=\p{Lu})/gu;

/** Where the sentence holding offset `at` of `text` starts. */
export function sentenceStart(text: string, at: number): number {
  let start = 0;
  for (const match of text.slice(0, at).matchAll(SENTENCE_END)) start = match.index + match[0].length;
  return start;
}

// "Pâques c'est le 28 mars, faut que ce soit en ligne avant.": a bare "before" ending the sentence
// points back at its date, whatever the date's own words were.
// "mejor que antes", "better than before": a comparison, not a date pointed back at.
const BEFORE_THAT = /(?<!(?:que|than|qu'|als)\s*)(?:avant|before|vorher|davor|antes)\s*(?:[.!;]|$)/iu;

/** The role a date takes from what is said after it: "by then", "… avant." */
function pointedBack(after: string): boolean {
  const sentenceEnd = after.search(/[.!?](?:\s|$)/u);
  const rest = sentenceEnd >= 0 ? after.slice(0, sentenceEnd + 1) : after;
  return BY_THEN.test(rest) || BEFORE_THAT.test(rest);
}

export function roleOf(sentence: string, mention: DateMention, floor = 0): RoleOf {
  const windowStart = Math.max(floor, mention.start - WINDOW, sentenceStart(sentence, mention.start));
  // "due to the year-end closing" is a reason, not a date the work is due by.
  const before = sentence
    .slice(windowStart, mention.start)
    .replace(/\bdue to\b/giu, (m) => ' '.repeat(m.length));
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
  if (pointedBack(sentence.slice(mention.end))) return { role: 'deadline', from: mention.start, rank: 2 };
  // "le 12 février au plus tard, pas fin février": a date said not to be it is no date of the work.
  if (REFUSED.test(before)) return { role: null, from: mention.start, rank: 0 };
  const notBefore = NOT_BEFORE.exec(before);
  if (notBefore) return { role: 'start', from: windowStart + notBefore.index, rank: 2 };
  // "the boats aren't in the water till late April": the earliest day, weaker than a start word.
  const notUntil = NOT_UNTIL.exec(before);
  if (notUntil) return { role: 'start', from: windowStart + notUntil.index, rank: LOOSE };
  if (ONWARDS.test(sentence.slice(mention.end))) return { role: 'start', from: mention.start, rank: 2 };
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
    return {
      role,
      from: windowStart + (at < 0 ? before.length : at),
      rank: purpose || mention.holiday ? 1 : 2,
    };
  }
  if (weak >= 0) {
    const at = lastMatchStart(CUES.weakDeadline, before);
    return { role: 'deadline', from: windowStart + (at < 0 ? before.length : at), rank: 1 };
  }
  // "en décembre je suis injoignable, donc on commence …": the next clause's words are not the date's.
  // A comma right after the date may lead to its deadline ("fin juin, avant le comité"); a French
  // spaced semicolon ("en janvier ; aucun test … avant") starts another clause.
  const after = sentence.slice(mention.end, mention.end + 40).replace(/(?<=\S)\s*[,;.!?].*$|^\s+;.*$/su, '');
  if (LATEST_AFTER.test(sentence.slice(mention.end)))
    return { role: 'deadline', from: mention.start, rank: 2 };
  if (lastMatchEnd(CUES.deadline, after) >= 0)
    return { role: 'deadline', from: mention.start, rank: NEXT_PHRASE.test(after) ? LOOSE : 2 };
  if (lastMatchEnd(CUES.start, after) >= 0) return { role: 'start', from: mention.start, rank: 2 };
  return { role: mention.limit ? 'deadline' : null, from: mention.start, rank: mention.limit ? 2 : 0 };
}
