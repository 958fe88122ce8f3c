// The ways people ask for work beyond a fixed lead-in: any subject, tense or adverb ("we'd also
// want", "it would be great if you could", "nous aurions aussi besoin d'", "bräuchten wir außerdem").
// What follows the asking words is what is asked; a description ("the new site should have 12 pages
// and a blog", a German verb at the end) asks for the whole sentence.
import { NOT_AFTER, NOT_BEFORE } from './sentence';

const ASK_BEFORE_OBJECT = [
  // English
  String.raw`(?:need|needs|want|wants|require|requires)(?:\s+(?:you|someone|somebody))?(?:\s+(?:help|support))?(?:\s+(?:to|with|for))?`,
  String.raw`(?:we|i)\s+(?:(?:also|really|still)\s+)?(?:have|got)\s+to`,
  String.raw`(?:would|'d)\s+(?:(?:also|really|ideally)\s+)?(?:like|love|want|need|appreciate)(?:\s+(?:you|someone|somebody)\s+to|\s+to)?`,
  String.raw`(?:looking|aiming|planning)\s+(?:for|to)(?:\s+(?:get|have|commission))?`,
  String.raw`(?:are|'re|am|'m)\s+(?:after|seeking|commissioning)`,
  String.raw`(?:could|can|would|will)\s+(?:you|ye)(?:\s+(?:also|please|maybe))?(?:\s+(?:help\s+(?:us\s+)?(?:with|to)?|handle|take care of|quote|price))?`,
  String.raw`(?:if you could|you'd|you would|you could|you can)(?:\s+also)?`,
  String.raw`(?:hoping|hope)(?:\s+(?:that\s+)?(?:you|someone)\s+(?:can|could|will|would)(?:\s+also)?)?`,
  String.raw`(?:please|pls|plz|kindly)(?:\s+(?:also\s+)?(?:quote|price|include|provide|add|cover))?(?:\s+for)?`,
  String.raw`(?:get|have|send(?:\s+(?:us|me))?)\s+a\s+(?:quote|price|proposal|estimate)\s+(?:for|to|on)`,
  String.raw`(?:main|key|first|second|other|last|biggest)\s+(?:ask|request|need|priority)\s+is`,
  String.raw`the project (?:involves|covers|includes)`,
  // French
  String.raw`(?:aurions|avons|aurait|aurais|ai|avoir)\s+(?:(?:aussi|également|surtout)\s+)?besoin\s+(?:d'|de|du|des)`,
  String.raw`(?:voudrions|voulons|voudrais|souhaitons|souhaiterions|souhaiterais|aimerions|aimerais|cherchons|recherchons)(?:\s+(?:aussi|également))?`,
  String.raw`il\s+(?:nous\s+)?(?:faut|faudrait)(?:\s+(?:aussi|également))?`,
  String.raw`(?:pourriez|pouvez)-vous(?:\s+(?:aussi|également))?`,
  String.raw`merci de(?:\s+(?:chiffrer|prévoir|inclure))?`,
  // Spanish
  String.raw`(?:necesitamos|necesitaríamos|necesito|necesitaría|queremos|querríamos|quisiéramos|quisiera|buscamos|busco|requerimos|requeriríamos)(?:\s+(?:también|además))?`,
  String.raw`(?:nos|me)\s+gustaría(?:\s+(?:también|además))?`,
  String.raw`(?:hace|haría)\s+falta`,
  String.raw`(?:podrían|pueden|podrías|puedes)(?:\s+(?:también|además))?`,
];

// "Translate our 12,000-word website into …", "Créer un site vitrine": an order opens with the work.
const IMPERATIVE = new RegExp(
  String.raw`^\s*(?:(?:please|pls|also|and)\s+)*(?:build|design|redesign|create|make|write|translate|develop|set up|produce|shoot|film|edit|run|manage|audit|test|migrate|rebuild|refresh|update|fix|implement|integrate|connect|optimi[sz]e|launch|organi[sz]e|plan|print|record|review|créer|concevoir|refaire|traduire|développer|réaliser|mettre en place|rédiger|diseñar|crear|desarrollar|traducir|rediseñar|redactar|implementar|erstellen|entwickeln|gestalten|übersetzen)(?![\p{L}])`,
  'iu',
);

// German puts the verb last or second: the whole sentence is the request.
const ASK_ANYWHERE = String.raw`brauchen|benötigen|bräuchten|benötigten|möchten|wünschen|hätten\s+gerne?|suchen|wollen|könnten\s+sie|können\s+sie|bitte`;
const DESCRIBES = String.raw`(?:should|must|will|needs to|has to|have to|would)\s+(?:also\s+)?(?:have|include|offer|feature|contain|come with|get)`;

