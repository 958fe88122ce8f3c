// Durations counted from an event of the project rather than from the day of the brief: "8 weeks
// after kickoff", "6 Wochen nach Auftragserteilung", "8 semanas a partir de la firma". One dates the
// deadline only when its event is the start of the work or the award, and the brief dates it; otherwise
// the brief gives no deadline, as a guess counted from today would put one where the client did not.
import data from '../data/dates.json';
import { phrases } from '../../text/phrases';
import { alt, countOf, NUMBER_WORDS, UNIT_OF } from './words';

export interface Counted {
  start: number;
  end: number;
  /** Where the phrase ends, its event included ("8 weeks after kickoff"). */
  phraseEnd: number;
  n: number;
  unit: string;
  /** Counted from the start of the work (kickoff, Projektstart, inicio), which a start date anchors. */
  fromStart: boolean;
  /** Counted from the award or order (Zuschlag, commande, notice to proceed), which an award date anchors. */
  fromAward: boolean;
  /** Counted back from the date that follows ("trois semaines avant le lancement, le 8 mars"). */
  back: boolean;
}

const DURATION = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,3}|${alt(Object.keys(NUMBER_WORDS))})[\\s-]*(${alt([...UNIT_OF.keys()])})(?![\\p{L}])`,
  'giu',
);
const FROM = new RegExp(`^\\s*(?:${alt(data.countedFrom)})(?![\\p{L}])`, 'iu');
const BEFORE = new RegExp(`^\\s*(?:${alt(data.countedBefore)})(?![\\p{L}])`, 'iu');
const NOW = phrases(data.countedFromNow);
const START = phrases(data.projectStart);
const AWARD = phrases(data.awardStart);
const ANCHOR_REACH = 40;

/** The durations of one sentence that count from an event other than the brief's own day. */
export function countedDurations(sentence: string): Counted[] {
  const found: Counted[] = [];
  for (const match of sentence.matchAll(DURATION)) {
    const end = match.index + match[0].length;
    const back = BEFORE.exec(sentence.slice(end));
    const from = back ?? FROM.exec(sentence.slice(end));
    if (!from) continue;
    const at = end + from[0].length;
    const anchor = sentence.slice(at, at + ANCHOR_REACH);
    if (!back && NOW.test(anchor.slice(0, 24))) continue;
    const clause = anchor.search(/[,;.:()]|\s[–—-]\s/);
    const unit = UNIT_OF.get((match[2] ?? '').toLowerCase()) ?? 'day';
    found.push({
      start: match.index,
      end,
      phraseEnd: at + (clause < 0 ? anchor.length : clause),
      n: countOf(match[1] ?? ''),
      unit,
      fromStart: !back && START.test(anchor),
      fromAward: !back && AWARD.test(anchor.slice(0, 24)),
      back: !!back,
    });
  }
  return found;
}
