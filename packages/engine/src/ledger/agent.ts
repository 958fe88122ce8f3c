// Who does a piece of work. "We'll write the copy ourselves", "our IT team will handle the hosting",
// "Übersetzungen macht unser Vertriebsinnendienst", "los textos los tenemos", "logo et charte fournis
// par la Ville": the client's side (or a supplier of theirs) does it, so it is not priced. A clause
// is theirs when a client-side subject stands within a few words of a doing verb, or when it says
// the thing is provided, done or had already; a request lead-in or an address to us ("you") wins.
import type { Language } from '@proposals/locale';
import type { ServiceMatch } from '../catalogue';
import { outsideBrackets } from './things';
import { PhraseMatcher, type Span } from '../text/matcher';
import { fieldOf } from '../brief';
import { escapeRegex } from '../text/phrases';
import { has, LEDGER_CUES } from './cues';
import data from './data/ledger.json';

type AgentWords = {
  subjects: string[];
  verbs: string[];
  passive: string[];
  inverted: string[];
  participles: string[];
};

interface Agents {
  subjects: PhraseMatcher;
  verbs: PhraseMatcher;
  inverted: PhraseMatcher;
  passive: PhraseMatcher;
  doneBy: RegExp;
}

// The client's side named after the verb. Spanish names a topic's doer after a pronoun that repeats
// the topic ("las traducciones las hacemos nosotros", "el alemán lo traduce mi socia"); a passive
// names it after its "by" ("est faite par notre graphiste", "written by our team", "von unserer
// Grafikerin gestaltet").
const OURS = String.raw`(?:nosotr[oa]s|yo|mi|mis|nuestr\p{L}*|our|my|us|notre|nos|mon|ma|mes|nous|unser\p{L}*|mein\p{L}*|uns)(?![\p{L}])`;
const CLITIC_DOER = new RegExp(
  String.raw`(?<![\p{L}])(?:lo|la|los|las)\s+\p{L}+(?:a|e|an|en|amos|emos|imos)\s+${OURS}`,
  'iu',
);
const doneBy = (participles: readonly string[]): RegExp => {
  const done = `(?:${participles.map(escapeRegex).join('|')})`;
  return new RegExp(
    String.raw`(?<![\p{L}])${done}\s+(?:by|par|por)\s+${OURS}|(?<![\p{L}])von\s+${OURS}\s+(?:[\p{L}-]+\s+){0,3}${done}(?![\p{L}])`,
    'iu',
  );
};

const AGENTS = new Map<string, Agents>(
  (['en', 'fr', 'de', 'es'] as const).map((language) => {
    const words = (data.agents as unknown as Record<string, AgentWords>)[language] as AgentWords;
    return [
      language,
      {
        subjects: new PhraseMatcher(words.subjects),
        verbs: new PhraseMatcher(words.verbs),
        inverted: new PhraseMatcher(words.inverted),
        passive: new PhraseMatcher(words.passive),
        doneBy: doneBy(words.participles),
      },
    ];
  }),
);

// The subject and its verb stand this close ("our IT team will handle", "macht unser Vertriebsinnendienst").
const REACH = 32;
// Where one clause ends and the next, with its own subject, begins.
const CLAUSE_BREAK =
  /[,;:()[\]]|\s(?:but|though|although|while|so that|so|because|which|that|aber|doch|jedoch|sondern|weil|damit|mais|car|puisque|pour que|pero|aunque|porque|sino)\s/iu;
// Addressed to us: "could you write", "wir möchten, dass Sie …", "que vous preniez en charge".
const TO_US = /\b(?:you|your|vous|votre|vos|sie|ihnen|ihr|usted|ustedes|su agencia)\b/iu;
// Between subject and verb: a negation ("nous n'avons jamais") or an infinitive's mark ("our website to handle").
const BREAKS_LINK =
  /(?:^|\s)(?:not|never|n't|no|to|ne|n'|jamais|pas|nicht|nie|kein\w*|zu|nunca|para|pour)(?:\s|$)|n'/iu;

const linked = (clause: string, from: number, to: number): boolean =>
  to > from && to - from <= REACH && !BREAKS_LINK.test(` ${clause.slice(from, to)} `);

// A possessive is a subject only through the noun it owns: the word right after "our" ("our build
// pipelines", "unsere Druckvorlagen") is that noun, never the verb.
const POSSESSIVE = /^(?:our|my|notre|nos|mon|ma|mes|unser\w*|mein\w*|nuestr\w+|mi|mis)$/iu;
const subjectLinked = (clause: string, subject: Span, verb: Span): boolean =>
  linked(clause, subject.end, verb.start) &&
  !(
    POSSESSIVE.test(clause.slice(subject.start, subject.end)) &&
    clause.slice(subject.end, verb.start).trim() === ''
  );

