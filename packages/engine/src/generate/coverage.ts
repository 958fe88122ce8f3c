// What the proposal does with each requested deliverable: included (the line that delivers it),
// an option, excluded with the reason, or a question to settle first. Nothing asked for is
// silently dropped.
import type { ScopeResult } from '@proposals/contracts';
import type { Plan } from '../plan';
import type { PricedLine } from '../price/lines';

type Coverage = ScopeResult['coverage'][number];

const REASONS = {
  en: { discovery: 'sized and priced by the discovery', unpriced: 'to confirm with you before we price it' },
  fr: {
    discovery: 'dimensionné et chiffré lors du cadrage',
    unpriced: 'à confirmer avec vous avant chiffrage',
  },
  de: {
    discovery: 'wird in der Analysephase bemessen und bepreist',
    unpriced: 'vor der Bepreisung mit Ihnen zu klären',
  },
  es: {
    discovery: 'se dimensiona y presupuesta en la fase de descubrimiento',
    unpriced: 'por confirmar con ustedes antes de presupuestarlo',
  },
};

export function coverageOf(plan: Plan, optionLabel: (line: PricedLine) => string): Coverage[] {
  const reasons = REASONS[plan.language];
  return plan.analysis.deliverables.map((request) => {
    const indexes = plan.ledger.flatMap((row, i) =>
      row.text === request && row.kind === 'deliverable' ? [i] : [],
    );
    const holds = (line: PricedLine) => line.requests.some((i) => indexes.includes(i));
    if (plan.discovery) return { request, decision: 'question', line: null, reason: reasons.discovery };
    const included = plan.fitted.included.find(holds);
    if (included) return { request, decision: 'included', line: included.label, reason: null };
    const moved = plan.fitted.moved.find(holds) ?? plan.ongoing.find(holds);
    if (moved) return { request, decision: 'option', line: optionLabel(moved), reason: null };
    return { request, decision: 'question', line: null, reason: reasons.unpriced };
  });
}
