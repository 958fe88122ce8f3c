// The engine's own time per stage, in this process, with no queue, database or HTTP around it.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../lib/harness.mjs';
import { percentile } from './stats.mjs';

export async function loadBriefs() {
  const dir = path.join(root, 'packages/engine/fixtures/briefs');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const briefs = await Promise.all(
    files.map(async (f) => {
      const { title, text, createdAt } = JSON.parse(await readFile(path.join(dir, f), 'utf8'));
      return { file: f, title, text, createdAt: createdAt ?? '2026-03-01T09:00:00Z' };
    }),
  );
  if (briefs.length === 0) throw new Error(`no fixture briefs in ${dir}`);
  return briefs;
}

/** Every brief through the three stages `rounds` times after `warmupRounds` uncounted ones. */
export function timeEngine(briefs, { rounds, warmupRounds }) {
  const engine = createRequire(import.meta.url)(path.join(root, 'packages/engine/dist/index.js'));
  const samples = { analyze: [], generate: [], score: [] };
  for (let round = 0; round < warmupRounds + rounds; round++) {
    const counted = round >= warmupRounds;
    for (const brief of briefs) {
      const t = performance.now();
      const { analysis, scope } = engine.analyzeBrief({
        text: brief.text,
        title: brief.title,
        createdAt: brief.createdAt,
        client: null,
      });
      const afterAnalyze = performance.now();
      const generated = engine.generateProposal({
        title: brief.title,
        analysis,
        scope,
        createdAt: brief.createdAt,
      });
      const afterGenerate = performance.now();
      engine.scoreProposal({ markdown: generated.markdown, analysis });
      const afterScore = performance.now();
      if (!counted) continue;
      samples.analyze.push(afterAnalyze - t);
      samples.generate.push(afterGenerate - afterAnalyze);
      samples.score.push(afterScore - afterGenerate);
    }
  }
  const stage = (values) => ({
    p50Ms: round3(percentile(values, 50)),
    p99Ms: round3(percentile(values, 99)),
    maxMs: round3(Math.max(...values)),
    samples: values.length,
  });
  return { analyze: stage(samples.analyze), generate: stage(samples.generate), score: stage(samples.score) };
}

const round3 = (ms) => Math.round(ms * 1000) / 1000;
