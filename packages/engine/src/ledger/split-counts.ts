// "8 sessions en anglais et 4 en français", "6 workshops in Berlin and 3 in Munich": a count split by
// what each part is for counts both parts.
import type { Request } from './index';

const SPLIT =
  /(?<![\d.,])(\d{1,4})\s+\p{L}[^,;:()]*?\s(?:and|et|und|y|e)\s+(\d{1,4})\s+(?:en|in|for|pour|für|para|auf|on|sur)\s/iu;

export function withSplitCounts(ledger: Request[]): Request[] {
  return ledger.map((row) => {
    const split = row.kind === 'deliverable' && row.unit ? SPLIT.exec(row.text) : null;
    if (!split || Number(split[1]) !== row.quantity) return row;
    return { ...row, quantity: row.quantity + Number(split[2]) };
  });
}
