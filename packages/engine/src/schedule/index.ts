// When the work happens. It starts no earlier than the client can decide (two weeks, or after an
// RFP's award), on the start they asked for when they gave one, and plans back from the deadline
// with a named buffer; when the deadline is far, the work is placed before it instead of starting
// next Monday by reflex. Event work ends at the event; a retainer runs for its term.
import {
  addDays,
  addMonths,
  compareDays,
  dayFromIso,
  daysBetween,
  iso,
  mondayFrom,
  weekdayOf,
  type Day,
} from '../text/calendar';
import type { PricedLine } from '../price/lines';
import { planPhases, type PlannedPhase } from './phases';

export interface ScheduledPhase extends PlannedPhase {
  from: string;
  to: string;
}

export interface Schedule {
  start: string;
  end: string;
  phases: ScheduledPhase[];
  /** Days left between the end of the work and the deadline. */
  bufferDays: number | null;
  /** The deadline cannot be met even with the work compressed. */
  late: boolean;
  /** The day the client must sign for this start. */
  signBy: string;
  /** Retainers: the term's months. */
  months: number | null;
}

export interface ScheduleInput {
  today: Day;
  lines: readonly PricedLine[];
  deadline: string | null;
  startDate: string | null;
  /** The day an RFP is awarded, when it says. */
  award: string | null;
  /** The event the work is for, when there is one: its work ends there. */
  event: { from: string; to: string } | null;
  /** The day the client's last inputs arrive ("final figures from Finance on 5 March"). */
  inputs: string | null;
  months: number | null;
}

const DECISION_DAYS = 14;
const BUFFER_DAYS = 14;
const FAR_DAYS = 42;
const MIN_COMPRESSION = 0.7;

/** The last Friday on or before `day`. */
const fridayBefore = (day: Day): Day => addDays(day, -((weekdayOf(day) + 2) % 7));

/** 21 December to 3 January: clients and studios are away; no phase starts then. */
export const inClosure = (day: Day): boolean =>
  (day.month === 12 && day.day >= 21) || (day.month === 1 && day.day <= 3);

/** The first day of the holidays a day falls in (or of its year's). */
export const closureStart = (day: Day): Day => ({
  year: day.month === 1 ? day.year - 1 : day.year,
  month: 12,
  day: 21,
});

/** The first day back after the holidays a day falls in (or of its year's). */
export const afterClosure = (day: Day): Day => ({
  year: day.month === 12 ? day.year + 1 : day.year,
  month: 1,
  day: 4,
});

/** The day itself, or the first Monday back when it falls in the holidays: no kick-off on 21 December. */
const workingFrom = (day: Day): Day => (inClosure(day) ? mondayFrom(afterClosure(day)) : day);

/** A week before the start, on a Friday, and never a day the client is away for the holidays. */
export function signingDay(start: Day): Day {
  const day = fridayBefore(addDays(start, -7));
  return inClosure(day) ? fridayBefore(addDays(closureStart(day), -3)) : day;
}

// Work made from the client's material starts once it has arrived; discovery and design need not wait.
const WAITS = new Set(['build', 'content', 'production', 'testing', 'launch']);

function laidOut(
  phases: readonly PlannedPhase[],
  start: Day,
  scale: number,
  inputs: Day | null,
): ScheduledPhase[] {
  let at = start;
  return phases.map((phase) => {
    const weeks = Math.max(1, Math.round(phase.weeks * scale));
    if (inputs && WAITS.has(phase.phase) && compareDays(at, inputs) <= 0) at = mondayFrom(addDays(inputs, 1));
    if (inClosure(at)) at = mondayFrom(afterClosure(at));
    // A phase across Christmas loses those two weeks: nobody signs off a design on 24 December.
    const christmas = { year: at.year, month: 12, day: 25 };
    const spans = compareDays(at, christmas) <= 0 && compareDays(addDays(at, weeks * 7 - 3), christmas) >= 0;
    const to = addDays(at, weeks * 7 - 3 + (spans ? 14 : 0));
    const placed = { ...phase, weeks, from: iso(at), to: iso(to) };
    at = addDays(to, 3);
    return placed;
  });
}

