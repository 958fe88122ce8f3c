// Which calendar the work follows: a retainer's term, or a project placed before its deadline or
// the event it is for, after the RFP's award when there is one.
import type { AnalysisResult } from '@proposals/contracts';
import type { PricedLine } from '../price/lines';
import { scheduleWork, type Schedule } from '../schedule';
import { scheduleRetainer } from '../schedule/retainer';
import type { Day } from '../text/calendar';

const DEFAULT_TERM = 6;

export function scheduleFor(
  analysis: AnalysisResult,
  lines: readonly PricedLine[],
  today: Day,
  engagement: NonNullable<AnalysisResult['engagement']>,
): Schedule {
  const keyDates = analysis.keyDates ?? [];
  const input = {
    today,
    lines,
    deadline: analysis.deadline,
    startDate: analysis.startDate,
    award: keyDates.find((k) => k.kind === 'award')?.to ?? null,
    event: analysis.primaryCategory === 'events' ? (keyDates.find((k) => k.kind === 'event') ?? null) : null,
    months: engagement.months,
  };
  if (engagement.model === 'retainer') return scheduleRetainer(input, engagement.months ?? DEFAULT_TERM);
  return scheduleWork(input);
}