// "Pieter will tell us the date", "Annelie to share the brand guidelines", "Yann fournit les textes".
// A name then a verb that can only be one: after "will"/"to", or a third-person form ("fournit", "liefert").
const NAMED_AUX = /(?:^|\s)\p{Lu}\p{Ll}+\s+(?:will|to|can|shall|'ll|va|peut|wird|kann|va a|puede)\s+$/u;
const NAMED_BEFORE = /(?:^|\s)\p{Lu}\p{Ll}+\s+$/u;
const ARTICLE_WORD =
  /(?:^|\s)(?:The|This|That|Our|We|It|Le|La|Les|Der|Die|Das|El|Los|Las|Nous|Wir|Nosotros)\s+(?:\S+\s+)?$/u;

const namedPerson = (clause: string, verbs: readonly Span[], thirdPerson: readonly Span[]): boolean =>
  [...verbs.map((span) => ({ span, aux: true })), ...thirdPerson.map((span) => ({ span, aux: false }))].some(
    ({ span, aux }) => {
      const before = clause.slice(Math.max(0, span.start - 28), span.start);
      return (aux ? NAMED_AUX : NAMED_BEFORE).test(before) && !ARTICLE_WORD.test(before);
    },
  );

// "Los artículos los revisa nuestro gerente técnico", "we'll approve each draft": the client checks
// the work, someone still has to make it.
const REVIEWS =
  /(?<![\p{L}])(?:review\p{L}*|approv\p{L}*|proofread\p{L}*|sign(?:s|ed)? off|revis[ae]n?|revisamos|aprueb[ae]n?|aprobamos|valid[ae]n?|validamos|relit|relisent|relisons|valide(?:nt|ons)?|approuv\p{L}*|prüf(?:t|en)|freigeb\p{L}*|gibt frei|geben frei|abnehm\p{L}*|nimmt ab)(?![\p{L}])/iu;
// "Schulung für 2 Key-User, damit die Firma danach selbst weiterbauen kann": what the work is for is
// not who does it.
const PURPOSE =
  /(?<![\p{L}])(?:so that|so we can|in order to|damit|um\s+\S+\s+zu|pour que|afin que|afin de|para que)(?![\p{L}]).*$/isu;

// "We do NOT want machine translation": "do" helps a refused wish, it does no work.
const REFUSED_WISH =
  /(?<![\p{L}])(?:do|does|did)\s+(?:not|never)\s+(?:want|need|wish|require|like)|(?<![\p{L}])(?:don['’]?t|doesn['’]?t|didn['’]?t)\s+(?:want|need|wish|require|like)(?![\p{L}])/iu;

// The clause comes from doneByClient, which has already cut what the work is for and left out reviews.
function clauseIsTheirs(clause: string, agents: Agents): boolean {
  if (TO_US.test(clause) || REFUSED_WISH.test(clause)) return false;
  if (agents.passive.test(clause) || agents.doneBy.test(clause) || CLITIC_DOER.test(clause)) return true;
  // A request's lead-in wins ("we'd like …"), but the bare future "we will handle" is the client's own promise.
  if (LEDGER_CUES.leadIn.all(clause).some((m) => clause.slice(m.start, m.end).toLowerCase() !== 'will'))
    return false;
  const subjects = agents.subjects.all(clause);
  const verbs = agents.verbs.all(clause);
  const inverted = agents.inverted.all(clause);
  if (namedPerson(clause, verbs, inverted)) return true;
  // "our IT team will handle": the subject first; "macht unser Vertriebsinnendienst": an inverted verb first.
  return subjects.some(
    (subject) =>
      verbs.some((verb) => subjectLinked(clause, subject, verb)) ||
      inverted.some(
        (verb) => linked(clause, verb.end, subject.start) || subjectLinked(clause, subject, verb),
      ),
  );
}

/**
 * Whether the client's side does the work `text` speaks of. With `names` (the words naming the
 * work), only a clause that names it counts: in "our docs are fine but our blog is dead" the blog is
 * not the client's.
 */
function doneByClientSide(text: string, language: Language, names: readonly string[] = []): boolean {
  const agents = AGENTS.get(language) ?? (AGENTS.get('en') as Agents);
  // "Content/photos: We have bottle shots for all 22": a field's label names the work its value speaks for.
  const label = (fieldOf(text)?.label ?? '').toLowerCase();
  const own = names.filter((name) => !label.includes(name.toLowerCase()));
  const naming = (clause: string) =>
    own.length === 0 || own.some((name) => clause.toLowerCase().includes(name.toLowerCase()));
  return text
    .split(CLAUSE_BREAK)
    .some((clause) => clause.trim().length > 2 && naming(clause) && clauseIsTheirs(clause, agents));
}

// "a blog we can update ourselves" asks for something the client can run, not for their own work.
// German puts the verb before its modal: "ein Blog, den wir selbst pflegen können".
const CAN_RUN =
  /\b(?:(?:can|could|able to|pouvoir|puissions|pouvons|pourrons|pourrions|pourrait|pourra|puisse|können|selbst pflegen|podamos|podemos|pueda|poder)\s+(?:\S+\s+){0,2}(?:update|edit|manage|change|run|maintain|fill|populate|modifier|gérer|mettre à jour|remplir|alimenter|pflegen|bearbeiten|aktualisieren|befüllen|actualizar|editar|gestionar|llenar|cargar)|(?:pflegen|bearbeiten|aktualisieren|ändern|verwalten|befüllen)\s+(?:können|könnten|kann|lässt))\b/iu;

// "we have around 40 case studies to migrate": what they have is the work's material, moved by us.
const TO_MOVE =
  /\b(?:to (?:migrate|move|transfer|import)|to be (?:migrated|moved|imported)|à (?:migrer|reprendre|importer)|zu (?:migrieren|übernehmen|importieren)|(?:a|por) (?:migrar|importar))\b/iu;

export function doneByClient(text: string, language: Language, services: readonly ServiceMatch[]): boolean {
  const main = outsideBrackets(text).replace(PURPOSE, '');
  const names = services.map(({ start, end }) => text.slice(start, end));
  return (
    !REVIEWS.test(main) &&
    !CAN_RUN.test(text) &&
    !TO_MOVE.test(text) &&
    (has(LEDGER_CUES.client, main) || doneByClientSide(main, language, names))
  );
}
