import estimation from '../data/estimation.json';
import type { GenerateInput, GenerationResult } from '../types';
import { fromDay, mondayAfter, toDay, weekdayAfter } from './dates';
import { estimateWork } from './estimate';
import { fitScope } from './fit';
import type { DocContext } from './markdown/context';
import { renderDocument } from './markdown/document';
import { formatHours, formatMoney } from './money';
import { buildPlan, lineTotal, type Line } from './plan';
import { languageOf, phrasesFor } from './phrases';
import { pricingModel, retainerMonths } from './pricing-model';
import { proposalCurrency, rateCard } from './rates';
import { planSchedule, type ScheduleContext } from './schedule';

const toPricingLine = (line: Line) => ({
  item: line.label,
  hours: line.hours.mid,
  rate: line.rate,
  total: lineTotal(line.hours.mid, line.rate),
});

/** The client's requested start when it is not in the past, else the first Monday after our lead time. */
function startDays(input: GenerateInput): Pick<ScheduleContext, 'startDay' | 'earliestDay'> {
  const created = toDay(input.createdAt);
  const { leadDays, earliestLeadDays } = estimation.schedule;
  const requested = input.analysis.startDate === null ? null : toDay(input.analysis.startDate);
  if (requested !== null && requested >= created) return { startDay: requested, earliestDay: null };
  return { startDay: mondayAfter(created, leadDays), earliestDay: weekdayAfter(created, earliestLeadDays) };
}

/** Estimates, fits to the budget and deadline, schedules and writes the proposal. Pure and deterministic. */
export function generateProposal(input: GenerateInput): GenerationResult {
  const { analysis } = input;
  const language = languageOf(analysis.language);
  const phrases = phrasesFor(language);
  const currency = proposalCurrency(analysis, input.template);
  const rateOf = rateCard(currency, phrases, input.template);
  const months = retainerMonths(analysis);
  const deadlineDay = analysis.deadline === null ? null : toDay(analysis.deadline);
  const scheduleContext: ScheduleContext = {
    ...startDays(input),
    deadlineDay,
    retainerMonths: months,
    phrases,
  };
  const items = estimateWork(analysis, input.scope, input.title, language, months);
  const fitted = fitScope(
    items,
    { budgetMax: analysis.budget?.max ?? null, deadlineDay },
    {
      price: (included, moved, scale) => buildPlan(included, moved, scale, phrases, rateOf),
      schedule: (plan) => planSchedule(plan, scheduleContext),
    },
  );
  const model = pricingModel(analysis, fitted.full.plan, months);
  const ctx: DocContext = {
    input,
    language,
    phrases,
    fitted,
    model,
    retainerMonths: months,
    clientName: input.client ? (input.client.company ?? input.client.name) : analysis.client.name,
    money: (cents) => formatMoney(cents, currency, language),
    hours: (hours) => formatHours(hours, language),
    date: fromDay,
  };
  const { plan, schedule } = fitted;
  return {
    currency,
    pricingModel: model,
    pricingBreakdown: plan.lines.map(toPricingLine),
    pricingOptions: plan.options.map(toPricingLine),
    totalPriceLow: plan.totals.low,
    totalPriceMid: plan.totals.mid,
    totalPriceHigh: plan.totals.high,
    estimatedDurationDays: schedule.durationDays,
    proposedStartDate: fromDay(schedule.startDay),
    timelineMilestones: schedule.milestones,
    markdown: renderDocument(ctx),
  };
}
