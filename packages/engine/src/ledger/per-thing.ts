// "gérer les trois comptes : 12 publications par mois et par compte": work made for each of the
// things the brief counts elsewhere (accounts, shops, products) is that many times its own count.
import type { Brief } from '../brief';
import type { Request } from './index';
import { quantityOf, unitOfWord } from './quantity';

const PER_THING =
  /(?<![\p{L}])(?:per|each|every|par|pour chaque|chaque|pro|je|por|cada|para cada)\s+(\p{L}{3,})/giu;
// "par mois", "per week": how often, not for what; "per language" is the row's languages, priced apart.
const PERIODS = new Set(['month', 'week', 'year', 'day', 'hour', 'minute', 'language']);

/** The largest count of `unit` the brief states outside any period ("les trois comptes", "9 stores"). */
function countInBrief(brief: Brief, unit: string): number {
  const counts = brief.lines
    .filter((line) => line.text && (line.part === 'body' || line.part === 'field'))
    .map((line) => quantityOf(line.text, brief.language, unit))
    .flatMap((q) => (q && q.unit === unit && q.per === null ? [q.value] : []));
  return Math.max(0, ...counts);
}

/** "… et par compte (photos / carrousels / reels)": a row that only says for what each is made qualifies the one before. */
function qualifiesPrevious(row: Request, previous: Request | undefined, brief: Brief): boolean {
  const lead = new RegExp(`^${PER_THING.source}`, 'iu').exec(row.text);
  const unit = lead ? unitOfWord(lead[1] as string, brief.language) : null;
  return previous?.kind === 'deliverable' && unit !== null && !PERIODS.has(unit);
}

export function withCountsPerThing(ledger: Request[], brief: Brief): Request[] {
  const kept = ledger.filter(
    (row, i) => !(row.kind === 'deliverable' && qualifiesPrevious(row, ledger[i - 1], brief)),
  );
  return kept.map((row) => {
    if (row.kind !== 'deliverable' || row.quantity === null) return row;
    const line = brief.lines.find((l) => l.text.includes(row.text))?.text ?? '';
    for (const match of line.slice(line.indexOf(row.text)).matchAll(PER_THING)) {
      const unit = unitOfWord(match[1] as string, brief.language);
      if (!unit || unit === row.unit || PERIODS.has(unit)) continue;
      const count = countInBrief(brief, unit);
      return count >= 2 ? { ...row, quantity: row.quantity * count } : row;
    }
    return row;
  });
}
