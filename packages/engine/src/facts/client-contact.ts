// Who wrote the brief and in what role: a form's fields, else the signature's name line and the role
// under it, else "Marco Reyes, Ember & Vine Hospitality" on one line.
import type { Brief, BriefLine } from '../brief';
import type { PhraseMatcher } from '../text/matcher';
import { phrases } from '../text/phrases';
import parties from './data/parties.json';
import { isDepartment } from './client-signs';

export type Contact = { name: string; role: string | null } | null;

const PERSON_LABEL = phrases(parties.personLabels);
const ROLE_LABEL = phrases(parties.roleLabels);
const ROLE = phrases(parties.roleWords);
// "Practice Manager, Tidewell Physiotherapy", "Directrice générale – Cave Saint-Aubin".
export const ROLE_THEN_ORG = /^([^,–—|]{3,60})\s*[,–—|]\s*(.{3,80})$/u;
const PERSON =
  /^(?:(?:Dr|Dra|Prof|Mr|Mrs|Ms|Mme|M|Hr|Fr|Sr|Sra)\.?\s+)?\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,3}$/u;
// "Hôtel Anse Corail" is a name: "tel" inside a word with an accent before it is not a phone label.
export const NOT_A_NAME = /\d|@|www\.|https?:|\+\d|(?<!\p{L})(?:tel|phone|mobile?|fax)(?!\p{L})/iu;

export function fromFields(lines: readonly BriefLine[], label: PhraseMatcher): string | null {
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

export function contactOf(brief: Brief, signature: string[]): Contact {
  const fromForm = fromFields(brief.lines, PERSON_LABEL);
  const person = fromForm ?? signature.find((text) => PERSON.test(text) && !NOT_A_NAME.test(text));
  if (!person) return personBeforeComma(signature);
  const after = signature[signature.indexOf(person) + 1];
  const formRole = fromFields(brief.lines, ROLE_LABEL);
  const roleLine = after && !NOT_A_NAME.test(after) && isRole(after) ? after : null;
  const role = formRole ?? (roleLine ? (ROLE_THEN_ORG.exec(roleLine)?.[1] ?? roleLine) : null);
  return { name: person.replace(/,$/, ''), role: role ? role.trim() : null };
}

export const isRole = (text: string): boolean => ROLE.test(text);

/** "Marco Reyes, Ember & Vine Hospitality": a signature line that starts with its writer's name. */
function personBeforeComma(signature: string[]): Contact {
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
