// The word lists of data/ledger.json, compiled once.
import type { Language } from '@proposals/locale';
import { escapeRegex, phrases } from '../text/phrases';
import { CUES } from '../facts/cues';
import data from './data/ledger.json';

export const HEADINGS = {
  scope: phrases(data.headings.scope),
  requirements: phrases(data.headings.requirements),
  exclusion: phrases(data.headings.exclusion),
  context: phrases(data.headings.context),
  process: phrases(data.headings.process),
  prompt: phrases(data.headings.prompt),
};

export const LEDGER_CUES = {
  leadIn: phrases(data.leadIns),
  exclusion: phrases(data.exclusion),
  exclusionAfter: phrases(data.exclusionAfter),
  compliance: phrases(data.compliance),
  workNoun: phrases(data.workNouns),
  client: phrases(data.client),
  platform: phrases(data.platform),
  constraint: phrases(data.constraint),
  objective: phrases(data.objective),
  optional: phrases(data.optional),
  redesign: phrases(data.redesign),
  includes: phrases(data.includes),
};

/** A bare answer opening a field's value, alone or before its punctuation. */
const answer = (words: string[]) =>
  new RegExp(`^(?:${words.map(escapeRegex).join('|')})(?=$|\\s*[,.;:!–—-])`, 'iu');
/** A field answered with a bare "No" ("Mobile app: No", "Faut-il une application mobile ? Non, pas pour l'instant"). */
export const ANSWER_NO = answer(data.answerNo);
/** An item answered after it ("Onlineshop / Kundenportal - nein", "laufende SEO-Betreuung nein"). */
export const ANSWERED_NO = new RegExp(
  `(?:^|[\\s–—:-])(?:${data.answerNo.map(escapeRegex).join('|')})[.!]?\\s*$`,
  'iu',
);
/** A field answered "Yes" ("Faut-il une boutique en ligne ? Oui, une trentaine de produits"). */
export const ANSWER_YES = answer(data.answerYes);

/** A clause that gives a reason ("because each clinic has its own sign") asks for nothing. */
export const REASON_START = new RegExp(`^(?:${data.reasons.map(escapeRegex).join('|')})\\s`, 'iu');

export const FREQUENCIES = Object.entries(data.frequency).map(([per, words]) => ({
  per: per as 'week' | 'fortnight' | 'month' | 'quarter' | 'year',
  regex: phrases(words),
}));

/** " and ", " with ", ", ", "; " in the request's language (and English): where a request may hold two. */
export function splitterOf(language: Language): RegExp {
  const words = [...new Set([...(data.splitters[language] ?? []), ...data.splitters.en])];
  const alternatives = words.map(escapeRegex).join('|');
  return new RegExp(`\\s*[;]\\s*|,\\s+(?:(?:${alternatives})\\s+)?|\\s+(?:${alternatives})\\s+`, 'giu');
}

export { has } from '../facts/cues';

// "someone to build", "an agency to run", "une agence pour réaliser", "eine Agentur: …": words
// before the work itself.
const PROVIDERS = data.providers.map(escapeRegex).join('|');
const MAKE_VERBS = data.makeVerbs.map(escapeRegex).join('|');
// A word ends where no letter follows ("Fotograf" is not a word of "Fotografía"), and a verb
// followed by what it is of ("Design of the programme", "Test d'intrusion", "Audit du réseau") is
// the item's noun, not a lead.
const WORD_END = '(?![\\p{L}\\d])';
const NOUN_NEXT = `(?!\\s*(?:(?:of|and|&|de|du|des|del|et|y|der|von|und)${WORD_END}|d['’]))`;
const VERB = `\\s*(?:${MAKE_VERBS})${WORD_END}${NOUN_NEXT}\\s*`;
export const OBJECT_LEAD = new RegExp(
  `^(?:${VERB})*(?:\\s*(?:${PROVIDERS})${WORD_END}\\s*(?:to|for|pour|für|para|qui|que|die|der|:)?\\s*)?(?:${VERB})*`,
  'iu',
);

/** The one kind of work a count in a unit names ("4 publications par semaine": social posts). */
export const UNIT_SERVICES = data.unitServices as Record<string, string | undefined>;

export const ENGAGEMENT_CUES = {
  hourly: phrases(data.engagement.hourly),
  fixedPrice: phrases(data.engagement.fixedPrice),
  rates: phrases(data.engagement.rates),
  rateCard: phrases(data.engagement.rateCard),
  retainer: phrases(data.engagement.retainer),
  phased: phrases(data.engagement.phased),
  rfp: CUES.tender,
  ballpark: phrases(data.engagement.ballpark),
};

/** "What we DON'T need:", "Was wir nicht brauchen": a heading that refuses, in more than a bare "no". */
export const refusesInHeading = (label: string): boolean =>
  LEDGER_CUES.exclusion.all(label).some((span) => /\s/u.test(label.slice(span.start, span.end).trim()));
