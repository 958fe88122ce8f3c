// A retainer's calendar: set-up in the two weeks before the first month, then the term, month by
// month, starting on the day the client asked for or on the Monday after they can decide (and
// set-up is done). Its end is the term's last day, whatever the work's hours.
import { addDays, addMonths, compareDays, dayFromIso, iso, mondayFrom } from '../text/calendar';
import type { PricedLine } from '../price/lines';
import { afterClosure, closureStart, inClosure, signingDay } from './closures';
import type { Schedule, ScheduleInput } from './index';

const DECISION_DAYS = 14;

const SETUP_DAYS = 14;

export function scheduleRetainer(input: ScheduleInput, months: number): Schedule {
  const setupFirst = input.lines.some((line) => !line.perMonth);
  const decided = addDays(input.today, DECISION_DAYS + (setupFirst ? SETUP_DAYS : 0));
  const asked = input.startDate ? dayFromIso(input.startDate) : null;
  // A monthly term can begin on any Monday: waiting for the first of a month loses weeks.
  const wanted = asked && compareDays(asked, input.today) > 0 ? asked : mondayFrom(decided);
  // "Start in January": not on New Year's Day, but on the first Monday back.
  const start = inClosure(wanted) ? mondayFrom(afterClosure(wanted)) : wanted;
  const before = mondayFrom(addDays(start, -SETUP_DAYS));
  // Set-up that would fall in the holidays is done in the fortnight before them.
  const setupFrom =
    inClosure(before) || inClosure(addDays(before, SETUP_DAYS - 3))
      ? mondayFrom(addDays(closureStart(start), -SETUP_DAYS))
      : before;
  const setupStart = compareDays(setupFrom, addDays(input.today, 7)) >= 0 ? setupFrom : start;
  const end = addDays(addMonths(start, months), -1);
  const setup: PricedLine[] = input.lines.filter((line) => !line.perMonth);
  const monthly: PricedLine[] = input.lines.filter((line) => line.perMonth);
  const setupTo =
    compareDays(setupStart, start) < 0 ? addDays(setupStart, SETUP_DAYS - 3) : addDays(start, SETUP_DAYS - 1);
  const phases = [
    ...(setup.length
      ? [
          {
            phase: 'discovery' as const,
            lines: setup,
            hours: setup.reduce((s, l) => s + l.hours, 0),
            weeks: 2,
            from: iso(setupStart),
            to: iso(setupTo),
          },
        ]
      : []),
    {
      phase: 'support' as const,
      lines: monthly,
      hours: monthly.reduce((s, l) => s + l.hours, 0),
      weeks: months * 4,
      from: iso(start),
      to: iso(end),
    },
  ];
  return {
    start: iso(start),
    end: iso(end),
    phases,
    bufferDays: null,
    late: false,
    signBy: iso(signingDay(setupStart)),
    months,
  };
}
