// Turns the words a brief uses to ask for work ("a membership portal where people can manage their
// plans, a waiver signing flow and SMS reminders") into short noun phrases, one per requested item.
// Word lists live in data/stated-deliverables.json; this module compiles them once.
import scope from '../data/scope.json';
import data from '../data/stated-deliverables.json';
import { has } from './cues';
import { escapeRegex, phrasesRegex } from './keywords';
import { findMoney } from './money';

const alternatives = (words: readonly string[]): string =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegex(word).replace(/ /g, '\\s+'))
    .join('|');

/** Between spaces: "e-mail" must not split on the Spanish "e", nor "Shopify-Plus" on "plus". */
const spaced = (words: readonly string[]): RegExp =>
  new RegExp(`\\s(?:${alternatives(words)})(?=\\s|$)`, 'iu');

const CLAUSE_END = spaced(data.clauseEnds);
const CLAUSE_START = new RegExp(`^(?:${alternatives(data.clauseStarts)})\\s`, 'iu');
const JOINER = new RegExp(`(\\s(?:${alternatives(data.joiners)})\\s)`, 'iu');
const PURPOSE = spaced(data.purposes);
const LONG_BREAK = spaced(data.longPhraseBreaks);
const ELIDED = alternatives(data.fillers.filter((word) => word.endsWith("'")));
const ARTICLE = alternatives(data.fillers.filter((word) => !word.endsWith("'")));
const FILLER = new RegExp(`^(?:(?:${ELIDED})|(?:${ARTICLE})(?:\\s+|$))+`, 'iu');
// A verb of making is dropped only before an article: "build the widget", but "design system" stays.
const MAKE = new RegExp(`^(?:to\\s+)?(?:${alternatives(data.makeVerbs)})\\s+(?=(?:${ARTICLE})\\s)`, 'iu');
const PROVIDER = new RegExp(
  `^(?:${alternatives(data.providers)})\\s*(?::|\\s(?:for|to help with|to|who|pour|für|para|que)\\s)`,
  'iu',
);
const ARTICLE_LEAD = new RegExp(
  `^(?:${alternatives(data.articles.filter((w) => w.endsWith("'")))}|(?:${alternatives(data.articles.filter((w) => !w.endsWith("'")))})\\s)`,
  'iu',
);
// "la vidéo dans 6 semaines": when it is wanted, not part of what is wanted.
const TIME_SPAN =
  /\s(?:in|within|dans|sous|en|innerhalb|binnen)\s+(?:\d+|an?|one|two|three|un|une|deux|trois|einer|zwei|drei|uno|una|dos|tres)\s+(?:days?|weeks?|months?|jours?|semaines?|mois|tagen?|wochen?|monate?n?|días?|semanas?|mes(?:es)?)(?![\p{L}])/iu;
