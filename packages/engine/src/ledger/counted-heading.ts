// "Three videos:", "Wir stellen uns zwei Shootings vor:", "Cinco sesiones de medio día:": a lead-in
// that counts the work it names, over as many list items, says what each item is: one of that
// work, named by its subject. The items' own words (the winemaker talking, the view from a drone)
// describe that one piece; they ask for no work of their own.
import type { Brief } from '../brief';
import { quantityOf, valueOf } from './quantity';
import type { Language } from '@proposals/locale';
import { findServices, type Service } from '../catalogue';
import type { RawRequest } from './units';
import { WORD_ALT } from './written-counts';

const COUNT = new RegExp(`(?<![\\p{L}\\d])(\\d{1,2}|${WORD_ALT})(?![\\p{L}\\d])`, 'iu');
// One item more or fewer than counted is still a list of the counted work ("three videos" over two
// films and a note on the third); more than that is a list of something else.
const SLACK = 1;
const NEAR = 3;

function itemsUnder(brief: Brief, raw: RawRequest): number {
  const heading = brief.lines
    .filter((line) => line.index < raw.line && raw.heading && line.text.includes(raw.heading))
    .at(-1);
  if (!heading) return 0;
  let items = 0;
  for (const line of brief.lines.slice(brief.lines.indexOf(heading) + 1)) {
    if (line.message !== heading.message || (line.text && !line.listed)) break;
    if (line.listed) items += 1;
  }
  return items;
}

export interface Counted {
  service: Service;
  count: number;
}

/** The work a lead-in counts ("drei schulinterne Fortbildungen", "two shoots"), or null. */
export function countedService(text: string, language: Language): Counted | null {
  const [named] = findServices(text, language);
  const service = named?.service;
  // The count stands right before the work's name: "5 half-day photo sessions", not "Trois Lacs … réseaux".
  const count = named ? COUNT.exec(text.slice(0, named.start).split(/\s+/).slice(-NEAR).join(' ')) : null;
  if (!service?.unit || !count) return null;
  const n = valueOf(count[1] as string);
  const stated = quantityOf(text, language, service.unit);
  const other = stated?.unit === service.unit && stated.value !== n;
  return n !== null && n >= 2 && !other ? { service, count: n } : null;
}

/** The work each item under a counting lead-in is one of, or null. */
export function countedWorkOf(raw: RawRequest, brief: Brief): string | null {
  const counted = raw.counted;
  if (raw.source !== 'item' || !counted) return null;
  return Math.abs(itemsUnder(brief, raw) - counted.count) <= SLACK ? counted.service.id : null;
}
