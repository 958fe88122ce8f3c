// `pnpm engine:eval`: runs the three stages over a set of fixture briefs and prints accuracy per
// field with every miss, the pipeline checks, and the defects the review still finds by kind.
// Always exits 0: it is a report, not a gate. Accuracy on a set the engine was tuned on says little;
// a blind set graded with RUBRIC.md is the measure (docs/engine.md).
import { analyzeBrief } from '../analyze';
import type { AnalyzeOutput } from '../types';
import { checkAnalysis, FIELD_NAMES, tally, type Tally } from './checks';
import { loadFixtures, type Fixture } from './fixtures';
import { resolveFixtureSet } from './fixture-set';
import { checkPipeline } from './pipeline';

const PIPELINE_NAMES = [
  'price within budget',
  'schedule before deadline',
  'score: degraded copy lower',
] as const;
const TIMED_RUNS = 5;

function timeAnalyze(fixtures: Fixture[]): { p50: number; p95: number } {
  const run = (f: Fixture) => analyzeBrief({ text: f.text, title: f.title, createdAt: f.createdAt });
  fixtures.forEach(run);
  const samples: number[] = [];
  for (const fixture of fixtures) {
    const times: number[] = [];
    for (let i = 0; i < TIMED_RUNS; i += 1) {
      const started = process.hrtime.bigint();
      run(fixture);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    samples.push(times.sort((a, b) => a - b)[Math.floor(TIMED_RUNS / 2)] as number);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

const percent = (t: Tally) => (t.total === 0 ? 'n/a' : `${((100 * t.passed) / t.total).toFixed(1)} %`);

function main(): void {
  const set = resolveFixtureSet(process.argv.slice(2), process.env);
  const fixtures = loadFixtures(set.dir);
  const tallies = new Map<string, Tally>(
    [...FIELD_NAMES, ...PIPELINE_NAMES].map((name) => [name, tally(name)]),
  );
  const pipelineErrors: string[] = [];
  const defects = new Map<string, number>();
  const scores: number[] = [];
  for (const fixture of fixtures) {
    const output: AnalyzeOutput = analyzeBrief({
      text: fixture.text,
      title: fixture.title,
      createdAt: fixture.createdAt,
    });
    checkAnalysis(fixture, output.analysis, tallies);
    try {
      const report = checkPipeline(fixture, output, tallies);
      scores.push(report.score);
      for (const kind of report.defects) defects.set(kind, (defects.get(kind) ?? 0) + 1);
    } catch (error) {
      pipelineErrors.push(`${fixture.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(`Engine evaluation over ${fixtures.length} fixture briefs (set: ${set.name})\n`);
  for (const t of tallies.values()) {
    if (t.misses.length === 0) continue;
    console.log(`${t.name} misses:`);
    for (const miss of t.misses) console.log(`  - ${miss}`);
  }
  for (const error of pipelineErrors) console.log(`pipeline error: ${error}`);
  const { p50, p95 } = timeAnalyze(fixtures);
  console.log('\n| check | result | passed |\n|---|---|---|');
  for (const t of tallies.values()) console.log(`| ${t.name} | ${percent(t)} | ${t.passed}/${t.total} |`);
  console.log(`| analyze time p50 | ${p50.toFixed(2)} ms | p95 ${p95.toFixed(2)} ms |`);
  const mean = scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
  console.log(`\nThe engine's own score: mean ${mean.toFixed(1)} over ${scores.length} proposals.`);
  console.log('\n| defect the review finds | proposals |\n|---|---|');
  for (const [kind, n] of [...defects].sort((a, b) => b[1] - a[1])) console.log(`| ${kind} | ${n} |`);
}

main();
