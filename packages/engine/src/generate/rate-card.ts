// A rate card as the contract's fields: each rate a line of one unit, billed by use ('hourly'), and
// no total, since nothing is committed until a job is ordered (docs/decisions.md).
import type { GenerationResult } from '@proposals/contracts';
import type { Plan } from '../plan';
import { validUntil } from '../plan/rate-card';
import { dayFromIso, daysBetween } from '../text/calendar';
import { writeProposal } from '../write';
import { coverageOf } from './coverage';
import { scopeOf } from './scope';

export function rateCardResult(plan: Plan): GenerationResult {
  const rows = (plan.rateCard ?? []).filter((row) => row.cents !== null);
  const start = plan.schedule.start;
  return {
    currency: plan.currency,
    pricingModel: 'hourly',
    pricingBreakdown: rows.map((row) => ({
      item: `${row.item} (${row.per})`,
      hours: Math.round(((row.cents ?? 0) / plan.rate) * 100) / 100,
      rate: plan.rate,
      total: row.cents ?? 0,
      basis: row.item,
      quantity: null,
      unit: row.per,
    })),
    pricingOptions: [],
    totalPriceLow: 0,
    totalPriceMid: 0,
    totalPriceHigh: 0,
    estimatedDurationDays: Math.max(
      1,
      daysBetween(dayFromIso(start), dayFromIso(validUntil(plan.input.createdAt))) + 1,
    ),
    proposedStartDate: start,
    timelineMilestones: [],
    markdown: writeProposal(plan),
    scope: scopeOf(
      plan,
      coverageOf(plan, (line) => line.label),
    ),
  };
}
