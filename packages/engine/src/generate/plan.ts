import estimation from '../data/estimation.json';
import { roundHalf, scaleRange, type Range, type WorkItem } from './estimate';
import { fill, type Phrases } from './phrases';
import type { RateOf } from './rates';

export type LineKind = 'work' | 'discovery' | 'pm' | 'qa';

/** A priced line: hours for the three cases at one rate. */
export interface Line {
  key: string;
  label: string;
  role: string;
  kind: LineKind;
  hours: Range;
  rate: number;
  /** Retainer work repeated every month. */
  recurring: boolean;
}

export interface Plan {
  lines: Line[];
  totals: Range;
  /** Lines for work left out: moved items and the unplanned part of scaled core items. */
  options: Line[];
}

const sumHours = (ranges: readonly Range[]): Range =>
  ranges.reduce((a, r) => ({ low: a.low + r.low, mid: a.mid + r.mid, high: a.high + r.high }), {
    low: 0,
    mid: 0,
    high: 0,
  });

const mapRange = (range: Range, f: (hours: number) => number): Range => ({
  low: f(range.low),
  mid: f(range.mid),
  high: f(range.high),
});

export const lineTotal = (hours: number, rate: number): number => Math.round(hours * rate);

export function totalsOf(lines: readonly Line[]): Range {
  return sumHours(lines.map((line) => mapRange(line.hours, (hours) => lineTotal(hours, line.rate))));
}

function line(
  key: string,
  label: string,
  role: string,
  kind: LineKind,
  hours: Range,
  rateOf: RateOf,
  recurring = false,
): Line {
  return { key, label, role, kind, hours, rate: rateOf(role, [label, key]), recurring };
}

/** Overheads an agency prices with any project: discovery, QA for build work, project management. */
function overheads(work: readonly Line[], phrases: Phrases, rateOf: RateOf): Line[] {
  const { discovery, qa, pmShare } = estimation;
  const workHours = sumHours(work.map((l) => l.hours));
  // The floor of discovery never outweighs a small job (a Phase 1 cut to fit a small budget).
  const discoveryHours = mapRange(workHours, (h) =>
    roundHalf(
      Math.min(
        discovery.max,
        Math.max(Math.min(discovery.min, h * discovery.smallJobShare), h * discovery.share),
      ),
    ),
  );
  const buildHours = sumHours(work.filter((l) => qa.roles.includes(l.role)).map((l) => l.hours));
  const qaHours = mapRange(buildHours, (h) => roundHalf(h * qa.share));
  const extra = [line('discovery', phrases.items.discovery, 'strategy', 'discovery', discoveryHours, rateOf)];
  if (qaHours.mid > 0) extra.push(line('qa', phrases.items.qa, 'qa', 'qa', qaHours, rateOf));
  const managed = sumHours([workHours, discoveryHours, qaHours]);
  extra.push(
    line(
      'pm',
      phrases.items.pm,
      'pm',
      'pm',
      mapRange(managed, (h) => roundHalf(h * pmShare)),
      rateOf,
    ),
  );
  return extra;
}

/**
 * Prices the included items, their core scaled to `scale` of its effort (a Phase 1 when below 1);
 * moved items and the rest of scaled ones become option lines.
 */
export function buildPlan(
  included: readonly WorkItem[],
  moved: readonly WorkItem[],
  scale: number,
  phrases: Phrases,
  rateOf: RateOf,
): Plan {
  const work: Line[] = [];
  const options: Line[] = [];
  for (const item of included) {
    const scaled = item.priority === 1 && scale < 1;
    const hours = scaled ? scaleRange(item.hours, scale) : item.hours;
    work.push(line(item.key, item.label, item.role, 'work', hours, rateOf, item.recurring));
    if (scaled) {
      const rest = mapRange(item.hours, (h) => roundHalf(h * (1 - scale)));
      options.push(
        line(
          `${item.key}:phase2`,
          fill(phrases.items.phase2, { item: item.label }),
          item.role,
          'work',
          rest,
          rateOf,
        ),
      );
    }
  }
  for (const item of moved) options.push(line(item.key, item.label, item.role, 'work', item.hours, rateOf));
  const [discovery, ...rest] = overheads(work, phrases, rateOf);
  const lines = [discovery as Line, ...work, ...rest];
  return { lines, totals: totalsOf(lines), options };
}
