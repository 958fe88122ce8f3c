// The analyze stage: the brief read as a document, its facts with their sources, the request
// ledger and the kind of engagement, as the analysis and scope of the contract. Pure and
// synchronous: the same input gives byte-identical output.
import type { Budget, Complexity } from '@proposals/contracts';
import { readBrief } from '../brief';
import { serviceById } from '../catalogue';
import { readBudget, type BudgetFact } from '../facts/budget';
import { readClient } from '../facts/client';
import { lotsBudget, readLots } from '../facts/lot-ceilings';
import { readDates } from '../facts/dates';
import { readMarket } from '../facts/market';
import { buildLedger, type Request } from '../ledger';
import { readEngagement } from '../ledger/engagement';
import type { AnalyzeInput, AnalyzeOutput } from '../types';
import { rankCategories } from './categories';
import { analysisQuestions } from './questions';

function complexityOf(ledger: readonly Request[]): Complexity {
  const deliverables = ledger.filter((r) => r.kind === 'deliverable');
  const builds = deliverables.filter((r) =>
    r.services.some((id) => serviceById(id)?.components?.length),
  ).length;
  const points = deliverables.length + 2 * builds;
  return points <= 3 ? 'low' : points <= 8 ? 'medium' : 'high';
}

/** The contract's budget: the tax basis travels in `market`. */
function withoutTax(budget: BudgetFact): Budget {
  const { tax: _tax, ...rest } = budget;
  return rest;
}

const textsOf = (ledger: readonly Request[], ...kinds: Request['kind'][]): string[] => [
  ...new Set(ledger.filter((r) => kinds.includes(r.kind)).map((r) => r.text)),
];

export function analyzeBrief(input: AnalyzeInput): AnalyzeOutput {
  const brief = readBrief(input);
  const market = readMarket(brief);
  const { lots, ceilings } = readLots(brief, market);
  const budget = lotsBudget(lots, ceilings, readBudget(brief, market), market);
  const dates = readDates(brief);
  const ledger = buildLedger(brief);
  const engagement = readEngagement(brief, ledger, budget, dates.deadline, lots);
  const categories = rankCategories(brief, ledger);
  const client = readClient(brief);
  const linked = input.client?.company?.trim() || input.client?.name?.trim();
  const deliverables = textsOf(ledger, 'deliverable');
  // A retainer runs for its term: an event inside it is a key date, not its deadline.
  const deadline = engagement.model === 'retainer' ? null : dates.deadline;
  const analysis = {
    language: brief.language,
    primaryCategory: categories[0]?.name ?? 'other',
    categories,
    deliverables,
    requirements: textsOf(ledger, 'constraint'),
    budget: budget && withoutTax(budget),
    deadline,
    deadlineText: deadline ? dates.deadlineText : null,
    startDate: dates.startDate,
    startDateText: dates.startDateText,
    client: { name: linked || client.name, industry: client.industry, contact: client.contact },
    complexity: complexityOf(ledger),
    openQuestions: [] as string[],
    requests: ledger,
    engagement,
    market: { country: market.country, vat: market.vat, tax: budget?.tax ?? null },
    keyDates: dates.keyDates,
  };
  analysis.openQuestions = analysisQuestions(analysis, brief.text);
  const scope = {
    inScope: textsOf(
      ledger.filter((r) => !r.optional),
      'deliverable',
    ),
    outOfScope: textsOf(ledger, 'exclusion', 'client'),
    assumptions: textsOf(ledger, 'client', 'platform'),
    coverage: deliverables.map((request) => {
      const optional = ledger.some((r) => r.text === request && r.optional);
      return {
        request,
        decision: optional ? ('option' as const) : ('included' as const),
        line: null,
        reason: null,
      };
    }),
  };
  return { analysis, scope };
}
