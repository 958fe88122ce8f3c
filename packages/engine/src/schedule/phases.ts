// The phases of the work, in the order agencies run them, each as long as its hours need at the
// team's pace plus the client's review time (design and content wait for the client's feedback
// and material). Phases are named for the work they hold.
import type { Phase } from '../catalogue';
import type { PricedLine } from '../price/lines';

export interface PlannedPhase {
  phase: Phase;
  lines: PricedLine[];
  hours: number;
  weeks: number;
}

const ORDER: Phase[] = [
  'discovery',
  'design',
  'content',
  'build',
  'production',
  'testing',
  'launch',
  'campaign',
  'event',
  'training',
  'reporting',
  'retest',
  'support',
];
/** Phases merged into the one before them when both are present ("testing" and "launch"). */
const MERGE: Partial<Record<Phase, Phase>> = { launch: 'testing', training: 'launch', reporting: 'event' };
const MIN_WEEKS: Record<Phase, number> = {
  discovery: 1,
  design: 2,
  content: 1,
  build: 2,
  production: 1,
  testing: 1,
  launch: 1,
  campaign: 2,
  event: 1,
  training: 1,
  reporting: 1,
  retest: 1,
  support: 1,
};
/** Weeks a phase waits on the client: design rounds, content and material to arrive, fixes before a retest. */
const CLIENT_WEEKS: Partial<Record<Phase, number>> = { design: 1, content: 1, retest: 2 };

/** Hours a week the team gives one project: more people on larger projects. */
export function weeklyCapacity(totalHours: number): number {
  return Math.min(160, Math.max(24, totalHours / 6));
}

export function planPhases(lines: readonly PricedLine[]): PlannedPhase[] {
  const once = lines.filter((line) => !line.perMonth);
  const total = once.reduce((sum, line) => sum + line.hours, 0);
  const capacity = weeklyCapacity(total);
  const groups = new Map<Phase, PricedLine[]>();
  for (const phase of ORDER) {
    const members = once.filter((line) => line.phase === phase);
    if (members.length === 0) continue;
    const into = MERGE[phase];
    const target = into && groups.has(into) ? into : phase;
    groups.set(target, [...(groups.get(target) ?? []), ...members]);
  }
  return [...groups.entries()].map(([grouped, members]) => {
    // Testing that ends in a launch is named for both; testing alone is just testing.
    const phase = grouped === 'testing' && members.some((l) => l.phase === 'launch') ? 'launch' : grouped;
    const hours = members.reduce((sum, line) => sum + line.hours, 0);
    const weeks = Math.max(MIN_WEEKS[phase], Math.ceil(hours / capacity)) + (CLIENT_WEEKS[phase] ?? 0);
    return { phase, lines: members, hours, weeks };
  });
}
