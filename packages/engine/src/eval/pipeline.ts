// Downstream checks on every brief: the generated proposal fits a stated budget and deadline, the
// scorer ranks it above a degraded copy of itself, and the review's defects are counted by kind
// (what the engine still finds wrong with its own proposals).
import type { AnalyzeOutput } from '../types';
import { generateProposal } from '../generate';
import { reviewProposal } from '../review';
import { scoreProposal } from '../score';
import { record, type Tally } from './checks';
import type { Fixture } from './fixtures';

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

export interface PipelineReport {
  score: number;
  defects: string[];
}

export function checkPipeline(
  fixture: Fixture,
  output: AnalyzeOutput,
  tallies: Map<string, Tally>,
): PipelineReport {
  const t = (name: string) => tallies.get(name) as Tally;
  const { analysis, scope } = output;
  const generated = generateProposal({ title: fixture.title, analysis, scope, createdAt: fixture.createdAt });
  if (analysis.budget && generated.currency === analysis.budget.currency) {
    record(
      t('price within budget'),
      generated.totalPriceMid <= analysis.budget.max,
      fixture.id,
      `<= ${analysis.budget.max} ${analysis.budget.currency}`,
      `${generated.totalPriceMid} ${generated.currency}`,
    );
  }
  if (analysis.deadline) {
    const end = addDays(generated.proposedStartDate, generated.estimatedDurationDays - 1);
    record(
      t('schedule before deadline'),
      end <= analysis.deadline,
      fixture.id,
      `<= ${analysis.deadline}`,
      end,
    );
  }
  const input = {
    markdown: generated.markdown,
    analysis,
    brief: fixture.text,
    proposal: { ...generated, coverage: generated.scope.coverage },
  };
  const score = scoreProposal(input).overall;
  const bad = scoreProposal({ ...input, markdown: degrade(generated.markdown) }).overall;
  record(t('score: degraded copy lower'), bad < score, fixture.id, `< ${score}`, bad);
  return { score, defects: [...new Set(reviewProposal(input).map((d) => d.kind))] };
}
