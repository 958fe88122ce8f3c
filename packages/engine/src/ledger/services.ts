// Which catalogue services a request asks for, as opposed to the ones it merely mentions. A build
// named as something the client has ("a chat widget on our website"), as the object of other work
// ("linguistic QA of the app builds", "App UI strings") or inside brackets beside the request's own
// words is not requested; the longest of overlapping names wins.
import type { Language } from '@proposals/locale';
import { findServices, type ServiceMatch } from '../catalogue';
import { has, LEDGER_CUES } from './cues';
import { standardAssessments } from './standards';

const POSSESSIVE =
  /(?:^|\s)(?:our|my|their|notre|nos|mon|ma|mes|leur|unser|unsere|unseren|unserem|unserer|unseres|mein|meine|nuestro|nuestra|nuestros|nuestras|mi|mis)\s+(?:\S+\s+)?$/iu;
const PREPOSITION =
  /(?:^|\s)(?:of|for|in|on|to|from|into|within|via|de|du|des|pour|dans|sur|à|au|für|von|im|in|auf|zu|zur|zum|del|para|en|sobre)\s+(?:the|a|an|le|la|les|l'|der|die|das|dem|den|el|los|las|un|une|una)?\s*$/iu;
// An English build word before one of these only describes them: "App UI strings", "app store
// reviews", "website copy", "app developers".
const MODIFIED =
  /^(?:ui\s+)?(?:strings|builds|stores?|widgets?|chat|chats|chatbot|search|forms?|reviews|ratings?|users|analytics|screenshots|team|agency|agencies|developers?|vendors?|providers?|hosting|domain|traffic|visitors|content|copy|texts?|translations?|locali[sz]ation|listings?|icons?|banners?|updates)(?![\p{L}])/iu;

const NEW = /(?:^|\s)(?:new|nouveau|nouvel|nouvelle|neue[nmrs]?|nuev[oa]s?)\s+$/iu;
const QUOTE_FOR =
  /(?:quote|quotation|proposal|offer|soumission|devis|offre|proposition|angebot|kostenvoranschlag|presupuesto|cotización|propuesta)\s+(?:for|pour|für|para)\s+(?:\S+\s+){0,2}$/iu;

// "avec envoi de photos", "upload of floor plans": what a form carries, not work to make.
const CARRIED =
  /(?:upload(?:ing)?|send(?:ing)?|envoi|envoyer|téléverser|téléversement|hochladen|senden|subir|adjuntar|envío|enviar)\s+(?:(?:de|des|of|von|the|les|la|el|los|las)\s+)?$/iu;

// Nouns of making a thing, before the "of" that names it.
const MAKING =
  /(?:^|\s)(?:development|build(?:ing)?|design|creation|set[\s-]?up|implementation|développement|création|conception|réalisation|mise en place|entwicklung|erstellung|aufbau|umsetzung|gestaltung|konzeption|einrichtung|programmierung|desarrollo|creación|construcción|diseño|implementación|puesta en marcha)\s+$/iu;

// "former le personnel à l'utilisation de Microsoft 365 Copilot", "training on Power BI": the
// tool taught is the training's subject, not work to build.
const TAUGHT =
  /(?:^|\s)(?:(?:how )?to use|training (?:on|in)|trained on|utilisation de|l'usage de|formation (?:à|a|sur)|umgang mit|nutzung von|schulung (?:zu|zum|zur|für)|uso de|capacitación (?:en|sobre)|formación (?:en|sobre))\s+(?:\S+\s+){0,2}$/iu;

const isBuild = (match: ServiceMatch): boolean => (match.service.components?.length ?? 0) > 0;

function inBrackets(text: string, at: number): boolean {
  const before = text.slice(0, at);
  return before.lastIndexOf('(') > before.lastIndexOf(')');
}

// "notre système de billetterie", "our booking system": something the client already runs.
const OWN_SYSTEM =
  /(?:^|\s)(?:our|notre|nos|unser\w*|nuestr[oa]s?)\s+(?:\S+\s+){0,2}?(?:system|platform|software|tool|système|plateforme|logiciel|outil|system\w*|plattform|software|sistema|plataforma|programa)\b[^,.;]*$/iu;

const SYSTEM_AFTER =
  /^\s*(?:system|platform|software|tool|tools|crm|erp|système|plateforme|logiciel|outil|system\p{L}*|plattform|sistema|plataforma)(?![\p{L}])/iu;

const BRACKET_NAMES_WORK = 2;
// "sponsors page (about 30 sponsors, logos should show)": a bracket after a part of a build describes it.
const PART_NOUN =
  /(?:^|[^\p{L}])(?:pages?|section|area|screen|tab|seite|bereich|rubrique|espace|sección|página|apartado)(?![\p{L}])/iu;
// "(…, but captions are a must)": a bracket that asks for something asks for it.
const BRACKET_ASK =
  /\b(?:a must|must have|required|please include|bitte|inkl\.?|unbedingt|obligatoire|indispensable|imprescindible|incluir)(?![\p{L}])/iu;

function merelyMentioned(
  text: string,
  match: ServiceMatch,
  language: Language,
  outsideNamed: boolean,
): boolean {
  const before = text.slice(0, match.start);
  const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
  const outsideBrackets = text.replace(/\([^)]*\)/g, ' ');
  // "some content (maybe 2 blog posts a month)": a bracket names the work when the words outside do not.
  // "lit les factures (… parfois des photos prises au natel)": a bracket only describes a clause.
  const bracketed = inBrackets(text, match.start) && words(outsideBrackets) >= 2;
  const asked = BRACKET_ASK.test(text.slice(Math.max(0, match.start - 20), match.end + 20));
  const describesPart = PART_NOUN.test(outsideBrackets);
  if (bracketed && !asked && (outsideNamed || describesPart || words(outsideBrackets) > BRACKET_NAMES_WORK))
    return true;
  if (language === 'en' && MODIFIED.test(text.slice(match.end).trimStart())) return true;
  // "SEO-led articles", "mobile-friendly": a quality the work has, not more work.
  if (
    /^-(?:led|based|driven|focused|first|friendly|ready|optimi[sz]ed|compliant)(?![\p{L}])/iu.test(
      text.slice(match.end),
    )
  )
    return true;
  // "our booking system integrated with Xero": joining the client's systems is the work itself.
  const joins = match.service.id === 'api-integration';
  if ((!joins && OWN_SYSTEM.test(text.slice(0, match.end))) || CARRIED.test(before)) return true;
  if (match.service.id !== 'training' && TAUGHT.test(before)) return true;
  // "inside our ticketing system (Zendora)": the kind of system the client runs, not work to build.
  if (POSSESSIVE.test(before) && SYSTEM_AFTER.test(text.slice(match.end))) return true;
  // "Meridian is redesigning its patient portal next year": a third party's own project.
  if (/(?:^|\s)its\s+(?:\S+\s+)?$/iu.test(before)) return true;
  if (!isBuild(match)) return false;
  if (POSSESSIVE.test(before) && !has(LEDGER_CUES.redesign, text)) return true;
  // "une soumission pour un nouveau site Web", "a quote for a new app": what the quote is for is asked.
  if (NEW.test(before) || QUOTE_FOR.test(before)) return false;
  // "Aufbau des Onlineshops", "design and development of the website": the making is the build.
  return PREPOSITION.test(before) && words(before) >= 2 && !MAKING.test(before.replace(PREPOSITION, ' '));
}

/** Services a request asks for, in reading order. */
export function servicesIn(text: string, language: Language): ServiceMatch[] {
  const named = findServices(text, language);
  const all = [...named, ...standardAssessments(text, named)];
  const outsideNamed = all.some((match) => !inBrackets(text, match.start));
  const found = all
    .filter((match) => !merelyMentioned(text, match, language, outsideNamed))
    .sort((a, b) => b.end - b.start - (a.end - a.start));
  const kept: ServiceMatch[] = [];
  // "un nouveau site de 12 pages en français et en anglais": a build named inside the words of
  // work done to it is still asked for (the site and its second language).
  const overlaps = (k: ServiceMatch, match: ServiceMatch) =>
    k.start < match.end && match.start < k.end && !(isBuild(match) && !isBuild(k));
  for (const match of found)
    if (!kept.some((k) => overlaps(k, match)) && !kept.some((k) => k.service.id === match.service.id))
      kept.push(match);
  return kept.sort((a, b) => a.start - b.start);
}

// "the words for it written, like what the job is, the pay, the roster": what follows "like" shows
// what the item holds; it asks for nothing more unless it names work of its own.
const EXAMPLES =
  /,?\s+(?:like|such as|e\.g\.|for example|for instance|comme|tels? que|telles? que|par exemple|wie z\.\s?b\.|z\.\s?b\.|zum beispiel|etwa|como|por ejemplo|tales como)\s+/iu;

export function withoutExamples(text: string, language: Language): string {
  const example = EXAMPLES.exec(text);
  if (!example || servicesIn(text.slice(example.index), language).length > 0) return text;
  return text.slice(0, example.index);
}
