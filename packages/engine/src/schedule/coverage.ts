// Work that films or photographs an event happens around it: planning in the weeks before,
// production from the day itself, editing and delivery after. Delivering everything before the
// event it is meant to show would be no use to anyone.
import { addDays, compareDays, dayFromIso, iso, mondayFrom } from '../text/calendar';
import { earliestStart, laidOut, type Schedule, type ScheduleInput } from './index';
import { signingDay } from './closures';
import { planPhases } from './phases';

const AFTER_PLANNING_DAYS = 3;

export function coverageSchedule(input: ScheduleInput, day: string): Schedule {
  const phases = planPhases(input.lines);
  const at = phases.findIndex((phase) => phase.phase === 'production');
  const before = at > 0 ? phases.slice(0, at) : [];
  const after = at >= 0 ? phases.slice(at) : phases;
  const event = dayFromIso(day);
  const weeks = before.reduce((sum, phase) => sum + phase.weeks, 0);
  const latest = mondayFrom(addDays(event, -weeks * 7 - AFTER_PLANNING_DAYS - 7));
  const earliest = earliestStart(input);
  const start = compareDays(latest, earliest) > 0 ? latest : earliest;
  const planned = laidOut(before, start, 1, null, input.closures);
  const covered = laidOut(after, event, 1, null, input.closures).map((phase, i) =>
    i === 0 ? { ...phase, from: day } : phase,
  );
  const placed = [...planned, ...covered];
  const end = dayFromIso(placed.at(-1)?.to ?? day);
  return {
    start: iso(start),
    end: iso(end),
    phases: placed,
    bufferDays: null,
    late: false,
    signBy: iso(signingDay(start)),
    months: null,
    covers: day,
  };
}
