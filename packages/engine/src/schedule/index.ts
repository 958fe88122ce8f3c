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
  type Day,
} from '../text/calendar';
import type { PricedLine } from '../price/lines';
import { closedDaysWithin, signingDay, within, workingFrom, type Closure } from './closures';
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
  /** Work that films or photographs an event: the day it is covered, which production starts on. */
  covers?: string;
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
  /** Days the client is closed or away. */
  closures: readonly Closure[];
}

const DECISION_DAYS = 14;
const BUFFER_DAYS = 14;
const FAR_DAYS = 42;
const MIN_COMPRESSION = 0.7;

// Work made from the client's material starts once it has arrived; discovery and design need not wait.
const WAITS = new Set(['build', 'content', 'production', 'testing', 'launch']);

export function laidOut(
  phases: readonly PlannedPhase[],
  start: Day,
  scale: number,
  inputs: Day | null,
  closures: readonly Closure[],
): ScheduledPhase[] {
  let at = start;
  return phases.map((phase) => {
    const weeks = Math.max(1, Math.round(phase.weeks * scale));
    if (inputs && WAITS.has(phase.phase) && compareDays(at, inputs) <= 0) at = mondayFrom(addDays(inputs, 1));
    at = workingFrom(at, closures);
    // A phase across Christmas loses those two weeks: nobody signs off a design on 24 December.
    const christmas = { year: at.year, month: 12, day: 25 };
    const planned = addDays(at, weeks * 7 - 3);
    // The client's own closure over Christmas counts once.
    const spans =
      compareDays(at, christmas) <= 0 &&
      compareDays(planned, christmas) >= 0 &&
      !closures.some((closure) => within(christmas, closure));
    const to = addDays(planned, (spans ? 14 : 0) + closedDaysWithin(at, planned, closures));
    const placed = { ...phase, weeks, from: iso(at), to: iso(to) };
    at = addDays(to, 3);
    return placed;
  });
}

export function earliestStart(input: ScheduleInput): Day {
  const decided = addDays(input.today, DECISION_DAYS);
  const afterAward = input.award ? addDays(dayFromIso(input.award), 10) : decided;
  const earliest = compareDays(afterAward, decided) > 0 ? afterAward : decided;
  const asked = input.startDate ? dayFromIso(input.startDate) : null;
  return workingFrom(
    mondayFrom(asked && compareDays(asked, earliest) > 0 ? asked : earliest),
    input.closures,
  );
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
function eventSchedule(
  phases: readonly PlannedPhase[],
  start: Day,
  day: Day,
  inputs: Day | null,
  closures: readonly Closure[],
): Schedule {
  const weeks = phases.reduce((sum, phase) => sum + phase.weeks, 0);
  const scale = Math.max(MIN_COMPRESSION, daysBetween(start, day) / (weeks * 7));
  const placed = laidOut(phases, start, scale, inputs, closures);
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
  if (input.event) return eventSchedule(phases, start, dayFromIso(input.event.from), inputs, input.closures);
  const due = input.deadline ? dayFromIso(input.deadline) : null;
  const target = due ? addDays(due, -BUFFER_DAYS) : null;
  let scale = 1;
  if (target && !input.startDate) {
    // Far from the deadline: start halfway between now and the latest safe start, not next Monday.
    const latest = addDays(target, -weeks * 7 - BUFFER_DAYS);
    const slack = daysBetween(start, latest);
    if (slack > FAR_DAYS)
      start = workingFrom(mondayFrom(addDays(start, Math.floor(slack / 2))), input.closures);
  }
  if (target && daysBetween(start, target) < weeks * 7)
    scale = Math.max(MIN_COMPRESSION, daysBetween(start, target) / (weeks * 7));
  const placed = laidOut(phases, start, scale, inputs, input.closures);
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
