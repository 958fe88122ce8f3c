// The figures of latest.json as a table, each beside its goal on the 2-core reference machine.
import { printTable } from '../lib/table.mjs';

const GOALS = {
  e2eP50Ms: 150,
  engineStageP50Ms: 20,
  throughputPerSecond: 50,
};

const verdict = (met) => (met ? 'ok' : 'MISSED');
const ms = (value) => (Number.isFinite(value) ? `${value} ms` : 'n/a');

export function printReport(report) {
  const { e2e, engine, settings } = report;
  const rows = [
    ['e2e p50', ms(e2e.p50Ms), `< ${GOALS.e2eP50Ms} ms`, verdict(e2e.p50Ms < GOALS.e2eP50Ms), e2e.load],
    ['e2e p99', ms(e2e.p99Ms), '', '', e2e.load],
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
