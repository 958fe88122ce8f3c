import { toDay } from '../dates';
import { endDay } from '../schedule';
import { fill } from '../phrases';
import { paragraphs, table, type DocContext } from './context';

export function timeline(ctx: DocContext): string {
  const { columns, text } = ctx.phrases;
  const { schedule } = ctx.fitted;
  const deadline = ctx.input.analysis.deadline;
  let day = schedule.startDay;
  const rows = schedule.milestones.map((m) => {
    const row = [m.name, String(m.durationDays), ctx.date(day), ctx.date(day + m.durationDays)];
    day += m.durationDays;
    return row;
  });
  const end = endDay(schedule);
  const meets = deadline !== null && end <= toDay(deadline);
  return paragraphs(
    fill(text.timelineIntro, {
      start: ctx.date(schedule.startDay),
      end: ctx.date(end),
      days: schedule.durationDays,
    }),
    table([columns.phase, columns.days, columns.start, columns.end], rows, ['l', 'r', 'l', 'l']),
    deadline !== null &&
      [
        meets
          ? fill(text.deadlineMet, { deadline })
          : fill(text.deadlineMissed, {
              deadline,
              days: schedule.durationDays,
              start: ctx.date(schedule.startDay),
            }),
        meets && schedule.compressed && text.compressed,
        meets && schedule.startedEarly && fill(text.startEarly, { start: ctx.date(schedule.startDay) }),
        meets &&
          schedule.ongoing &&
          fill(text.ongoingAfter, {
            deadline,
            items: schedule.ongoing.labels.join(', '),
            months: schedule.ongoing.months,
            start: ctx.date(end),
          }),
      ]
        .filter(Boolean)
        .join(' '),
  );
}