// An ask that ends in an elided article ("besoin d'") runs straight into its object.
const ASK = new RegExp(`(?:^|[\\s,;:(])(${ASK_BEFORE_OBJECT.join('|')})(?:(?<=')|(?![\\p{L}'-]))`, 'iu');
const WHOLE = new RegExp(`(?:^|[\\s,;:(])(?:${ASK_ANYWHERE}|${DESCRIBES})(?![\\p{L}])`, 'iu');
// "we don't want …", "ne voulons pas", "no necesitamos": the asking words denied, a word between allowed.
const DENIED = new RegExp(`${NOT_BEFORE}\\s+(?:\\S+\\s+)?$`, 'iu');

// "Polish subtitles as well would be great", "eine Händlersuche wäre toll": a wish names what it
// wishes for first.
const WISH =
  /(?:^|\s)(?:(?:would|'d)\s+(?:also\s+)?be\s+(?:great|nice|good|ideal|helpful|brilliant|lovely|perfect|handy)|wären?\s+(?:auch\s+)?(?:schön|toll|super|gut|ideal|prima|klasse)|serai(?:t|ent)\s+(?:aussi\s+)?(?:bien|génial|idéal|parfait|top|super)|serían?\s+(?:también\s+)?(?:genial|bueno|buenísimo|ideal|perfecto|estupendo))(?![\p{L}])/iu;

export interface Ask {
  /** What is asked for, and where it starts in the sentence. */
  text: string;
  offset: number;
  denied: boolean;
}

export function askOf(sentence: string): Ask | null {
  const match = ASK.exec(sentence);
  if (match) {
    const end = match.index + match[0].length;
    // "Website refresh please": the ask closes the sentence, what it asks for came first.
    if (!/\p{L}/u.test(sentence.slice(end)))
      return { text: sentence.slice(0, match.index), offset: 0, denied: false };
    const before = sentence.slice(0, match.index + match[0].length - (match[1]?.length ?? 0));
    return {
      text: sentence.slice(end),
      offset: end,
      denied: DENIED.test(before) || NOT_AFTER.test(sentence.slice(end)),
    };
  }
  const wish = WISH.exec(sentence);
  if (wish && /\p{L}/u.test(sentence.slice(0, wish.index)))
    return { text: sentence.slice(0, wish.index), offset: 0, denied: false };
  if (IMPERATIVE.test(sentence)) return { text: sentence, offset: 0, denied: false };
  const whole = WHOLE.exec(sentence);
  if (!whole) return null;
  const after = sentence.slice(whole.index + whole[0].length);
  return {
    text: sentence,
    offset: 0,
    denied: DENIED.test(sentence.slice(0, whole.index + 1)) || NOT_AFTER.test(after),
  };
}

// "Website redesign.", "New shop with 50 products.", "Nouveau site web.": a note's headline names
// what it asks for without a verb; one that says something of a thing ("Logo is fine.") does not.
const HEADLINE_WORDS = 7;
const SAYS =
  /(?:^|\s)(?:is|are|was|were|has|have|had|our|my|we|i|you|it|est|sont|était|a|notre|nos|nous|ist|sind|war|hat|haben|unser\w*|wir|es|son|era|está|están|tiene|nuestr[oa]s?)(?![\p{L}'])/iu;

export const isHeadline = (sentence: string): boolean =>
  sentence.trim().split(/\s+/).length <= HEADLINE_WORDS && !SAYS.test(sentence) && !/\?\s*$/.test(sentence);

// The proposal itself as what is asked for, sent or laid out some way ("send a proposal with …",
// "schicken Sie ein Angebot je Fortbildung", "Bitte Angebot mit Aufwandsschätzung je Dashboard");
// not "a quote for a new website", which asks for the website, nor "please quote the design".
const OFFER_ARTICLE = '(?:a|an|the|your|us|un|une|votre|vos|nous|ein|eine|einen|ihr|ihre|una|su|sus|nos)\\s+';
const OUR_OFFER = new RegExp(
  `^\\s*(?:(?:please|could you|can you|would you|bitte|merci de)\\s+)?(?:(?:(?:send|schicken|senden|envoyer|enviar|envíen|mandar)\\s+(?:\\p{L}+\\s+)?(?:${OFFER_ARTICLE}){0,2}|(?:${OFFER_ARTICLE}){1,2})(?:proposal|quote|quotation|offer|devis|offre|angebot|kostenvoranschlag|propuesta|cotizaci[oó]n)|(?:proposal|quotation|devis|angebot|kostenvoranschlag|propuesta|cotizaci[oó]n))(?![\\p{L}])(?!\\s+(?:for|pour|für|para|de|del|zu[rm]?)\\s)`,
  'iu',
);

export const asksOurOffer = (text: string): boolean => OUR_OFFER.test(text);
