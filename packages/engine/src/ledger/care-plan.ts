// "Reprendre la maintenance … : mises à jour avec sauvegarde, surveillance de la disponibilité,
// petites évolutions à la demande, un interlocuteur sous 24 h": when looking after what exists is
// the whole request, backups, monitoring, hours for small changes and the support promise are what
// the monthly care plan holds, not builds of their own beside it (a one-off "backup and disaster
// recovery: 5 servers" in a 450 €-a-month retainer). Its hours are the monthly hours the brief names.
import type { Brief } from '../brief';
import { serviceById } from '../catalogue';
import { CUES } from '../facts/cues';
import type { Request } from './index';
import { hoursMarked } from './quantity';

const CARE = 'maintenance';
const PARTS = new Set(['backup', 'monitoring', 'consulting-hours']);

export function withCarePlan(ledger: Request[], brief: Brief): Request[] {
  const deliverables = ledger.filter((r) => r.kind === 'deliverable');
  if (!deliverables.some((r) => r.services.includes(CARE))) return ledger;
  const builds = deliverables.flatMap((r) =>
    r.services.filter((id) => !PARTS.has(id) && serviceById(id)?.phase === 'build'),
  );
  if (builds.length > 0) return ledger;
  const hours = hoursMarked(
    brief.lines.map((line) => line.text),
    brief.language,
    CUES.monthly,
  );
  return ledger.map((r) => {
    if (r.kind !== 'deliverable') return r;
    if (r.services.includes(CARE) && r.unit !== 'hour' && hours !== null)
      return { ...r, quantity: hours, unit: 'hour', per: 'month' };
    const part = r.services.length === 0 || r.services.every((id) => PARTS.has(id));
    return part ? { ...r, services: [CARE], quantity: null, unit: null, per: null } : r;
  });
}
