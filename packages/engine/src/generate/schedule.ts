import type { Milestone } from '@proposals/contracts';
import estimation from '../data/estimation.json';
import type { Line, Plan } from './plan';
import type { Phrases } from './phrases';

type PhaseName = keyof Phrases['phases'];

export interface Schedule {
  startDay: number;
  durationDays: number;
  milestones: Milestone[];
  /** More people per phase than usual, to meet the deadline. */
  compressed: boolean;
  /** Started before the usual lead time, to meet the deadline. */
  startedEarly: boolean;
  /** A retainer with a launch date: its recurring work runs after the setup, not before the date. */
  ongoing: { months: number; labels: string[] } | null;
}

export interface ScheduleContext {
  startDay: number;
  /** Where an earlier start may be offered to meet a deadline; null when the client fixed the start. */
  earliestDay: number | null;
  deadlineDay: number | null;
  retainerMonths: number | null;
  phrases: Phrases;
}

const BUILD_PHASE: Record<string, PhaseName> = {
  design: 'design',
  video: 'production',
  photography: 'production',
  content: 'content',
  translation: 'content',
  marketing: 'campaign',
  events: 'event',
};
const ORDER: PhaseName[] = [
  'discovery',
  'onboarding',
  'design',
  'build',
  'production',
  'content',
  'campaign',
  'event',
  'ongoing',
  'launch',
  'delivery',
];
const REVIEW_DAYS = 3;
const DAYS_PER_MONTH = 30;

function phaseOf(line: Line, retainer: boolean): PhaseName | null {
  if (line.kind === 'pm') return null;
  if (line.kind === 'discovery') return retainer ? 'onboarding' : 'discovery';
  if (line.kind === 'qa') return 'launch';
  if (line.recurring) return 'ongoing';
  return BUILD_PHASE[line.role] ?? 'build';
}

/**
 * Calendar days for the hours at the agency's weekly throughput, with up to `cap` people; a
 * compressed schedule splits smaller amounts of work between people.
 */
function daysFor(hours: number, cap: number): number {
  const { hoursPerWeek, hoursPerPerson, compressedHoursPerPerson, teamCap } = estimation.schedule;
  const share = cap > teamCap ? compressedHoursPerPerson : hoursPerPerson;
  const people = Math.min(cap, Math.max(1, Math.ceil(hours / share)));
  return Math.max(1, Math.ceil((hours / (people * hoursPerWeek)) * 7));
}

// On a retainer the recurring work runs for whole months, whatever its hours; a final review has no hours of its own.
function durationOf(name: PhaseName, hours: number, cap: number, ctx: ScheduleContext): number {
  if (name === 'ongoing') return DAYS_PER_MONTH * (ctx.retainerMonths ?? 1);
  return name === 'delivery' ? REVIEW_DAYS : daysFor(hours, cap);
}

/** The recurring lines that run after the launch date, when a retainer has one. */
function ongoingAfterDeadline(plan: Plan, ctx: ScheduleContext): Schedule['ongoing'] {
  if (ctx.retainerMonths === null || ctx.deadlineDay === null) return null;
  const lines = plan.lines.filter((line) => phaseOf(line, true) === 'ongoing');
  return lines.length ? { months: ctx.retainerMonths, labels: lines.map((line) => line.label) } : null;
}

function phases(plan: Plan, ctx: ScheduleContext, cap: number): Milestone[] {
  const retainer = ctx.retainerMonths !== null;
  const afterLaunch = ongoingAfterDeadline(plan, ctx) !== null;
  const groups = new Map<PhaseName, Line[]>();
  for (const line of plan.lines) {
    const phase = phaseOf(line, retainer);
    if (phase === 'ongoing' && afterLaunch) continue;
    if (phase) groups.set(phase, [...(groups.get(phase) ?? []), line]);
  }
  if (!groups.has('launch') && !retainer) groups.set('delivery', []);
  return ORDER.filter((name) => groups.has(name)).map((name) => {
    const lines = groups.get(name) as Line[];
    const hours = lines.reduce((sum, line) => sum + line.hours.mid, 0);
    const durationDays = durationOf(name, hours, cap, ctx);
    const named = lines.length ? lines : plan.lines.filter((line) => line.kind === 'work');
    const description = `${named.map((line) => line.label).join(', ')}.`;
    return { name: ctx.phrases.phases[name], durationDays, description };
  });
}

function attempt(plan: Plan, ctx: ScheduleContext, cap: number, startDay: number): Schedule {
  const milestones = phases(plan, ctx, cap);
  const durationDays = milestones.reduce((sum, m) => sum + m.durationDays, 0);
  return {
    startDay,
    durationDays,
    milestones,
    compressed: cap > estimation.schedule.teamCap,
    startedEarly: startDay !== ctx.startDay,
    ongoing: ongoingAfterDeadline(plan, ctx),
  };
}

export const endDay = (schedule: Schedule): number => schedule.startDay + schedule.durationDays;

/**
 * Sequential phases sized from the plan's likely hours. With a deadline, the usual team is tried
 * first, then larger teams, then an earlier start; the first that meets it wins, else the fastest.
 */
export function planSchedule(plan: Plan, ctx: ScheduleContext): Schedule {
  const { teamCap, compressedCaps } = estimation.schedule;
  const tries: [number, number][] = [teamCap, ...compressedCaps].map((cap) => [cap, ctx.startDay]);
  if (ctx.earliestDay !== null && ctx.earliestDay < ctx.startDay)
    tries.push([compressedCaps.at(-1) ?? teamCap, ctx.earliestDay]);
  let schedule = attempt(plan, ctx, teamCap, ctx.startDay);
  for (const [cap, start] of tries) {
    schedule = attempt(plan, ctx, cap, start);
    if (ctx.deadlineDay === null || endDay(schedule) <= ctx.deadlineDay) return schedule;
  }
  return schedule;
}
