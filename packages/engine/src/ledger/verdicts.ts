// "Blog --> tampoco", "Facebook → macht weiter meine Schwester", "Fotos -> neues Shooting -> bitte
// anbieten": a list that gives each item its verdict after an arrow. The verdict, not the item's
// name, says whether the work is asked for, refused or the client's own.
import type { Language } from '@proposals/locale';
import { doneByClient } from './agent';
import { ANSWER_NO, ANSWER_YES, has, LEDGER_CUES } from './cues';

const ARROW = /\s*(?:-{1,2}>|→|=>|⇒|➔|➜)\s*/u;
// "--> vosotros", "-> bitte anbieten": the agency addressed is asked to do it ("Sie" and "ihr" are
// also "she", "they" and "her" in German, so only the request says it there).
const ASKED =
  /(?<![\p{L}])(?:vosotros|ustedes|you|vous|bitte\s+(?:mit\s+)?anbiet\p{L}*|anbieten|offerieren|please (?:quote|include|price)|quote|yes|ja|oui|sí|à chiffrer|a chiffrer|à inclure|à prévoir|presupuest\p{L}*|cotiz\p{L}*|incluir|sí, por favor)(?![\p{L}])/iu;
// "nein danke", "de momento no", "not for now": refused, now or for this proposal.
const REFUSED =
  /^(?:no|nope|nein|nö|non|tampoco|neither|ni|nada|kein\p{L}*|forget|olvid\p{L}*|oubli\p{L}*|skip|drop|raus|weg)(?![\p{L}])|(?<![\p{L}])(?:de momento no|por ahora no|not (?:now|yet)|vorerst nicht|pas pour l['’]instant|pas maintenant)(?![\p{L}])/iu;

const NAMED = /\s\p{Lu}\p{Ll}{2,}/u;

export type Verdict = 'asked' | 'refused' | 'theirs';

/** What the verdict after an item's last arrow says of it; null when the item has none or it says neither. */
export function verdictOf(text: string, language: Language, listed = false): Verdict | null {
  const parts = text.split(ARROW);
  if (parts.length < 2) return listed ? colonVerdict(text) : null;
  const verdict = (parts[parts.length - 1] as string).trim();
  if (ASKED.test(verdict)) return 'asked';
  if (
    REFUSED.test(verdict) ||
    has(LEDGER_CUES.exclusion, verdict) ||
    has(LEDGER_CUES.exclusionAfter, verdict)
  )
    return 'refused';
  // "--> la traduce Pilar, nuestra administrativa": a person named does it (German capitalises every noun).
  const named = language !== 'de' && NAMED.test(verdict);
  return named || doneByClient(verdict, language, []) ? 'theirs' : null;
}

// "Sesión de fotos de la botella: no, mi sobrino …", "nouveau logo : oui": a listed item answered
// after its colon, as a form's field is (rows.ts), when the answer opens with a yes or a no.
const COLON = /\s*:\s+/u;
function colonVerdict(text: string): Verdict | null {
  const colon = COLON.exec(text);
  const answer = colon ? text.slice(colon.index + colon[0].length).trim() : '';
  return ANSWER_NO.test(answer) ? 'refused' : ANSWER_YES.test(answer) ? 'asked' : null;
}
