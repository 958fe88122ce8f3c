// Names that look like an organisation's and are not: places ("Calgary, AB", "Montréal (Québec)") and
// postal addresses say where the client is, never who; "Project Phoenix" is the work. And e-mail
// addresses, whose domain names the organisation when nothing else in the brief does (never a mail
// provider's domain). And the sender's block: the signature, or a one-line message signed at its end.
import { inlineSignature, type Brief } from '../brief';
import markets from './data/markets.json';
import parties from './data/parties.json';
import { phrases } from '../text/phrases';

const PLACES = new Set(
  Object.values(markets.countries)
    .flatMap((country) => country.places)
    .filter((place) => !place.startsWith(', '))
    .map((place) => place.toLowerCase()),
);
const REGION_CODE = /^\p{Lu}{2,3}$/u;
const ADDRESS = phrases(parties.addressWords);
const PROJECT = new Set(parties.projectWords);

/** "Cape Town, South Africa", "Toronto, ON", "15 rue de la Paix", "Project Phoenix": not the client. */
export function notAnOrganisation(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/);
  if (ADDRESS.test(text) || PROJECT.has(words[0] ?? '') || PROJECT.has(words.at(-1) ?? '')) return true;
  const parts = text.split(/\s*[,()–—|/]\s*/).filter(Boolean);
  return parts.length > 0 && parts.every((part) => PLACES.has(part.toLowerCase()) || REGION_CODE.test(part));
}

const FREE_MAIL = new Set(parties.freeMailDomains);
const EMAIL = /[\w.+-]+@([a-z\d-]+(?:\.[a-z\d-]+)+)/giu;
// Second-level labels of public suffixes: "co.uk", "com.au", "com.co", "gob.mx".
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'gob', 'gouv', 'edu', 'or', 'ne']);

const titled = (label: string): string =>
  label
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** "hoffmann-logistik.de" → "hoffmann-logistik", "nchtrust.org.uk" → "nchtrust"; a mail provider's → null. */
export function domainName(domain: string): string | null {
  const lower = domain.toLowerCase();
  if (FREE_MAIL.has(lower)) return null;
  const labels = lower.split('.').slice(0, -1);
  if (labels.length > 1 && SECOND_LEVEL.has(labels.at(-1) ?? '')) labels.pop();
  const name = labels.at(-1);
  return name && name.length >= 3 ? name : null;
}

/** "l.becker@hoffmann-logistik.de" → "Hoffmann Logistik"; "bob@gmail.com" → null. */
export function organisationOfDomain(text: string): string | null {
  for (const match of text.matchAll(EMAIL)) {
    const name = domainName(match[1] ?? '');
    if (name) return titled(name);
  }
  return null;
}

const DEPARTMENT_OPENING = new RegExp(`^(?:${parties.departments.opening.join('|')})\\b`, 'iu');
const DEPARTMENT_CLOSING = new RegExp(`\\b(?:${parties.departments.closing.join('|')})\\.?$`, 'iu');

/** "Visitor Services", "Direction de la relation adhérents": a unit of the client, not the client. */
export const isDepartment = (text: string): boolean =>
  DEPARTMENT_OPENING.test(text.trim()) || DEPARTMENT_CLOSING.test(text.trim());

const ORGANISATION_NOUN = new Set(parties.organisationNouns);

/** "Lakeview Provincial Park", "Mutuelle des Artisans du Centre": a name made with an organisation's noun. */
/** "Association", "Trust", "Weingut": a word organisations name themselves with. */
export const isOrganisationNoun = (word: string): boolean => ORGANISATION_NOUN.has(word.toLowerCase());

export const hasOrganisationNoun = (name: string): boolean =>
  /\s/.test(name) && name.split(/\s+/).some(isOrganisationNoun);

/** The sender's block: the newest message's signature, else the oldest one's (an original brief forwarded). */
export function signatureLines(brief: Brief): string[] {
  const signed = brief.lines.filter((line) => line.part === 'signature' && line.text);
  const first = signed[0]?.message;
  if (signed.length) return signed.filter((line) => line.message === first).map((line) => line.text);
  const last = brief.lines.filter((line) => line.text && line.message === 0).at(-1);
  return (last && inlineSignature(last.text)) ?? [];
}

// "Fromagerie du Rang 4": a number closing a name of a few words is part of it, not a phone number
// or the number of an address ("Dorfstraße 21").
export const bare = (name: string): string => name.replace(/(?<=\p{L}+\s\p{L}+(?:\s\p{L}+)*)\s\d{1,3}$/u, '');

// "KARNATAKA LOGISTICS SKILL MISSION (KLSM)" over a tender: the issuer's letterhead, in capitals.
export function letterhead(text: string): string | null {
  const first = text.trim().split('\n')[0]?.trim() ?? '';
  if (first.length > 80 || first !== first.toUpperCase() || !/\p{Lu}{3}/u.test(first)) return null;
  if (!hasOrganisationNoun(first.toLowerCase())) return null;
  return first.replace(/\p{Lu}{4,}/gu, (word) => word.charAt(0) + word.slice(1).toLowerCase());
}
