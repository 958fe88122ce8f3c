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
} from './client-signs';
import { spelledByDomain } from './client-domain';
import { copiedIn, mentionsOf, signatureBlocks, type SenderBlocks } from './client-parties';
import { contactOf, fromFields, isRole, NOT_A_NAME, ROLE_THEN_ORG, type Contact } from './client-contact';
import { distinctMatches, type PhraseMatcher } from '../text/matcher';
import { escapeRegex, phrases } from '../text/phrases';
import data from './data/industries.json';
import languages from '../brief/data/languages.json';
import parties from './data/parties.json';
import { clean, introduced, OPENING_NAMES, SIGN_OFF, SUBJECT, withLegal } from './names-in-text';

export interface ClientFacts {
  name: string | null;
  industry: string | null;
  contact: Contact;
}

const ORG_LABEL = phrases(parties.organisationLabels);

const INDUSTRIES = Object.entries(data.industries).map(([name, words]) => ({
  name,
  regex: phrases(words),
}));

const COMMON = new Set(Object.values(languages.stopwords).flat());
const plausible = (name: string): boolean =>
  name.length >= 3 && !COMMON.has(name.split(/\s+/)[0]?.toLowerCase() ?? '') && name !== name.toUpperCase();

/** "I. POUVOIR ADJUDICATEUR" over "Intercommunale … (IDEC), rue de la Station 14": the first clause below. */
function underHeading(lines: readonly BriefLine[], label: PhraseMatcher): string | null {
  // A heading that is the label, not a sentence that mentions it ("… para la organización del congreso:").
  const at = lines.findIndex(
    (line) => line.part === 'heading' && label.test(line.text) && line.text.split(/\s+/).length <= 4,
  );
  const next = lines.slice(at + 1).find((line) => line.text);
  return at >= 0 && next ? (next.text.split(/,\s/)[0] ?? null) : null;
}

/** "Practice Manager, Tidewell Physiotherapy" → the organisation; "Ironhouse Fitness, Tampa" → the first part. */
function organisationIn(line: string, person: string | undefined): string | null {
  const match = ROLE_THEN_ORG.exec(line);
  // "Anse à l'Âne, 97229 Les Trois-Îlets": a postcode after the comma makes the line an address.
  if (!match?.[1] || !match[2] || /^\d{4,5}\s/u.test(match[2])) return null;
  // "Ana Lopes | Marketing Manager | Casa Azul Hotels": after the person, the first part no role names.
  if (match[1].trim() === person || isDepartment(match[1]))
    return match[2].split(/\s*[,–—|]\s*/u).find((part) => !isRole(part)) ?? null;
  if (isRole(match[1]) && !isRole(match[2])) return match[2];
  // "Laure – Savonnerie des Baronnies": a first name, then the organisation.
  if (/^\p{Lu}[\p{L}-]+$/u.test(match[1].trim()) && /\s/.test(match[2].trim()))
    return match[2].split(/,\s/u)[0] ?? null;
  return isRole(match[2]) ? null : match[1];
}

/** What one sender block names as its organisation beyond a legal form, most telling first. */
function* signedBy(block: string[], contact: ClientFacts['contact']) {
  // "Weingut Hofbauer-Zach" above "Poysdorf, Weinviertel": the line that names an organisation.
  yield block.find((t) => hasOrganisationNoun(t) && !/[,–—|]/u.test(t) && !NOT_A_NAME.test(t) && !isRole(t));
  for (const t of block) if (t !== contact?.name) yield organisationIn(t, contact?.name);
}

/** Another sender's block: its lines with a legal form, then what else in it names an organisation. */
function* namedIn(block: string[]) {
  yield* block.map(withLegal);
  yield* signedBy(block, null);
}

