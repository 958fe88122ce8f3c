// "How we'll work": the phases with their dates and the work in each, the buffer left before the
// deadline, and the dates the plan respects (an RFP's award, the event, the client's inputs).
import { awardOf, inputsOf } from '../plan/dates';
import { dayFromIso, daysBetween } from '../text/calendar';
import type { Writer } from './context';
import { section, table } from './context';

const WEEK = 7;
const MAX_NAMES = 4;

function rows(w: Writer): string[][] {
  const { plan, voice } = w;
  return plan.schedule.phases.map((phase) => {
    const work =
      phase.phase === 'support' && plan.schedule.months
        ? voice.timeline.monthlyWork
        : [...new Set(phase.lines.slice(0, MAX_NAMES).map((line) => line.label))].join('; ');
    const name =
      phase.phase === 'support' && plan.schedule.months
        ? voice.timeline.retainerTerm(String(plan.schedule.months))
        : voice.phases[phase.phase];
    return [name, w.range(phase.from, phase.to), work];
  });
}

function notes(w: Writer): string[] {
  const { plan, voice } = w;
  const { analysis, schedule } = plan;
  const notes: string[] = [];
  const award = awardOf(analysis);
  if (award)
    notes.push((award.assumed ? voice.timeline.awardAssumed : voice.timeline.award)(w.date(award.to)));
  const inputs = inputsOf(analysis);
  if (inputs && !schedule.months) notes.push(voice.timeline.inputs(w.date(inputs)));
  if (analysis.deadline && !schedule.months) {
    const days = daysBetween(dayFromIso(schedule.end), dayFromIso(analysis.deadline));
    if (schedule.late) notes.push(voice.timeline.late(w.date(analysis.deadline)));
    else if (days >= WEEK)
      notes.push(voice.timeline.buffer(voice.weeks(Math.floor(days / WEEK)), w.date(analysis.deadline)));
  }
  const event =
    analysis.primaryCategory === 'events' ? analysis.keyDates?.find((k) => k.kind === 'event') : undefined;
  if (event) notes.push(voice.timeline.event(w.range(event.from, event.to)));
  return notes;
}

export function timeline(w: Writer): string {
  const { plan, voice } = w;
  return section(
    voice.headings.timeline,
    voice.timeline.intro(w.date(plan.schedule.start, true), w.date(plan.schedule.end, true)),
    table(voice.timeline.columns, rows(w)),
    notes(w).join(' '),
  );
}
