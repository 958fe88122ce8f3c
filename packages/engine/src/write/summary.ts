// The summary: what the client asked for and when it will be done, then the price against their
// budget and, if the budget forced a choice, what was chosen and why. Two paragraphs a buyer can
// stop after.
import { daysBetween, dayFromIso } from '../text/calendar';
import { ballparkOf, totalsOf } from '../plan/totals';
import type { Writer } from './context';
import { section } from './context';
import { isOptionOfMore } from '../price/lines';
import { optionLines } from './options';
import { askedOf, namesOf } from './words';

const WEEK = 7;
const MAX_ASKED = 5;

function withTax(w: Writer, cents: number): string {
  const vat = w.plan.analysis.market?.vat ?? 0;
  return vat > 0 ? w.voice.investment.plusTax(w.money(cents), w.taxName) : w.money(cents);
}

function whenClause(w: Writer): string {
  const { plan, voice } = w;
  const { schedule, analysis } = plan;
  const dates = voice.summary.dates(w.date(schedule.start), w.date(schedule.end));
  const event =
    analysis.primaryCategory === 'events' ? analysis.keyDates?.find((k) => k.kind === 'event') : undefined;
  if (event) return dates + voice.summary.onEvent(w.date(event.from));
  if (schedule.covers) return dates + voice.summary.covering(w.date(schedule.covers));
  if (!analysis.deadline) return `${dates}.`;
  if (schedule.late) return dates + voice.summary.late(w.date(analysis.deadline), w.date(schedule.end));
  const weeks = Math.floor(daysBetween(dayFromIso(schedule.end), dayFromIso(analysis.deadline)) / WEEK);
  return weeks >= 1
    ? dates + voice.summary.beforeDeadline(voice.weeks(weeks), w.date(analysis.deadline))
    : `${dates}.`;
}

function firstParagraph(w: Writer): string {
  const { plan, voice } = w;
  // More of the same work offered apart ("same workshops at the other 5 clinics") is an option below.
  const asked = plan.lines.filter((line) => line.basis !== null && !isOptionOfMore(line));
  if (plan.discovery?.asked) {
    const { low, high } = ballparkOf(plan);
    const pieces = plan.discovery.ballpark.filter((line) => line.basis !== null).slice(0, MAX_ASKED);
    const work = voice.list([...new Set(pieces.map((line) => askedOf(w, line)))]);
    return voice.summary.ballpark(work, w.money(low), withTax(w, high), withTax(w, totalsOf(plan).total));
  }
  if (plan.discovery) {
    const weeks = plan.schedule.phases.reduce((sum, phase) => sum + phase.weeks, 0);
    return voice.summary.discovery(voice.weeks(weeks), withTax(w, totalsOf(plan).total));
  }
  const named = voice.list([...new Set(asked.slice(0, MAX_ASKED).map((line) => askedOf(w, line)))]);
  if (plan.schedule.months)
    return voice.summary.retainer(w.date(plan.schedule.start), w.date(plan.schedule.end), named);
  return `${voice.summary.asked(named)} ${whenClause(w)}`;
}

function priceParagraph(w: Writer): string {
  const { plan, voice } = w;
  const totals = totalsOf(plan);
  const budget = plan.budget;
  // "16.000 € brutto" beside a net price: the budget is named with its tax, or a buyer reads the two as alike.
  const taxed = (plan.analysis.market?.vat ?? 0) > 0 && plan.analysis.market?.tax === 'included';
  const stated = !budget
    ? ''
    : taxed
      ? voice.investment.withTax(w.money(budget.statedMax), w.taxName)
      : w.money(budget.statedMax);
  const head =
    totals.monthly !== null && totals.months
      ? // "month to month, 30 days notice": a monthly fee, its total only over the months it is held.
        (plan.analysis.engagement?.noticeMonths ? voice.summary.rollingFee : voice.summary.monthlyFee)(
          w.money(totals.monthly),
          String(totals.months),
          withTax(w, totals.total),
        )
      : voice.summary.price(withTax(w, totals.total), '');
  const { verdict, reductions, moved, fullTotal } = plan.fitted;
  if (plan.engagement.model === 'hourly') {
    const hourly = voice.summary.hourly(w.number(totals.hours), w.money(totals.total), w.money(plan.rate));
    if (!budget) return hourly;
    return (
      hourly + (totals.total > budget.cents ? voice.summary.hourlyOverCap : voice.summary.hourlyCap)(stated)
    );
  }
  if (!budget || verdict === 'no-budget') return `${head}.`;
  if (totals.monthly !== null && budget.monthly && totals.months)
    return (
      head +
      voice.summary.monthlyAverage(w.money(Math.round(totals.total / totals.months / 100) * 100), stated)
    );
  if (verdict === 'fits') return head + voice.summary.fits(stated);
  // "2.530 € … in Ihrem Rahmen von 2.500 €" is a claim a buyer checks.
  if (verdict === 'reduced' && totals.total > budget.cents) return head + voice.summary.justOver(stated);
  if (verdict === 'headroom')
    return (
      head + voice.summary.headroom(stated) + (optionLines(w).length ? voice.summary.headroomOptions : '')
    );
  if (verdict === 'reduced') {
    const how = reductions
      .map((r) => plan.lines.find((l) => l.key === r.key)?.reducible?.how[plan.language])
      .filter((h): h is string => !!h);
    // Lines lightened without a lighter version of their own say nothing to list: "Dafür schlagen wir vor: ."
    const extra = w.money(reductions.reduce((sum, r) => sum + Math.round(r.saved * plan.rate), 0));
    return (
      head + (how.length ? voice.summary.reduced(stated, voice.list(how), extra) : voice.summary.fits(stated))
    );
  }
  if (verdict === 'close') {
    const without = totals.total - plan.fitted.droppable.reduce((sum, line) => sum + w.cents(line), 0);
    const names = namesOf(w, plan.fitted.droppable);
    return head + voice.summary.close(stated, w.money(totals.total - budget.cents), names, w.money(without));
  }
  if (verdict === 'packages')
    return (
      head +
      voice.summary.packages(
        stated,
        namesOf(
          w,
          moved.filter((l) => !l.optional),
        ),
      )
    );
  // Over budget, the way on: the options below, the unit prices to scale by, or a talk.
  const then = moved.length
    ? voice.summary.overThen.options
    : plan.fitted.included.every((l) => l.quantity !== null && l.quantity > 1)
      ? voice.summary.overThen.units
      : voice.summary.overThen.rescope;
  return head + voice.summary.over(stated, w.money(fullTotal), then);
}

/** Recurring work quoted a month, apart from the project's price. */
function ongoingSentence(w: Writer): string {
  const { ongoing } = w.plan;
  if (ongoing.length === 0) return '';
  const fee = ongoing.reduce((sum, line) => sum + w.cents(line), 0);
  return w.voice.summary.ongoing(w.voice.list(ongoing.map((line) => askedOf(w, line))), w.money(fee));
}

export function summary(w: Writer): string {
  return section(w.voice.headings.summary, firstParagraph(w), priceParagraph(w) + ongoingSentence(w));
}
