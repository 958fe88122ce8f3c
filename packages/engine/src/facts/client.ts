// Who the client is: the organisation (a form field, the signature, the brief's own introduction),
// the person who wrote and their role, and the industry from the brief's words.
import type { Brief, BriefLine } from '../brief';
import {
  bare,
  hasOrganisationNoun,
  letterhead,
  isDepartment,
  notAnOrganisation,
  organisationOfDomain,
  signatureLines,
} from './client-signs';
import { distinctMatches, type PhraseMatcher } from '../text/matcher';
import { phrases } from '../text/phrases';
import data from './data/industries.json';
import languages from '../brief/data/languages.json';
import parties from './data/parties.json';
import { clean, introduced, OPENING_NAMES, SIGN_OFF, SUBJECT, withLegal } from './names-in-text';

export interface ClientFacts {
  name: string | null;
  industry: string | null;
  contact: { name: string; role: string | null } | null;
}

const ORG_LABEL = phrases(parties.organisationLabels);
const PERSON_LABEL = phrases(parties.personLabels);
const ROLE_LABEL = phrases(parties.roleLabels);
const ROLE = phrases(parties.roleWords);
// "Practice Manager, Tidewell Physiotherapy", "Directrice générale – Cave Saint-Aubin".
const ROLE_THEN_ORG = /^([^,–—|]{3,60})\s*[,–—|]\s*(.{3,80})$/u;
const PERSON =
  /^(?:(?:Dr|Dra|Prof|Mr|Mrs|Ms|Mme|M|Hr|Fr|Sr|Sra)\.?\s+)?\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,3}$/u;
const NOT_A_NAME = /\d|@|www\.|https?:|\+\d|\b(?:tel|phone|mobile?|fax)\b/iu;

const INDUSTRIES = Object.entries(data.industries).map(([name, words]) => ({
  name,
  regex: phrases(words),
}));

const COMMON = new Set(Object.values(languages.stopwords).flat());
const plausible = (name: string): boolean =>
  name.length >= 3 && !COMMON.has(name.split(/\s+/)[0]?.toLowerCase() ?? '') && name !== name.toUpperCase();

function fromFields(lines: readonly BriefLine[], label: PhraseMatcher): string | null {
  for (const line of lines) {
    if (!line.field) continue;
    // "Casa do Rio Boutique Hotel (Porto, 28 rooms)": the aside is about the client, not its name.
    const whole = line.field.value.replace(/\s*\([^)]*\)/g, '').trim();
    // "Harrowgate & Pike Housing Association, 4 Wellington Place, Leeds": the name before its address.
    const value = NOT_A_NAME.test(whole) ? (whole.split(/,\s/)[0] ?? '') : whole;
    if (label.test(line.field.label) && value && !NOT_A_NAME.test(value)) return value.replace(/;$/, '');
  }
  return null;
}

/** "I. POUVOIR ADJUDICATEUR" over "Intercommunale … (IDEC), rue de la Station 14": the first clause below. */
function underHeading(lines: readonly BriefLine[], label: PhraseMatcher): string | null {
  // A heading that is the label, not a sentence that mentions it ("… para la organización del congreso:").
  const at = lines.findIndex(
    (line) => line.part === 'heading' && label.test(line.text) && line.text.split(/\s+/).length <= 4,
  );
  const next = lines.slice(at + 1).find((line) => line.text);
  return at >= 0 && next ? (next.text.split(/,\s/)[0] ?? null) : null;
}

function contactOf(brief: Brief, signature: string[]): ClientFacts['contact'] {
  const fromForm = fromFields(brief.lines, PERSON_LABEL);
  const person = fromForm ?? signature.find((text) => PERSON.test(text) && !NOT_A_NAME.test(text));
  if (!person) return personBeforeComma(signature);
  const after = signature[signature.indexOf(person) + 1];
  const formRole = fromFields(brief.lines, ROLE_LABEL);
  const roleLine = after && !NOT_A_NAME.test(after) && isRole(after) ? after : null;
  const role = formRole ?? (roleLine ? (ROLE_THEN_ORG.exec(roleLine)?.[1] ?? roleLine) : null);
  return { name: person.replace(/,$/, ''), role: role ? role.trim() : null };
}

const isRole = (text: string): boolean => ROLE.test(text);

