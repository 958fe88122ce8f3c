// The pipeline as the SDK (and so the `proposals` CLI) runs it: runPipeline over the event stream,
// one pipeline at a time, with each stage's time as the client reports it set beside the server's.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib/harness.mjs';
import { latencySummary } from './stats.mjs';
import { hopSummary, STAGE_NAMES, traceHops } from './trace.mjs';

export async function sdkPhase({ origin, account, briefs, count, db, redisUrl, redisPrefix }) {
  const { createClient } = createRequire(import.meta.url)(path.join(root, 'packages/sdk/dist/index.js'));
  let requests = 0;
  const sdk = createClient({
    baseUrl: origin,
    apiKey: account.key,
    apiSecret: account.secret,
    fetch: (request) => {
      requests++;
      return fetch(request);
    },
  });
  const runs = [];
  const perPipeline = [];
  for (let n = 0; n < count; n++) {
    const brief = briefs[n % briefs.length];
    const { id } = await sdk.proposals.create({ title: brief.title, rawInputText: brief.text });
    const before = requests;
    const marks = {};
    const elapsed = {};
    const start = Date.now();
    // As the CLI calls it: its polling, where it must poll, is every 200 ms.
    await sdk.runPipeline(id, {
      intervalMs: 200,
      onProgress: ({ stage, state, elapsedMs }) => {
        if (state === 'started') marks[stage] = { sent: Date.now() };
        else ((marks[stage].seen = Date.now()), (elapsed[stage] = elapsedMs));
      },
    });
    perPipeline.push(requests - before);
    runs.push({ id, ms: Date.now() - start, marks, elapsed });
  }
  const traced = await traceHops(db, redisUrl, redisPrefix, runs);
  // What the client reports a stage took, less the server's own: its transition's commit to its
  // result's commit. The rest is the request before the commit and the notice after the result.
  const beyondServer = traced.flatMap((t, i) =>
    STAGE_NAMES.map((s) => runs[i].elapsed[s] - (t.stages[s].taken + t.stages[s].publish + t.stages[s].done)),
  );
  const { p50Ms, p99Ms, maxMs } = latencySummary(beyondServer);
  return {
    load: '1 in flight',
    pipelines: count,
    requestsPerPipeline: { p50: latencySummary(perPipeline).p50Ms, max: Math.max(...perPipeline) },
    stageTimeBeyondServerMs: { p50Ms, p99Ms, maxMs },
    hopsMs: hopSummary(traced),
  };
}
