// The scope as the proposal answers it: what is in (the lines), what is out (the client's
// exclusions, their own work, the options), the assumptions, and the coverage of every request.
import type { ScopeResult } from '@proposals/contracts';
import { serviceById } from '../catalogue';
import type { Plan } from '../plan';

export function scopeOf(plan: Plan, coverage: ScopeResult['coverage']): ScopeResult {
  const name = (text: string, services: readonly string[]) =>
    services.map(serviceById).find((s) => s)?.label[plan.language] ?? text;
  const out = plan.ledger
    .filter((r) => r.kind === 'exclusion' || r.kind === 'client')
    .map((r) => name(r.text, r.services));
  return {
    inScope: plan.fitted.included.map((line) => line.label),
    outOfScope: [...new Set([...out, ...plan.fitted.moved.map((line) => line.label)])],
    assumptions: plan.ledger.filter((r) => r.kind === 'client' || r.kind === 'platform').map((r) => r.text),
    coverage,
  };
}
