// The generate stage: the analysis planned (priced, fitted to the budget, scheduled), written as
// the proposal in the brief's language, and returned as the contract's fields. Pure and
// deterministic.
import type { GenerationResult, PricingLine } from '@proposals/contracts';
import { planProposal } from '../plan';
import { totalsOf } from '../plan/totals';
import type { PricedLine } from '../price/lines';
import { dayFromIso, daysBetween } from '../text/calendar';
import type { GenerateInput } from '../types';
import { writeProposal } from '../write';
import { writerFor } from '../write/context';
import { optionLines } from '../write/options';
import { coverageOf } from './coverage';
import { scopeOf } from './scope';
import { rateCardResult } from './rate-card';

const toLine = (line: PricedLine, rate: number, item = line.label, hours = line.hours): PricingLine => ({
  item,
  hours,
  rate,
  total: Math.round(hours * rate),
  basis: line.basis,
  quantity: line.quantity,
  unit: line.unit,
});

export function generateProposal(input: GenerateInput): GenerationResult {
  const plan = planProposal(input);
  if (plan.rateCard) return rateCardResult(plan);
  const w = writerFor(plan);
  const { schedule, rate } = plan;
  const totals = totalsOf(plan);
  const monthly = (line: PricedLine) => ({
    label: `${line.label} (${w.voice.investment.perMonth})`,
    cents: w.cents(line),
    line,
  });
  const options = [...optionLines(w), ...plan.ongoing.map(monthly)];
  const optionLabel = (line: PricedLine) => options.find((o) => o.line === line)?.label ?? line.label;
  const model = schedule.months
    ? 'retainer'
    : plan.engagement.model === 'hourly'
      ? 'hourly'
      : plan.engagement.model === 'phased' || totals.hours > 400
        ? 'milestone'
        : 'fixed';
  const cap = plan.budget?.statedMax ?? Number.MAX_SAFE_INTEGER;
  return {
    currency: plan.currency,
    pricingModel: model,
    pricingBreakdown: plan.fitted.included.map((line) => toLine(line, rate)),
    pricingOptions: options.map((o) => toLine(o.line, rate, o.label, Math.round((o.cents / rate) * 2) / 2)),
    totalPriceLow: model === 'hourly' ? Math.round(totals.total * 0.85) : totals.total,
    totalPriceMid: totals.total,
    totalPriceHigh:
      model === 'hourly'
        ? Math.max(totals.total, Math.min(cap, Math.round(totals.total * 1.15)))
        : totals.total,
    estimatedDurationDays: Math.max(1, daysBetween(dayFromIso(schedule.start), dayFromIso(schedule.end)) + 1),
    proposedStartDate: schedule.start,
    timelineMilestones: schedule.phases.map((phase) => ({
      name: w.voice.phases[phase.phase],
      durationDays: Math.max(0, daysBetween(dayFromIso(phase.from), dayFromIso(phase.to)) + 1),
      description: phase.lines.map((line) => line.label).join(', '),
      startDate: phase.from,
      endDate: phase.to,
    })),
    markdown: writeProposal(plan),
    scope: scopeOf(plan, coverageOf(plan, optionLabel)),
  };
}
