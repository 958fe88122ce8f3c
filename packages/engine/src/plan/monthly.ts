// "4 full episodes edited, 5 clips per episode … budget about a grand a month": a retainer whose
// requests state counts but no frequency counts them per month. Without this its monthly fee
// holds nothing and every piece is billed once as set-up.
import type { Request } from '../ledger';
import { monthlyInRetainer } from '../price/ongoing';

export function countedPerMonth(ledger: readonly Request[], retainer: boolean): Request[] {
  const deliverables = ledger.filter((r) => r.kind === 'deliverable');
  const monthly = deliverables.some((r) => r.per !== null || r.services.some(monthlyInRetainer));
  if (!retainer || monthly) return [...ledger];
  return ledger.map((r) => (r.kind === 'deliverable' && r.quantity !== null ? { ...r, per: 'month' } : r));
}
