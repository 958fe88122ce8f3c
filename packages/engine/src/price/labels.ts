// What a priced line is called: the catalogue's name for the service in the proposal's language,
// with the brief's item number ("2.3") and the platform it works with ("Online booking (Cliniko)");
// a request the catalogue does not know keeps the brief's own words, trimmed to a name.
import type { Language } from '@proposals/locale';
import { UNITS, type Service } from '../catalogue';
import type { Request } from '../ledger';
import { OBJECT_LEAD } from '../ledger/cues';
import { platformsIn } from '../text/platforms';
/** A leading article or possessive, in the engine's four languages: no part of a thing's name. */
export const ARTICLE =
  /^(?:a|an|the|our|un|une|des|le|la|les|l'|nos|notre|ein|eine|einen|einer|die|der|das|den|unser|unsere|unseren|un|una|unos|unas|el|los|las|nuestro|nuestra|nuestros|nuestras)\s+/iu;
const MAX_LABEL = 72;
const NUMBERED_REF = /^\d{1,2}(?:\.\d{1,2})*$/;

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The platform a request names, if the catalogue's label does not already say it. */
function platformIn(text: string, label: string): string | null {
  const platform = platformsIn(text)[0];
  return platform && !label.toLowerCase().includes(platform.toLowerCase()) ? platform : null;
}

// Recurring work inside a project is told apart from the one-off work of the same service.
const RECURRING: Record<Language, string> = {
  en: 'ongoing',
  fr: 'en continu',
  de: 'laufend',
  es: 'continuo',
};

/** The service's name, with the item number, the platform, the languages of a translation, and whether it recurs (where not all work does). */
export function labelFor(
  service: Service,
  request: Request,
  language: Language,
  languages: number | null,
  marksRecurring: boolean,
  withRef: boolean,
): string {
  const base = service.label[language];
  const platform = platformIn(request.text, base);
  const ref = withRef && request.ref && NUMBERED_REF.test(request.ref) ? `${request.ref} ` : '';
  const names = UNITS.language?.label[language];
  const count = languages && languages > 1 && names ? `${languages} ${names[1]}` : null;
  const recurs = marksRecurring && request.per !== null && !service.recurring ? RECURRING[language] : null;
  const detail = [platform, count, recurs].filter(Boolean).join(', ');
  return `${ref}${base}${detail ? ` (${detail})` : ''}`;
}

// "If it's possible, a simple calculator": the doubt makes it an option; the name is the thing.
const UNDECIDED_LEAD =
  /^(?:if (?:it's |it is )?possible|if (?:the )?budget allows|maybe|perhaps|si (?:c'est )?possible|éventuellement|wenn möglich|eventuell|si es posible|quizás)[,:]?\s+/iu;
const DANGLING_END =
  /\s+(?:for|of|to|with|and|or|the|a|an|from|our|pour|de|du|des|avec|et|ou|le|la|les|für|mit|und|oder|der|die|das|von|para|con|y|o|el|los|las)$/iu;

/** The brief's words as a name: no leading verb or article, cut at a natural break, capitalised. */
export function customLabel(text: string): string {
  let name = text
    .replace(UNDECIDED_LEAD, '')
    .replace(OBJECT_LEAD, '')
    .replace(ARTICLE, '')
    .replace(/[.;:,]+$/, '')
    .trim();
  if (name.length > MAX_LABEL) {
    const cut = name.slice(0, MAX_LABEL);
    const stop = Math.max(
      cut.lastIndexOf(' ('),
      cut.lastIndexOf(', '),
      cut.lastIndexOf(' – '),
      cut.lastIndexOf(' - '),
    );
    name = stop > 20 ? cut.slice(0, stop) : cut.slice(0, cut.lastIndexOf(' '));
  }
  // A cut never ends on a word that leads into what it cut: "a board grade calculator for".
  name = name.replace(DANGLING_END, '');
  // Never an opened bracket left without its close: "event production (incl. run-of-show".
  const open = name.lastIndexOf('(');
  if (open > name.lastIndexOf(')')) name = name.slice(0, open).trim();
  return capitalise(name || text.trim());
}

/** A second batch of the same work, named by what the brief counts: "2 flat-lay images for the email header (…)". */
export function batchLabel(text: string): string {
  const counted = text.replace(/^\s*\d[\d.,]*\s+/u, '').split(/\s[-–(]\s?|[,;:]/u)[0] as string;
  return customLabel(counted);
}
