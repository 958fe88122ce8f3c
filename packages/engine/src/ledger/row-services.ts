// Which services a row is, in the order that names the work first, and whether a number it states
// counts that work or something else ("ca. 1.100 aktive Kundenkonten").
import type { Brief } from '../brief';
import { isBuild, serviceById, type ServiceMatch } from '../catalogue';
import { quantityOf } from './quantity';
import { servicesIn } from './services';

// Work done on a build ("web application testing of the portal", "translation of the website") is
// the request; the build is only its object.
const OPERATING = new Set(['security', 'translation', 'seo', 'photography', 'video', 'content']);

// "40 case studies to migrate": what is moved already exists; the moving is the work.
const MOVING = new Set(['content-migration']);

/**
 * Whether a label's entries are its own parts, one request with it: a site's pages ("A new site,
 * roughly 25-30 pages: home, about, a page for each location, …"), or entries naming only the
 * label's work ("Einladungsmanagement: Einladungen, Anmeldungen, Gästeliste"); counted entries
 * ("3 angles per product, so 120 shots") say how much, each on its own.
 */
export function partsOfLabel(label: string, parts: readonly { text: string }[], brief: Brief): boolean {
  const named = servicesIn(label, brief.language);
  if (named.some((m) => isBuild(m.service.id) && m.service.unit === 'page')) return true;
  const own = new Set(named.map((m) => m.service.id));
  return (
    own.size > 0 &&
    parts.length > 1 &&
    parts.every(
      (p) => !/\d/.test(p.text) && servicesIn(p.text, brief.language).every((m) => own.has(m.service.id)),
    )
  );
}

export function ordered(ids: string[]): string[] {
  if (ids.some((id) => MOVING.has(id)))
    return [...ids.filter((id) => MOVING.has(id)), ...ids.filter((id) => !MOVING.has(id))];
  const operating = ids.some((id) => OPERATING.has(serviceById(id)?.category ?? ''));
  if (!operating) return ids;
  // "14 leaflets translated EN>AR": what is translated exists; the translating is the work.
  const translating = (id: string) => serviceById(id)?.category === 'translation';
  return [
    ...ids.filter(translating),
    ...ids.filter((id) => !isBuild(id) && !translating(id)),
    ...ids.filter((id) => isBuild(id) && !translating(id)),
  ];
}

/**
 * The work a phrase is about first: "video series of customer stories" is a video series,
 * "website translation" a translation (in a compound the last word is the head).
 */
export function headFirst(matches: readonly ServiceMatch[], text: string): string[] {
  const byPosition = [...matches].sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < byPosition.length; i += 1) {
    const [left, right] = [byPosition[i] as ServiceMatch, byPosition[i + 1] as ServiceMatch];
    if (right.start >= left.end && /^[\s-]*$/.test(text.slice(left.end, right.start)))
      [byPosition[i], byPosition[i + 1]] = [right, left];
  }
  return [...new Set(byPosition.map((m) => m.service.id))];
}

/**
 * "take over our blog: 6 articles a month": the work a number counts is the deliverable; the other
 * work the row names is where it goes.
 */
export function countedFirst(text: string, brief: Brief, ids: string[]): string[] {
  if (ids.length < 2 || MOVING.has(ids[0] as string)) return ids;
  const stated = quantityOf(text, brief.language, null);
  const noun = stated?.noun;
  // "un nouveau site de 12 pages en français et en anglais": a build counted in its own unit is what
  // the number counts, whatever else the words after it name.
  const first = serviceById(ids[0] as string);
  if (first && isBuild(first.id) && stated?.unit && first.unit === stated.unit) return ids;
  // "14 leaflets translated": the things counted are what the translating is done to.
  if (first?.category === 'translation') return ids;
  const counted = noun ? servicesIn(noun, brief.language).find((m) => ids.includes(m.service.id)) : undefined;
  return counted ? [counted.service.id, ...ids.filter((id) => id !== counted.service.id)] : ids;
}

// "a page for each of our 6 dentists": one of the work for each of what the number counts.
export const FOR_EACH =
  /\b(?:for each of|for every one of|for each|for every|one per|pour chacun(?:e)? de|pour chaque|für jede[nrs]?|je|para cada uno de|para cada una de|para cada)\s/iu;

// "label designs for our 5 core beers": work made once per thing it is for counts those things.
const FOR_THINGS =
  /\b(?:for|pour|für|para)\s+(?:(?:all|each) of\s+)?(?:our|the|all|nos|les|tous nos|unsere|die|alle|nuestros|nuestras|los|las|todos los)?\s*\d/iu;
const PER_THING_UNITS = new Set(['product', 'location', 'account', 'store', 'brand', 'market']);

export function countsTheWork(
  noun: string | undefined,
  services: string[],
  brief: Brief,
  text: string,
): boolean {
  // A table's row: "Stakeholder interviews – 8 internal – …", the number in the cell after the work counts it.
  if (FOR_EACH.test(text) || /^[^–\d]+ – [~≈]?\s?\d/u.test(text)) return true;
  const unit = serviceById(services[0] ?? '')?.unit;
  if (FOR_THINGS.test(text) && unit && PER_THING_UNITS.has(unit)) return true;
  // "print and deliver 5,000 bilingual rack cards": a print run's figure is its copies.
  if (unit === 'copy' && /\d{2}/.test(text)) return true;
  if (!noun) return services.length === 0;
  const named = servicesIn(noun, brief.language).map((m) => m.service.id);
  return services.length === 0 || named.some((id) => services.includes(id));
}
