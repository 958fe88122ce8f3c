// Services a request names in two parts, an object and the work done to it ("web application
// testing of the portal", "Migration von E-Mail und Dateien"), from data/combos.json.
import { type PhraseMatcher, phrases } from '../text/phrases';
import data from './data/combos.json';

export interface ComboSpan {
  service: string;
  start: number;
  end: number;
}

const REACH = 50;

const COMBOS = data.combos.map((combo) => ({
  service: combo.service,
  objects: phrases(combo.objects),
  work: phrases(combo.work),
}));

const spans = (matcher: PhraseMatcher, text: string): [number, number][] =>
  matcher.all(text).map((m) => [m.start, m.end]);

/** Each combo whose object and work stand within a few words of each other, as one span. */
export function findCombos(text: string): ComboSpan[] {
  const found: ComboSpan[] = [];
  for (const combo of COMBOS) {
    const objects = spans(combo.objects, text);
    if (objects.length === 0) continue;
    const works = spans(combo.work, text);
    for (const [os, oe] of objects) {
      const work = works.find(
        ([ws, we]) => Math.min(Math.abs(ws - oe), Math.abs(os - we)) <= REACH && (ws >= oe || we <= os),
      );
      if (work) {
        found.push({ service: combo.service, start: Math.min(os, work[0]), end: Math.max(oe, work[1]) });
        break;
      }
    }
  }
  return found;
}