const INFINITIVE = /^(?:to|zu)\s/i;
// A phrase led by a pronoun is prose, one led by a possessive names what the client already has.
const OWNER = new RegExp(
  `^(?:${alternatives([...data.pronouns, ...scope.possessives])})(?![\\p{L}'-])`,
  'iu',
);
// Negations, quantities, actions, time and purpose clauses lead phrases that are not work.
const NOT_WORK = new RegExp(
  `^(?:${alternatives([
    ...data.negations,
    ...data.quantityLeads,
    ...data.actionVerbs,
    ...data.clauseEnds,
    ...data.purposes,
    ...data.longPhraseBreaks,
  ])})(?![\\p{L}'-])`,
  'iu',
);
// "a photographer": who would do the work, not what it delivers ("vendor risk register" is work).
const PROVIDER_ONLY = new RegExp(`^(?:${alternatives(data.providers)})$`, 'iu');
const DANGLING = new RegExp(`\\s(?:${alternatives([...data.longPhraseBreaks, ...data.purposes])})$`, 'iu');
const TRAILING_JOINER = new RegExp(`(?:\\s(?:${alternatives(data.joiners)}))+$`, 'iu');
// "budget around 8k USD" is a field with its value; "launch press kit" is work.
const FIELD_VALUE = new RegExp(`^(?:${alternatives(data.fieldLabels)})(?![\\p{L}'-]).*\\d`, 'iu');
// "lanzarlo", "présenter": a verb with its object pronoun names an action, not a deliverable.
const CLITIC_VERB = /^\p{L}+(?:ar|er|ir)(?:lo|la|los|las|le|les|nos|se)(?:\s|$)/iu;
const QUANTITY_ONLY = /^[~≈]?\s*(?:\d[\d.,' ]*|one|two|three|un|une|deux|ein|eine|zwei|uno|una|dos)\s+\S+$/iu;
// Longer phrases are cut at a preposition first; what is still longer than the limit is prose.
const CUT_WORDS = 6;
// "von ca. 120 Möbeln": a full stop after an abbreviation does not end the request.
const ABBREVIATED_STOP =
  /(?<!(?<![\p{L}])(?:ca|approx|env|max|min|inkl|zzgl|no|nr|z\.b|e\.g|i\.e))[.!?…](?:\s|$)/iu;
const MAX_WORDS = 7;
// "traduire notre site et nos fiches produits": after a verb that reworks what the client has, the
// client's own things are the work, so their possessive is dropped rather than the item.
const TRANSFORM = phrasesRegex([...scope.redesignVerbs, ...data.transformVerbs]);
const POSSESSIVE_LEAD = new RegExp(`^\\s*(?:${alternatives(scope.possessives)})\\s+`, 'iu');

const wordsOf = (phrase: string): number => phrase.split(/\s+/).filter(Boolean).length;

function cutAt(phrase: string, regex: RegExp): string {
  const match = regex.exec(phrase);
  return match && match.index > 0 ? phrase.slice(0, match.index) : phrase;
}

/** The head of one requested item: no filler before it, no clause or purpose after it. */
export function tidyPhrase(raw: string): string | null {
  let phrase = raw
    .replace(/\s*[([].*$/u, '')
    .replace(/\s+[-–—:]\s.*$/u, '')
    .replace(/[\s.;:,!?"'…]+$/u, '')
    .replace(/^[\s"'(…—–-]+/u, '')
    .trim();
  if (CLAUSE_START.test(phrase)) return null;
  // "le design des étiquettes": after an article the verb of making is a noun, and stays.
  const nounFollows = ARTICLE_LEAD.test(phrase);
  phrase = phrase.replace(FILLER, '');
  if (!nounFollows) phrase = phrase.replace(MAKE, '').replace(FILLER, '');
  if (
    [CLAUSE_START, INFINITIVE, OWNER, NOT_WORK, FIELD_VALUE, CLITIC_VERB, PROVIDER_ONLY].some((regex) =>
      regex.test(phrase),
    )
  )
    return null;
  phrase = cutAt(cutAt(cutAt(phrase, CLAUSE_END), PURPOSE), TIME_SPAN).trim();
  if (wordsOf(phrase) > CUT_WORDS) phrase = cutAt(phrase, LONG_BREAK).trim();
  phrase = phrase.replace(TRAILING_JOINER, '');
  if (DANGLING.test(phrase)) return null;
  if (!/\p{L}{2}/u.test(phrase) || wordsOf(phrase) > MAX_WORDS || QUANTITY_ONLY.test(phrase)) return null;
  // An amount of money in a phrase makes it a budget remark, not an item of work.
  if (/\d/u.test(phrase) && findMoney(phrase).length > 0) return null;
  return phrase;
}

/** One word after a phrase with a preposition ends that phrase: "translation into French, German". */
const continuesPhrase = (previous: string, piece: string): boolean =>
  wordsOf(piece) === 1 && (wordsOf(previous) >= 3 || LONG_BREAK.test(previous) || PURPOSE.test(previous));

/**
 * The items of a request's object. Commas separate items; "and" separates them too unless what
 * follows is one word finishing a prepositional phrase ("dbt models for finance and operations").
 */
export function splitRequest(request: string): string[] {
  const object = (request.split(ABBREVIATED_STOP)[0] as string).replace(/\s*\([^)]*\)/gu, '');
  const provider = PROVIDER.exec(object.replace(FILLER, ''));
  const body = provider ? object.replace(FILLER, '').slice(provider[0].length) : object;
  const parts: string[] = [];
  for (const chunk of body.split(/,(?!\d)|;|\s[-–—]\s|\s\+\s/u)) {
    // ", mit der Mitglieder Kurse buchen und …": a relative clause, and whatever it coordinates.
    if (CLAUSE_START.test(chunk.trim())) continue;
    // With a capturing group, split keeps each joiner at the odd indexes.
    const pieces = cutAt(` ${chunk.trim()}`, CLAUSE_END).trim().split(JOINER);
    for (let i = 0; i < pieces.length; i += 2) {
      const piece = pieces[i] ?? '';
      const last = parts.length - 1;
      if (last >= 0 && continuesPhrase(parts[last] as string, piece))
        parts[last] = `${parts[last]}${i > 0 ? pieces[i - 1] : ', '}${piece}`;
      else parts.push(piece);
    }
  }
  const reworks = has(TRANSFORM, body.trim().split(/\s+/).slice(0, 2).join(' '));
  return parts
    .map((part, i) => tidyPhrase(reworks && i > 0 ? part.replace(POSSESSIVE_LEAD, '') : part))
    .filter((phrase): phrase is string => phrase !== null);
}
