// What a date in a sentence is to the plan, from the words around it: a tender's submission or
// award, a closure, the client's inputs, an event the work is for; and the clause it stands in.
import { CUES, has } from '../cues';
import { lastMatchEnd } from '../../text/phrases';
import type { DateMention } from './mentions';
import { sentenceStart } from './roles';

export type KeyDateKind = 'event' | 'award' | 'submission' | 'input' | 'closure';

// "En diciembre estamos a tope, así que si podéis empezar la primera semana de enero": a start word
// in a later clause than the closure's own words is about the next date, when the work may begin
// ("I'm away from the fifth to the nineteenth" keeps its "from" inside the closure).
function startsAfter(before: string): boolean {
  const closed = lastMatchEnd(CUES.closure, before);
  const start = lastMatchEnd(CUES.start, before);
  return closed >= 0 && start > closed && /[,;:]/.test(before.slice(closed, start));
}

// "15/2 to 30/4 and we are not available for anything": the closure's words may take a clause.
const CLOSURE_AFTER = 40;

export function keyKind(before: string, after: string): KeyDateKind | null {
  if (has(CUES.submission, `${before} ${after.slice(0, 30)}`)) return 'submission';
  // "Den Auftrag möchten wir bis 11. Dezember vergeben": German puts the verb after the date.
  if (has(CUES.award, `${before} ${after.slice(0, 12)}`)) return 'award';
  // "…on 4 March 2027. Factory shuts from 18 December", "… sind keine Termine möglich. Alles sollte
  // bis Ende Juni abgeschlossen sein": a closure's words stay in its own sentence.
  const own = before.slice(sentenceStart(before, before.length));
  if (
    has(CUES.closure, `${own} ${after.split(/[.!?](?:\s|$)/u)[0]?.slice(0, CLOSURE_AFTER) ?? ''}`) &&
    !startsAfter(before)
  )
    return 'closure';
  if (has(CUES.input, `${before} ${after.slice(0, 24)}`)) return 'input';
  if (has(CUES.weakDeadline, `${before} ${after.slice(0, 24)}`) && !has(CUES.processEvent, before))
    return 'event';
  return null;
}

/** The clause a date stands in: "we're opening a second clinic in Bath on 1 April 2027". */
export function clauseOf(text: string, mention: DateMention): string {
  const before = text.slice(0, mention.start);
  const from = Math.max(
    before.lastIndexOf(', '),
    before.lastIndexOf('; '),
    before.lastIndexOf(': '),
    before.lastIndexOf(' and '),
  );
  const after = text.slice(mention.end);
  const stop = after.search(/[,;.]\s|[.;]$/);
  return text
    .slice(from < 0 ? 0 : from + 2, stop < 0 ? text.length : mention.end + stop)
    .replace(/^(?:and|et|und|y)\s+/i, '')
    .trim();
}
