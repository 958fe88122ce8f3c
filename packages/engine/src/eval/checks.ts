// Field-by-field comparison of an analysis with a fixture's expectations.
import type { AnalysisResult } from '@proposals/contracts';
import type { Fixture } from './fixtures';

export interface Tally {
  name: string;
  passed: number;
  total: number;
  misses: string[];
}

export const tally = (name: string): Tally => ({ name, passed: 0, total: 0, misses: [] });

export function record(t: Tally, ok: boolean, id: string, expected: unknown, got: unknown): void {
  t.total += 1;
  if (ok) t.passed += 1;
  else t.misses.push(`${id}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`);
}

/** Found when an analysed deliverable contains the expected one or is contained by it, ignoring case. */
export function deliverableFound(expected: string, got: string[]): boolean {
  const wanted = expected.toLowerCase();
  return got.some((phrase) => {
    const have = phrase.toLowerCase();
    return have.includes(wanted) || wanted.includes(have);
  });
}

export const FIELD_NAMES = [
  'language',
  'budget',
  'no invented budget',
  'deadline',
  'primary category',
  'deliverables',
] as const;

export function checkAnalysis(fixture: Fixture, analysis: AnalysisResult, tallies: Map<string, Tally>): void {
  const t = (name: string) => tallies.get(name) as Tally;
  const { expected: e, id } = fixture;
  record(t('language'), analysis.language === e.language, id, e.language, analysis.language);
  const got = analysis.budget && {
    min: analysis.budget.min,
    max: analysis.budget.max,
    currency: analysis.budget.currency,
  };
  if (e.budget) {
    const ok =
      !!got && got.min === e.budget.min && got.max === e.budget.max && got.currency === e.budget.currency;
    record(t('budget'), ok, id, e.budget, got);
  } else {
    record(t('no invented budget'), got === null, id, null, got);
  }
  record(t('deadline'), analysis.deadline === e.deadline, id, e.deadline, analysis.deadline);
  record(
    t('primary category'),
    analysis.primaryCategory === e.primaryCategory,
    id,
    e.primaryCategory,
    analysis.primaryCategory,
  );
  for (const deliverable of e.deliverables) {
    record(
      t('deliverables'),
      deliverableFound(deliverable, analysis.deliverables),
      id,
      deliverable,
      analysis.deliverables,
    );
  }
}
