// Downstream checks on the briefs with a stated budget or deadline: the generated proposal fits them,
// and the scorer ranks it above a degraded copy of itself.
import type { AnalyzeOutput } from '../types';
import { generateProposal } from '../generate';
import { scoreProposal } from '../score';
import { record, type Tally } from './checks';
import type { Fixture } from './fixtures';

export class NotImplemented extends Error {}

function stage<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof Error && /not implemented/i.test(error.message))
      throw new NotImplemented(error.message);
    throw error;
  }
}

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Headings and prices removed, the rest diluted with vague filler. */
export function degrade(markdown: string): string {
  const filler =
    'We will do our best to deliver various things as appropriate, and so on, depending on many factors.';
  return markdown
    .split('\n')
    .filter((line, index) => !/^#{1,3}\s/.test(line) || index === 0)
    .filter((_, index) => index % 3 !== 1)
    .map((line) =>
      line.replace(/[$€£]\s?[\d.,\s]+\d|\d[\d.,\s]*\s?(?:[$€£]|USD|EUR|GBP|CHF|CAD|AUD)/g, 'TBD'),
    )
    .join(`\n${filler}\n`);
}

export function checkPipeline(fixture: Fixture, output: AnalyzeOutput, tallies: Map<string, Tally>): void {
  const t = (name: string) => tallies.get(name) as Tally;
  const { analysis, scope } = output;
  const generated = stage(() =>
    generateProposal({ title: fixture.title, analysis, scope, createdAt: fixture.createdAt }),
  );
  if (analysis.budget) {
    const fits =
      generated.currency !== analysis.budget.currency || generated.totalPriceMid <= analysis.budget.max;
    record(
      t('price within budget'),
      fits,
      fixture.id,
      `<= ${analysis.budget.max} ${analysis.budget.currency}`,
      `${generated.totalPriceMid} ${generated.currency}`,
    );
  }
  if (analysis.deadline) {
    const end = addDays(generated.proposedStartDate, generated.estimatedDurationDays);
    record(
      t('schedule before deadline'),
      end <= analysis.deadline,
      fixture.id,
      `<= ${analysis.deadline}`,
      end,
    );
  }
  const good = stage(() => scoreProposal({ markdown: generated.markdown, analysis })).overall;
  const bad = stage(() => scoreProposal({ markdown: degrade(generated.markdown), analysis })).overall;
  record(t('score: degraded copy lower'), bad < good, fixture.id, `< ${good}`, bad);
}