/** "Marco Reyes, Ember & Vine Hospitality": a signature line that starts with its writer's name. */
function personBeforeComma(signature: string[]): ClientFacts['contact'] {
  for (const line of signature) {
    const [, first, rest] = ROLE_THEN_ORG.exec(line) ?? [];
    const name = first?.trim() ?? '';
    if (!rest || NOT_A_NAME.test(name) || isRole(name) || isDepartment(name) || !PERSON.test(name)) continue;
    if (!/\s/.test(name)) continue;
    // "Head of Customer Marketing, Veloform GmbH": the role, then the organisation.
    const role = rest.split(/\s*[,–—|]\s*/)[0] ?? '';
    return { name, role: isRole(role) && !NOT_A_NAME.test(role) ? role : null };
  }
  return null;
}

/** "Practice Manager, Tidewell Physiotherapy" → the organisation; "Ironhouse Fitness, Tampa" → the first part. */
function organisationIn(line: string, person: string | undefined): string | null {
  const match = ROLE_THEN_ORG.exec(line);
  if (!match?.[1] || !match[2]) return null;
  // "Ana Lopes | Marketing Manager | Casa Azul Hotels": after the person, the first part no role names.
  if (match[1].trim() === person || isDepartment(match[1]))
    return match[2].split(/\s*[,–—|]\s*/u).find((part) => !isRole(part)) ?? null;
  if (isRole(match[1]) && !isRole(match[2])) return match[2];
  // "Laure – Savonnerie des Baronnies": a first name, then the organisation.
  if (/^\p{Lu}[\p{L}-]+$/u.test(match[1].trim()) && /\s/.test(match[2].trim()))
    return match[2].split(/,\s/u)[0] ?? null;
  return isRole(match[2]) ? null : match[1];
}

/** Where a brief names its organisation, most telling first; each read only if those before it fail. */
function* candidatesOf(brief: Brief, signature: string[], contact: ClientFacts['contact']) {
  yield* signature.map(withLegal);
  yield letterhead(brief.text);
  // "Weingut Hofbauer-Zach" above "Poysdorf, Weinviertel": the line that names an organisation.
  yield signature.find(
    (t) => hasOrganisationNoun(t) && !/[,–—|]/u.test(t) && !NOT_A_NAME.test(t) && !isRole(t),
  );
  for (const t of signature) if (t !== contact?.name) yield organisationIn(t, contact?.name);
  const signedOff = SIGN_OFF.exec(brief.text)?.[1];
  yield signedOff && !isRole(signedOff) ? signedOff : null;
  yield introduced(brief.text);
  yield SUBJECT.exec(brief.text)?.[1];
  yield withLegal(brief.text);
  yield [...brief.text.matchAll(OPENING_NAMES)].map((m) => clean(m[1] ?? '')).find(hasOrganisationNoun);
  // The signature line that is neither the person, their role, nor a phone or address.
  yield signature
    .filter(
      (t) =>
        t !== contact?.name &&
        !NOT_A_NAME.test(t) &&
        !isRole(t) &&
        !notAnOrganisation(t) &&
        t.split(/\s+/).length <= 6,
    )
    .at(-1);
}

function organisationOf(brief: Brief, signature: string[], contact: ClientFacts['contact']): string | null {
  const field = fromFields(brief.lines, ORG_LABEL) ?? underHeading(brief.lines, ORG_LABEL);
  if (field) return clean(field);
  for (const name of candidatesOf(brief, signature, contact))
    if (
      name &&
      plausible(name) &&
      !NOT_A_NAME.test(bare(name)) &&
      !notAnOrganisation(name) &&
      !isDepartment(name)
    )
      return clean(name);
  return organisationOfDomain(signature.join('\n')) ?? organisationOfDomain(brief.text);
}

function industryOf(text: string): string | null {
  let best: { name: string; hits: number } | null = null;
  for (const { name, regex } of INDUSTRIES) {
    const hits = distinctMatches(regex, text);
    if (hits > 0 && (!best || hits > best.hits)) best = { name, hits };
  }
  return best?.name ?? null;
}

export function readClient(brief: Brief): ClientFacts {
  const signature = signatureLines(brief);
  const contact = contactOf(brief, signature);
  return { name: organisationOf(brief, signature, contact), industry: industryOf(brief.text), contact };
}