function earliestStart(input: ScheduleInput): Day {
  const decided = addDays(input.today, DECISION_DAYS);
  const afterAward = input.award ? addDays(dayFromIso(input.award), 10) : decided;
  const earliest = compareDays(afterAward, decided) > 0 ? afterAward : decided;
  const asked = input.startDate ? dayFromIso(input.startDate) : null;
  return workingFrom(mondayFrom(asked && compareDays(asked, earliest) > 0 ? asked : earliest));
}

/** Monthly work a project asks for after delivery (support, maintenance) runs from the day after. */
function supportAfter(lines: readonly PricedLine[], end: Day): ScheduledPhase[] {
  const monthly = lines.filter((line) => line.perMonth);
  if (monthly.length === 0) return [];
  const months = Math.max(...monthly.map((line) => line.perMonth?.months ?? 1));
  const from = addDays(end, 3);
  const to = addDays(addMonths(from, months), -1);
  const hours = monthly.reduce((sum, line) => sum + line.hours, 0);
  return [{ phase: 'support', lines: monthly, hours, weeks: months * 4, from: iso(from), to: iso(to) }];
}

/** Event work runs from the start up to the event: its phases stretch to fill the time, the last ends on the day. */
function eventSchedule(phases: readonly PlannedPhase[], start: Day, day: Day, inputs: Day | null): Schedule {
  const weeks = phases.reduce((sum, phase) => sum + phase.weeks, 0);
  const scale = Math.max(MIN_COMPRESSION, daysBetween(start, day) / (weeks * 7));
  const placed = laidOut(phases, start, scale, inputs);
  const last = placed.at(-1);
  if (last) last.to = iso(compareDays(dayFromIso(last.from), day) > 0 ? dayFromIso(last.from) : day);
  const end = last ? dayFromIso(last.to) : day;
  return {
    start: iso(start),
    end: iso(end),
    phases: placed,
    bufferDays: 0,
    late: compareDays(end, day) > 0,
    signBy: iso(signingDay(start)),
    months: null,
  };
}

export function scheduleWork(input: ScheduleInput): Schedule {
  const phases = planPhases(input.lines);
  const weeks = phases.reduce((sum, phase) => sum + phase.weeks, 0);
  let start = earliestStart(input);
  const inputs = input.inputs ? dayFromIso(input.inputs) : null;
  if (input.event) return eventSchedule(phases, start, dayFromIso(input.event.from), inputs);
  const due = input.deadline ? dayFromIso(input.deadline) : null;
  const target = due ? addDays(due, -BUFFER_DAYS) : null;
  let scale = 1;
  if (target && !input.startDate) {
    // Far from the deadline: start halfway between now and the latest safe start, not next Monday.
    const latest = addDays(target, -weeks * 7 - BUFFER_DAYS);
    const slack = daysBetween(start, latest);
    if (slack > FAR_DAYS) start = workingFrom(mondayFrom(addDays(start, Math.floor(slack / 2))));
  }
  if (target && daysBetween(start, target) < weeks * 7)
    scale = Math.max(MIN_COMPRESSION, daysBetween(start, target) / (weeks * 7));
  const placed = laidOut(phases, start, scale, inputs);
  const end = placed.length ? dayFromIso((placed.at(-1) as ScheduledPhase).to) : addDays(start, 4);
  const late = due !== null && compareDays(end, due) > 0;
  return {
    start: iso(start),
    end: iso(end),
    phases: [...placed, ...supportAfter(input.lines, end)],
    bufferDays: due ? daysBetween(end, due) : null,
    late,
    signBy: iso(signingDay(start)),
    months: null,
  };
}
