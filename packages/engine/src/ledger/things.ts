// Whether words name a thing to make ("the shopfront fascia sign", "window vinyls") or are a clause
// of the brief talking ("the budget is tight", "profesionalizar la imagen"): the things a request
// lists are requests even when the catalogue knows none of them.
import type { Language } from '@proposals/locale';
import { isBuild, type ServiceMatch } from '../catalogue';
import { REASON_START } from './cues';

export const outsideBrackets = (text: string): string => text.replace(/\([^)]*\)/g, ' ');

// '("67 minutes = 67 meals")': a slogan in quotes counts nothing.
export const unquoted = (text: string): string => text.replace(/["“][^"“”]*["”]/gu, ' ');

export const trimPart = (text: string): string =>
  text
    .replace(/^[\s,;:–—-]+|[\s,;:.–—-]+$/g, '')
    .replace(/^(?:and|or|et|ou|und|oder|y|o)\s+/iu, '')
    .trim();

/** "the shopfront fascia sign, a projecting sign, window vinyls and …", "la plataforma …; los gafetes …": things listed after a request. */
export const listsThings = (text: string): boolean =>
  ((text.match(/,\s/g) ?? []).length >= 2 || /;\s/.test(text)) &&
  /^\s*(?:the|a|an|some|\d|le|la|les|un|une|des|der|die|das|ein|eine|el|los|las|un|una)\b/iu.test(text);

// A noun phrase, not a clause: it opens with a determiner or is a few words, and has no finite verb.
const DETERMINER =
  /^(?:a|an|the|some|two|three|four|\d+|un|une|des|le|la|les|l'|quelques|ein|eine|einen|der|die|das|zwei|drei|un|una|unos|unas|el|los|las|dos|tres)\s/iu;
/** A finite verb: a clause of the brief talking ("Saisonstart ist am Samstag"), not a thing. */
export const FINITE =
  /\b(?:is|are|was|were|has|have|had|should|must|will|would|can|could|ist|sind|war|hat|haben|soll|muss|wird|est|sont|était|ont|doit|sera|son|era|tiene|tienen|debe|será)\b/iu;
// "profesionalizar la imagen", "améliorer le site": an infinitive states an aim, not a thing.
const INFINITIVE: Partial<Record<Language, RegExp>> = {
  es: /^\p{L}+(?:ar|er|ir)\s/iu,
  fr: /^\p{L}+(?:er|ir)\s/iu,
};
// "…, with a room-availability calendar": a build's listed parts are things, whatever word joins them.
export const WITH = /^(?:with|including|plus|avec|incluant|mit|inklusive|con|incluyendo)\s+/iu;
export const namesAThing = (text: string, language: Language): boolean => {
  const main = trimPart(outsideBrackets(text)).replace(WITH, '');
  const words = main.split(/\s+/).length;
  if (FINITE.test(main) || words > 10) return false;
  return DETERMINER.test(main) || (words <= 3 && !INFINITIVE[language]?.test(`${main} `));
};

/** The words before a list they introduce: "25-30 pages: home, about, a page for each location" counts before the colon. */
export function beforeList(text: string): string {
  const list = text.search(/:\s[^,]+,\s/u);
  return list < 0 ? text : text.slice(0, list);
}

// "Careers pages in Spanish too": a section of the site counts its listing and its detail page.
export const SECTION_PAGES = 2;
export const SECTION =
  /(?:^|\s)(?!(?:all|the|our|your|new|these|those|website|web|site)\s)\p{L}{3,}\s+(?:pages|section|area)(?![\p{L}])|(?:^|\s)(?:pages?|rubrique|section|espace|páginas?|sección)\s+(?:de\s+|des\s+|du\s+|del\s+|d')?(?!(?:notre|nos|votre|vos|nuestr\p{L}+|su|sus|la|le|les|el|los|las)\s)\p{L}{4,}|\p{L}{4,}(?:seiten|bereich)(?![\p{L}])/iu;

// "vídeos … para Instagram, TikTok y la tienda online", "photos for the website and our shop": the
// places the work is for continue the list a preposition opened; a build named there with "the" or
// "our" is one the client has, no work of its own ("a brochure for the fair, a website" asks for one).
const OPENS_PLACES = /(?<![\p{L}])(?:for|on|para|en|pour|sur|für|auf)\s+[^;()]{1,60}$/iu;
const HELD =
  /(?<![\p{L}])(?:the|our|my|la|el|los|las|le|les|l['’]|notre|nos|mon|ma|die|der|das|den|unser\p{L}*|nuestr[oa]s?|mis?)\s*$/iu;
// "usage for our website, social media and the calendar": where a licence lets the work be used.
const USE_RIGHTS =
  /(?<![\p{L}])(?:usage|use|licen[cs]e[ds]?|rights|nutzung\p{L}*|lizenz\p{L}*|droits?|utilisation|diffusion|derechos?|uso)\s+(?:[\p{L}-]+\s+){0,2}?(?:for|on|in|across|pour|sur|für|auf|para|en)\s/iu;

export function placeOfUse(
  parts: readonly { text: string }[],
  index: number,
  services: readonly ServiceMatch[],
): boolean {
  const before = parts
    .slice(0, index)
    .map((p) => p.text)
    .join(', ');
  const part = parts[index]?.text ?? '';
  const first = Math.min(...services.map((m) => m.start));
  if (services.length > 0 && USE_RIGHTS.test(`${before}, ${part.slice(0, first)}`)) return true;
  const builds = services.length > 0 && services.every((m) => isBuild(m.service.id));
  const held = services.every((m) => HELD.test(part.slice(0, m.start)));
  return builds && held && OPENS_PLACES.test(before);
}

/** "last time YouTube blocked one of the videos": what happened before asks for nothing. */
// "last time YouTube blocked one of the videos", "Notre vieux logo a été dessiné en 1987", "an old
// WordPress that a backpacker built us in 2015": how things came to be as they are.
export const HISTORY =
  /(?<![\p{L}])(?:last time|the last time|last year|la dernière fois|l['’]an dernier|l['’]année dernière|letztes mal|das letzte mal|letztes jahr|la última vez|el año pasado)(?![\p{L}])|(?<![\p{L}])(?:built|made|designed|created|launched|dessinée?s?|créée?s?|conçue?s?|réalisée?s?|lancée?s?|erstellt|gebaut|gestaltet|entworfen|gemacht|hech[oa]s?|diseñad[oa]s?|cread[oa]s?|construid[oa]s?)(?![\p{L}])[^.;!?]{0,40}?(?<![\p{L}])(?:in|en|im|von|de|del|back in)\s+(?:19|20)\d\d(?!\d)/iu;

/** A part of a request that asks for nothing: a reason, a piece of history, a place the work is for. */
export const asksNothing = (
  parts: readonly { text: string }[],
  index: number,
  services: readonly ServiceMatch[],
): boolean => {
  const text = parts[index]?.text ?? '';
  return (
    REASON_START.test(text.trim()) ||
    HISTORY.test(outsideBrackets(text)) ||
    placeOfUse(parts, index, services)
  );
};
