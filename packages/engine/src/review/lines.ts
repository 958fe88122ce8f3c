// Checks on what is priced: every line answers something the client asked (in their words), no
// work is priced twice, the quantities the brief states are the ones priced, and every requested
// deliverable is accounted for.
import type { AnalysisResult } from '@proposals/contracts';
import type { ProposalFacts } from '../types';
import { defect, type Defect } from './defects';

const normalise = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();
const words = (text: string): string[] =>
  normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3);

export function ungrounded(proposal: ProposalFacts, brief: string | null | undefined): Defect[] {
  if (!brief) return [];
  const text = normalise(brief);
  return proposal.pricingBreakdown
    .filter((line) => line.basis !== null && !text.includes(normalise(line.basis)))
    .map((line) =>
      defect(
        'ungrounded line',
        'completeness',
        8,
        `"${line.item}" quotes words the brief does not contain.`,
        `Tie "${line.item}" to the brief's own words, or remove it.`,
      ),
    );
}

export function doublePricing(proposal: ProposalFacts): Defect[] {
  const seen = new Map<string, string>();
  const defects: Defect[] = [];
  for (const line of proposal.pricingBreakdown) {
    const key = words(line.item).sort().join(' ');
    const same = seen.get(key);
    if (same)
      defects.push(
        defect(
          'double pricing',
          'persuasiveness',
          10,
          `"${line.item}" is priced twice.`,
          'Price each piece of work once.',
        ),
      );
    else seen.set(key, line.item);
  }
  return defects;
}

export function uncovered(analysis: AnalysisResult, proposal: ProposalFacts): Defect[] {
  const coverage = proposal.coverage ?? [];
  const missing = analysis.deliverables.filter((request) => !coverage.some((c) => c.request === request));
  const open = coverage.filter((c) => c.decision === 'question' && proposal.pricingModel !== null);
  return [
    ...missing.map((request) =>
      defect(
        'uncovered request',
        'completeness',
        10,
        `The request "${request}" is not accounted for.`,
        'Include it, offer it as an option, or say why it is out of scope.',
      ),
    ),
    ...open.map((c) =>
      defect(
        'uncovered request',
        'completeness',
        4,
        `"${c.request}" is left as a question.`,
        'Settle it with the client and price it.',
      ),
    ),
  ];
}

/** Quantities the brief states that no line prices ("8 articles a month" priced as 4). */
export function quantitiesIgnored(analysis: AnalysisResult, proposal: ProposalFacts): Defect[] {
  const lines = [...proposal.pricingBreakdown, ...proposal.pricingOptions];
  return (analysis.requests ?? [])
    .filter((r) => r.kind === 'deliverable' && r.quantity !== null && r.unit !== null && !r.per)
    .filter((r) => {
      const line = lines.find((l) => l.basis === r.text);
      return (
        line !== undefined &&
        line.unit === r.unit &&
        typeof line.quantity === 'number' &&
        line.quantity < (r.quantity ?? 0) * 0.5
      );
    })
    .map((r) =>
      defect(
        'price not grounded in quantities',
        'persuasiveness',
        8,
        `The brief asks for ${r.quantity} ${r.unit}s ("${r.text}") but fewer are priced.`,
        'Price the quantity the client asked for, or say what is reduced and why.',
      ),
    );
}