// "a family-owned winery in Renwick", "a small bakery in Taman Sentosa": a name the brief uses as
// the place the client is in names a town, not the client (their signature's address line repeats it).
const PLACE_BEFORE = /(?:^|[^\p{L}])(?:in|en|aus|à|near|nahe|près de|cerca de)\s+$/iu;
function placed(text: string, name: string): boolean {
  // "Renwick, Marlborough": an address line is placed by its town.
  const town = name.split(',')[0] as string;
  return [...text.matchAll(new RegExp(escapeRegex(town), 'gu'))].some((m) =>
    PLACE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)),
  );
}

/** Where a brief names its organisation, most telling first. */
function* candidatesOf(brief: Brief, blocks: SenderBlocks, contact: ClientFacts['contact']) {
  const [signature = [], ...older] = blocks.own;
  yield* signature.map(withLegal);
  yield letterhead(brief.text);
  yield* signedBy(signature, contact);
  for (const block of older) yield* namedIn(block);
  const signedOff = SIGN_OFF.exec(brief.text)?.[1];
  yield signedOff && !isRole(signedOff) ? signedOff : null;
  yield introduced(brief.text);
  // "Timing is the tricky bit": one word opening a sentence is a name only if the brief repeats it.
  const subject = SUBJECT.exec(brief.text)?.[1];
  yield subject && (/\s/.test(subject) || mentionsOf(brief, subject) > 1) ? subject : null;
  yield withLegal(brief.text);
  yield [...brief.text.matchAll(OPENING_NAMES)]
    .map((m) => clean(m[1] ?? ''))
    .find((name) => hasOrganisationNoun(name) && !isRole(name));
  // The signature line that is neither the person, their role, nor a phone or address.
  yield signature
    .filter(
      (t) =>
        t !== contact?.name &&
        !NOT_A_NAME.test(t) &&
        !isRole(t) &&
        !notAnOrganisation(t) &&
        !placed(brief.text, t) &&
        t.split(/\s+/).length <= 6,
    )
    .at(-1);
  for (const block of blocks.passing) yield* namedIn(block);
}

const usable = (name: string | null | undefined): name is string =>
  !!name &&
  plausible(name) &&
  !NOT_A_NAME.test(bare(name)) &&
  !notAnOrganisation(name) &&
  !isDepartment(name);

// The first candidate, unless the brief names it only once and another one more often: a forwarded
// request's sender is named in the subject, the opening and the signature, a forwarder once.
function organisationOf(brief: Brief, blocks: SenderBlocks, contact: ClientFacts['contact']): string | null {
  const field = fromFields(brief.lines, ORG_LABEL) ?? underHeading(brief.lines, ORG_LABEL);
  if (field) return clean(field);
  const spelled = spelledByDomain(brief);
  if (spelled) return spelled;
  const others = copiedIn(brief).toLowerCase();
  const seen = new Set<string>();
  let first: string | undefined;
  let most = { name: '', mentions: 1 };
  // Candidates are read one at a time: a first one the brief names twice needs no other weighed.
  for (const candidate of candidatesOf(brief, blocks, contact)) {
    if (!usable(candidate)) continue;
    const name = clean(candidate);
    if (seen.has(name) || others.includes(name.toLowerCase()) || placed(brief.text, name)) continue;
    seen.add(name);
    if (first === undefined) {
      first = name;
      if (mentionsOf(brief, first) > 1) return first;
      most = { name: first, mentions: 1 };
    } else if (!first.includes(name) && !name.includes(first)) {
      // "Bodegas Arrieta" beside "Bodegas Arrieta S.L." is the same organisation, its legal form kept.
      const mentions = mentionsOf(brief, name);
      if (mentions > most.mentions) most = { name, mentions };
    }
  }
  if (first === undefined)
    return organisationOfDomain(blocks.own.flat().join('\n')) ?? organisationOfDomain(brief.text);
  return most.name;
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
  const blocks = signatureBlocks(brief);
  const contact = contactOf(brief, blocks.own[0] ?? blocks.passing[0] ?? []);
  return { name: organisationOf(brief, blocks, contact), industry: industryOf(brief.text), contact };
}
