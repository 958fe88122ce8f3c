// The shape of a request sentence: who writes it (an introduction asks nothing), the words after
// its lead-in ("we need", "nous cherchons", "wir suchen"), and a request verb denied ("we don't need").
import { LEDGER_CUES } from './cues';
import { outsideBrackets } from './things';

// "We, Acme Inc, need …", "Wir, die Müller GmbH aus Köln, brauchen …": the subject's apposition aside.
const APPOSITION = /^((?:we|wir|nous|nosotros|nosotras)\s*),[^,]{2,80},\s*/iu;

// "The supplier will deliver …" opens a request; "We will handle the photos" and "that will be a
// separate procurement" do not.
const DOER_WILL =
  /(?:contractor|supplier|agency|vendor|consultant|bidder|tenderer|provider|partner|firm|studio|you|successful \p{L}+)\s+will$/iu;

// "need a spanish version too", "also want to be found": a note that drops its "we".
const DROPPED_SUBJECT = /^\s*(?:also\s+)?(?:need|needs|want|wants|would like|looking for)\s+/iu;

// "Soy Andrés Gómez, líder de seguridad en Pagafácil (fintech de pagos)": who writes, not what they ask.
export const INTRODUCTION =
  /^(?:(?:hi|hello|hallo|bonjour|hola)[,!.]?\s+)?(?:i'm|i am|my name is|soy|me llamo|je suis|je m'appelle|ich bin|mein name ist|we are|we're|somos|nous sommes|wir sind)\s+(?!\p{L}+ing\b|looking|planning|seeking|hoping|interested|keen|about to|buscando|à la recherche|auf der suche)/iu;

/** The words after a request lead-in ("we need", "nous cherchons", "wir suchen"), if the text has one. */
export function objectOf(text: string): { text: string; offset: number } | null {
  const apposition = APPOSITION.exec(text);
  const read = apposition ? `${apposition[1]?.trim()} ${text.slice(apposition[0].length)}` : text;
  const shift = apposition ? apposition[0].length - (apposition[1]?.trim().length ?? 0) - 1 : 0;
  const match = LEDGER_CUES.leadIn.first(read) ?? DROPPED_SUBJECT.exec(read)?.[0];
  if (!match) return null;
  if (typeof match === 'string') return { text: text.slice(match.length), offset: match.length };
  // A bare "will" asks for work only after the one who is to do it ("the contractor will deliver").
  if (
    read.slice(match.start, match.end).toLowerCase() === 'will' &&
    !DOER_WILL.test(read.slice(0, match.end))
  )
    return null;
  // "Lo que necesitamos de ustedes es: la plataforma …": the object is what the colon introduces.
  const colon =
    /^[^:;]{0,24}(?<![\p{L}])(?:is|are|es|son|est|sont|ist|sind|would be|serait|wäre|sería):\s/iu.exec(
      text.slice(match.end + shift),
    )?.[0].length ?? 0;
  const offset = match.end + shift + colon;
  return { text: text.slice(offset), offset };
}

// "We don't need …", "No necesitamos …", "Die Drohnenaufnahmen brauchen wir nicht": a request verb denied.
/** Words that deny the request verb after them, and those that deny the one before them. */
export const NOT_BEFORE = String.raw`(?:^|\s)(?:\p{L}*n't|dont|doesnt|didnt|wont|arent|do not|does not|not|never|no longer|no|n'|ne|pas|jamais|nicht|nie|kein\p{L}*|tampoco|nunca|neither|nor)`;
export const NOT_AFTER = /^\s*(?:not|no|pas|nicht|keine?n?|nada|ningún|ninguna)(?![\p{L}])/iu;
const DENIED_BEFORE = new RegExp(`${NOT_BEFORE}\\s*$`, 'iu');

/** "We don't need …" denies the whole request; "(on ne veut pas en changer)" only what its brackets say. */
export function denied(text: string): boolean {
  const plain = outsideBrackets(text);
  const match = LEDGER_CUES.leadIn.first(plain);
  if (!match) return false;
  return DENIED_BEFORE.test(plain.slice(0, match.start)) || NOT_AFTER.test(plain.slice(match.end));
}

// "We don't want an app, and we'd like a new website", "no PPC, just organic SEO", "a refresh – not
// a new logo": a new subject, a turn or a refusal after a conjunction or dash is a request of its own.
const NEW_CLAUSE =
  /,?\s+(?:and|but|while|whereas|so|though)\s+(?=(?:we|i|we'd|we'll|we're|i'd|i'm)\s)|,\s+(?:et|mais)\s+(?=(?:nous|je|on)\s)|,\s+(?:und|aber|doch)\s+(?=wir\s)|,\s+(?:pero|y)\s+(?=(?:nosotros|necesitamos|queremos|buscamos)\s)|;\s+|,\s+(?=(?:just|only|instead|rather)\s)|\s+[–—]\s+(?=(?:not|no|but|we|we're|we'd|i)\s)/iu;

// "Lo que necesitamos de ustedes es: la plataforma …; los gafetes …; y la transmisión …": a list the
// lead-in asks for, whose items its semicolons separate; each item is no sentence of its own.
const LISTED_AFTER_LEAD = /^([^:;]{3,80}):\s[^;]+;\s/u;

export function clausesOf(sentence: string): string[] {
  const lead = LISTED_AFTER_LEAD.exec(sentence)?.[1];
  if (lead && LEDGER_CUES.leadIn.first(lead)) return [sentence];
  return sentence.split(new RegExp(NEW_CLAUSE.source, 'giu')).filter((clause) => clause.trim());
}
