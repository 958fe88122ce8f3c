import { readdirSync } from 'node:fs';
import path from 'node:path';
import { warmUpAnalysis } from '../src/pipeline/warm-up';

it("warms analysis up on every one of the engine's own briefs", async () => {
  const dir = path.join(path.dirname(require.resolve('@proposals/engine/package.json')), 'fixtures/briefs');
  const briefs = readdirSync(dir).filter((f) => f.endsWith('.json'));
  expect(briefs.length).toBeGreaterThan(0);
  expect(await warmUpAnalysis()).toBe(briefs.length);
  // Seconds of CPU on a busy machine: the compilation it is there to pay.
}, 120_000);
