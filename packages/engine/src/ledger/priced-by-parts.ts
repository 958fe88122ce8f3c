// "Wir suchen eine Agentur für unsere Social-Media-Kanäle" over "12 Feed-Posts und 8 Reels pro
// Monat": managing the channels is making those posts and reels, so a brief that counts them is
// priced by them, not by the channels as well.
import type { Request } from './index';
import data from './data/ledger.json';

const PARTS = data.pricedByParts as unknown as Record<string, string[] | string>;

export function withoutPricedByParts(ledger: Request[]): Request[] {
  const counted = new Set(
    ledger.filter((r) => r.kind === 'deliverable' && r.quantity !== null).flatMap((r) => r.services),
  );
  return ledger.filter((row) => {
    const parts = PARTS[row.services[0] ?? ''];
    return !(row.kind === 'deliverable' && Array.isArray(parts) && parts.some((id) => counted.has(id)));
  });
}
