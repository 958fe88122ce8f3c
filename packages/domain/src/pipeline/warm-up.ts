import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { rulesEngine } from '@proposals/engine';

// The rules engine's own briefs: every language it reads, and the shapes briefs come in.
const SAMPLES = 'fixtures/briefs';

async function sampleBriefs(): Promise<{ title: string; text: string; createdAt: string }[]> {
  const dir = path.join(path.dirname(require.resolve('@proposals/engine/package.json')), SAMPLES);
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json'));
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))));
}

/**
 * Analysis is hundreds of large Unicode, case-insensitive regexes, and V8 compiles each one when
 * it runs on a string of each width (Latin-1 or not), not when it is created: it interprets the
 * first run and compiles at the second. A fresh worker paid that on its first briefs of each
 * language, 0.3 to 0.8 s within one job, while its single thread served none of its other jobs:
 * that was the whole e2e p99 of bench/pipeline. Two passes of analysis over the samples before
 * the first job pay it where no one waits. The LLM engine falls back to the rules, so this warms
 * its fallback too. Resolves to how many briefs there were (0 when the samples are not shipped).
 */
export async function warmUpAnalysis(): Promise<number> {
  const briefs = await sampleBriefs();
  for (const _pass of [1, 2])
    for (const { title, text, createdAt } of briefs)
      await rulesEngine.analyze({
        title: title ?? '',
        text,
        createdAt: createdAt ?? new Date().toISOString(),
      });
  return briefs.length;
}
