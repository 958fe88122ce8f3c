// Which calendar the work follows: a retainer's term, or a project placed before its deadline or
// the event it is for, after the RFP's award when there is one.
import type { AnalysisResult } from '@proposals/contracts';
import type { PricedLine } from '../price/lines';
import { scheduleWork, type Schedule } from '../schedule';
import { scheduleRetainer } from '../schedule/retainer';
import { coverageSchedule } from '../schedule/coverage';
import { serviceById } from '../catalogue';
import { addDays, dayFromIso, iso, type Day } from '../text/calendar';

const DEFAULT_TERM = 6;

type KeyDate = NonNullable<AnalysisResult['keyDates']>[number];

// A tender that says when bids are due but not when it awards: evaluating them takes about three weeks.
const EVALUATION_DAYS = 21;

/**
 * The award this work waits for: one after the deadline decides a later phase ("the rollout, in
 * June"); in a tender that gives only the submission, one assumed three weeks after it.
 */
export function awardOf(analysis: AnalysisResult): (KeyDate & { assumed?: true }) | null {
  const award = analysis.keyDates?.find((k) => k.kind === 'award') ?? null;
  if (award) return analysis.deadline && award.from > analysis.deadline ? null : award;
  const submission = (analysis.keyDates ?? []).filter((k) => k.kind === 'submission').map((k) => k.to);
  const last = submission.sort().at(-1);
  if (!last || !analysis.engagement?.rfp) return null;
  const day = iso(addDays(dayFromIso(last), EVALUATION_DAYS));
  return { kind: 'award', from: day, to: day, text: '', assumed: true };
}

/** The day the client's material arrives: inputs after the deadline belong to later work. */
export function inputsOf(analysis: AnalysisResult): string | null {
  const days = (analysis.keyDates ?? [])
    .filter((k) => k.kind === 'input' && (!analysis.deadline || k.to < analysis.deadline))
    .map((k) => k.to);
  return days.sort().at(-1) ?? null;
}

/** The event the work is for: its dates when the brief gives them apart, else the deadline it must be ready by. */
function eventOf(analysis: AnalysisResult): { from: string; to: string } | null {
  const event = analysis.keyDates?.find((k) => k.kind === 'event');
  if (event) return event;
  return analysis.deadline ? { from: analysis.deadline, to: analysis.deadline } : null;
}

// "Bump-in can start Thursday 29 April" for a lunch on 1 May: the days on site, not when the
// planning starts, which an event needs weeks of.
const ON_SITE_DAYS = 14;
const onSite = (start: string | null, event: { from: string } | null): boolean =>
  !!start && !!event && start <= event.from && iso(addDays(dayFromIso(start), ON_SITE_DAYS)) > event.from;

// Photographs or film of an event ("Reportage photo de toute la soirée", "un video resumen … de la
// feria"): made on the day the brief dates, not weeks before it.
const EVENT_NOUN =
  /(?<![\p{L}])(?:event\p{L}*|soirée|gala|fête|fest\p{L}*|feria|fiesta|conference|congr\p{L}*|wedding|mariage|boda|hochzeit|ceremony|cérémonie|zeremonie|ceremonia|inaugura\p{L}*|eröffnung|concert|konzert|concierto|festival|salon|messe|fair|tournament|tournoi|turnier|torneo|summit|sommet|gipfel|cumbre|premiere|première|vernissage|jubiläum|anniversary|anniversaire|aniversario)(?![\p{L}])/iu;
const films = (line: PricedLine): boolean =>
  line.phase === 'production' &&
  ['photography', 'video'].includes(serviceById(line.service ?? '')?.category ?? '') &&
  showsEvent(line.basis ?? '');

// "ein Imagevideo für die Messe am 14. Mai" is made before the fair, to show there.
const FOR_IT =
  /(?<![\p{L}])(?:for|für|pour|para|zur|zum|ahead of|before|avant|vor|antes de)\s+(?:(?:the|our|die|der|den|das|unsere?n?|la|le|les|l'|notre|el|los|las|nuestr[oa])\s*)?$/iu;
function showsEvent(text: string): boolean {
  const found = EVENT_NOUN.exec(text);
  return found !== null && !FOR_IT.test(text.slice(0, found.index));
}

export function scheduleFor(
  analysis: AnalysisResult,
  lines: readonly PricedLine[],
  today: Day,
  engagement: NonNullable<AnalysisResult['engagement']>,
): Schedule {
  const event = analysis.primaryCategory === 'events' ? eventOf(analysis) : null;
  const input = {
    today,
    lines,
    deadline: analysis.deadline,
    startDate: onSite(analysis.startDate, event) ? null : analysis.startDate,
    award: awardOf(analysis)?.to ?? null,
    event,
    months: engagement.months,
    inputs: inputsOf(analysis),
    closures: (analysis.keyDates ?? []).filter((k) => k.kind === 'closure'),
  };
  if (engagement.model === 'retainer') return scheduleRetainer(input, engagement.months ?? DEFAULT_TERM);
  const shown = analysis.keyDates?.find((k) => k.kind === 'event' && k.from > iso(today));
  if (!event && shown && lines.some(films)) return coverageSchedule(input, shown.from);
  return scheduleWork(input);
}
