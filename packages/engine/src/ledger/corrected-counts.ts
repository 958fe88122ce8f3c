// "Al final son DOS videos cortos para redes, no tres", "drei Standorte, nicht vier", "3, not 4":
// the client corrects a count. The newer figure replaces the older one in the request it counted,
// wherever that request stands (a list sent before, a table, the line above).
import type { Brief } from '../brief';
import { servicesIn } from './services';
import type { Request } from './index';
import { unitOfWord, valueOf } from './quantity';
import { COUNT } from './written-counts';

const NUMBER = `(${COUNT})`;
const NOT = '(?:not|no|pas|nicht|non|et non|y no|und nicht)';
const INSTEAD = '(?:instead of|rather than|en lugar de|en vez de|au lieu de|statt|anstatt|anstelle von)';
// "2 short videos, not 3", "DOS videos cortos, no tres", "trois affiches au lieu de quatre".
const NEW_FIRST = new RegExp(
  `(?<![\\p{L}\\d.,/])${NUMBER}((?:\\s+[\\p{L}-]+){0,4}?)\\s*,?\\s+(?:${NOT}|${INSTEAD})\\s+${NUMBER}(?![\\p{L}\\d])(?!\\s*,?\\s*(?:but|mais|sondern|sino)(?![\\p{L}]))`,
  'giu',
);
// "not 4 but 3", "pas quatre mais trois", "nicht vier, sondern drei", "no tres sino dos".
const OLD_FIRST = new RegExp(
  `(?<![\\p{L}])${NOT}\\s+${NUMBER}\\s*,?\\s+(?:but|mais|sondern|sino)\\s+${NUMBER}((?:\\s+[\\p{L}-]+){0,4})`,
  'giu',
);

// "Es kommt ein viertes Dashboard dazu", "a fifth location", "une quatrième affiche": one more than
// the brief counted before.
const ORDINALS = new Map(
  [
    'third|3rd|dritte|troisième|tercer|tercera|tercero',
    'fourth|4th|vierte|quatrième|cuarta|cuarto',
    'fifth|5th|fünfte|cinquième|quinta|quinto',
    'sixth|6th|sechste|sixième|sexta|sexto',
    'seventh|7th|siebte|septième|séptima|séptimo',
    'eighth|8th|achte|huitième|octava|octavo',
  ].flatMap((words, i) => words.split('|').map((word) => [word, i + 3] as const)),
);
const ADDED = new RegExp(
  `(?<![\\p{L}])(?:a|an|ein|eine|einen|un|une|una)\\s+(${[...ORDINALS.keys()].join('|')})[rsn]?\\s+((?:[\\p{L}-]+\\s*){1,3})`,
  'giu',
);

interface Correction {
  from: number;
  to: number;
  /** The words the count is of ("videos cortos para redes"), when the client says them. */
  noun: string;
  sentence: string;
}

function correctionsIn(brief: Brief): Correction[] {
  return brief.sentences.flatMap(({ text }) => {
    const found: Correction[] = [];
    for (const m of text.matchAll(NEW_FIRST)) {
      const [to, from] = [valueOf(m[1] ?? ''), valueOf(m[3] ?? '')];
      if (to !== null && from !== null && to !== from)
        found.push({ from, to, noun: (m[2] ?? '').trim(), sentence: text });
    }
    for (const m of text.matchAll(OLD_FIRST)) {
      const [from, to] = [valueOf(m[1] ?? ''), valueOf(m[2] ?? '')];
      if (to !== null && from !== null && to !== from)
        found.push({ from, to, noun: (m[3] ?? '').trim(), sentence: text });
    }
    for (const m of text.matchAll(ADDED)) {
      const to = ORDINALS.get((m[1] ?? '').toLowerCase()) as number;
      found.push({ from: to - 1, to, noun: (m[2] ?? '').trim(), sentence: text });
    }
    return found;
  });
}

/** How well a request is the one the correction speaks of: its unit or its work named in the words. */
function fit(row: Request, correction: Correction, brief: Brief): number {
  const words = correction.noun || correction.sentence;
  const unit = correction.noun ? unitOfWord(correction.noun.split(/\s+/)[0] ?? '', brief.language) : null;
  const named = servicesIn(words, brief.language).map((m) => m.service.id);
  return (
    (unit !== null && row.unit === unit ? 2 : 0) + (row.services.some((id) => named.includes(id)) ? 2 : 0)
  );
}

export function withCorrectedCounts(ledger: Request[], brief: Brief): Request[] {
  let rows = ledger;
  for (const correction of correctionsIn(brief)) {
    const counted = rows.filter((r) => r.kind === 'deliverable' && r.quantity === correction.from);
    const best = counted
      .map((row) => ({ row, fit: fit(row, correction, brief) }))
      .filter(({ fit: score }) => score > 0 || counted.length === 1)
      .sort((a, b) => b.fit - a.fit)[0];
    if (!best) continue;
    const target = best.row;
    // The correction's own sentence, read as a request of its own, is the same request said again.
    const restated = (r: Request) =>
      r !== target &&
      (r.kind === 'deliverable' || r.kind === 'client') &&
      correction.sentence.includes(r.text) &&
      (r.services.some((id) => target.services.includes(id)) || (r.unit !== null && r.unit === target.unit));
    rows = rows
      .filter((r) => !restated(r))
      .map((r) => (r === target ? { ...r, quantity: correction.to } : r));
  }
  return rows;
}
