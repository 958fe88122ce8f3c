// The figures of latest.json as a table, each beside its goal on the 2-core reference machine.
import { printTable } from '../lib/table.mjs';
import { HOPS } from './trace.mjs';

const GOALS = {
  e2eP50Ms: 150,
  /** The tail at the latency load: absolute, and as a multiple of the p50. */
  e2eP99Ms: 250,
  e2eP99OverP50: 2.5,
  sdkBeyondServerMs: 50,
  engineStageP50Ms: 20,
  throughputPerSecond: 50,
};

const verdict = (met) => (met ? 'ok' : 'MISSED');
const ms = (value) => (Number.isFinite(value) ? `${value} ms` : 'n/a');

export function printReport(report) {
  const { e2e, engine, settings } = report;
  const rows = [
    ['e2e p50', ms(e2e.p50Ms), `< ${GOALS.e2eP50Ms} ms`, verdict(e2e.p50Ms < GOALS.e2eP50Ms), e2e.load],
    [
      'e2e p99',
      ms(e2e.p99Ms),
      `< ${GOALS.e2eP99Ms} ms, < ${GOALS.e2eP99OverP50}× p50`,
      verdict(e2e.p99Ms < GOALS.e2eP99Ms && e2e.p99Ms < GOALS.e2eP99OverP50 * e2e.p50Ms),
      e2e.load,
    ],
    [
      'throughput',
      `${report.throughputPerSecond} pipelines/s`,
      `>= ${GOALS.throughputPerSecond}/s`,
      verdict(report.throughputPerSecond >= GOALS.throughputPerSecond),
      `${settings.concurrency} in flight, ${settings.durationS} s`,
    ],
    ...['analyze', 'generate', 'score'].map((stage) => [
      `engine ${stage} p50`,
      ms(engine[stage].p50Ms),
      `< ${GOALS.engineStageP50Ms} ms`,
      verdict(engine[stage].p50Ms < GOALS.engineStageP50Ms),
      `in-process, ${engine[stage].samples} runs`,
    ]),
    [
      'SDK stage p99 - server',
      ms(report.sdk.stageTimeBeyondServerMs.p99Ms),
      `< ${GOALS.sdkBeyondServerMs} ms`,
      verdict(report.sdk.stageTimeBeyondServerMs.p99Ms < GOALS.sdkBeyondServerMs),
      `runPipeline, ${report.sdk.load}, ${report.sdk.requestsPerPipeline.max} requests at most`,
    ],
  ];
  printTable(rows);

  const under = report.underThroughputLoad;
  console.log(
    `under throughput load (${under.load}): e2e p50 ${ms(under.p50Ms)}, p99 ${ms(under.p99Ms)}, ` +
      `${under.pollsPerPipeline} GETs per pipeline`,
  );
  const stages = (s) =>
    Object.entries(s)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', ');
  console.log(`stage p50, request to seen done, at ${e2e.load}: ${stages(report.stagesP50Ms.atLatencyLoad)}`);
  console.log(`stage p50 at ${under.load}: ${stages(report.stagesP50Ms.atThroughputLoad)}`);
  printHops(report.hopsMs, e2e.load, under.load);
  const cpu = report.cpuPercentOfOneCoreDuringThroughput;
  if (cpu) console.log(`CPU % of one core during the throughput window: ${JSON.stringify(cpu)}`);
  if (!report.valid) {
    const { latency, throughput } = report.errors;
    console.log(
      `!!! ${latency.count + throughput.count} PIPELINES FAILED (see errors in latest.json): ` +
        `the figures count only the ones that completed`,
    );
  }
}

/** Each hop of a stage at both loads, then where the slowest pipelines spent their time. */
function printHops(hops, latencyLoad, throughputLoad) {
  const low = hops.atLatencyLoad.allStages;
  const high = hops.atThroughputLoad.allStages;
  const rows = HOPS.map(([hop, what]) => [
    hop,
    `${low[hop].p50Ms} / ${low[hop].p99Ms} ms`,
    `${high[hop].p50Ms} / ${high[hop].p99Ms} ms`,
    what,
  ]);
  printTable(rows, ['hop', `p50 / p99, ${latencyLoad}`, `p50 / p99, ${throughputLoad}`, 'from → to']);
  const { slowest, retriedStages } = hops.atLatencyLoad;
  console.log(`slowest pipelines at ${latencyLoad} (stage: hop ms), ${retriedStages} stages retried:`);
  for (const { e2eMs, analyzeSentAtS, stages } of slowest) {
    const parts = Object.entries(stages).map(
      ([stage, h]) => `${stage} ${HOPS.map(([hop]) => h[hop]).join('/')}${h.retried ? ' (retried)' : ''}`,
    );
    console.log(`  ${e2eMs} ms at ${analyzeSentAtS} s: ${parts.join(', ')}`);
  }
}
