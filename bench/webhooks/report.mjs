// The figures of latest.json as a table, each beside its goal on the 2-core reference machine.
import { printTable } from '../lib/table.mjs';

const GOALS = { deliveriesPerSecond: 2000, p99Ms: 250, lost: 0 };

const verdict = (met) => (met ? 'ok' : 'MISSED');
const ms = (value) => (Number.isFinite(value) ? `${value} ms` : 'n/a');

export function printReport(report) {
  const { latency, settings } = report;
  const rows = [
    [
      'throughput',
      `${report.deliveriesPerSecond} deliveries/s`,
      `>= ${GOALS.deliveriesPerSecond}/s`,
      verdict(report.deliveriesPerSecond >= GOALS.deliveriesPerSecond),
      `${settings.endpoints} endpoints per event, ${settings.durationS} s`,
    ],
    ['latency p50', ms(latency.p50Ms), '', '', latency.load],
    [
      'latency p99',
      ms(latency.p99Ms),
      `< ${GOALS.p99Ms} ms`,
      verdict(latency.p99Ms < GOALS.p99Ms),
      latency.load,
    ],
    ['sent', String(report.sent), '', '', 'delivery records'],
    ['received', String(report.received), '', '', 'distinct deliveries arrived'],
    [
      'lost',
      String(report.lost),
      `= ${GOALS.lost}`,
      verdict(report.lost === GOALS.lost),
      'recorded xor arrived',
    ],
  ];
  printTable(rows);
  const under = report.latencyUnderThroughputLoad;
  if (under)
    console.log(
      `latency under throughput load (backlog kept full): p50 ${ms(under.p50Ms)}, p99 ${ms(under.p99Ms)}`,
    );
  console.log(
    `duplicates ${report.duplicates}; records by status ${JSON.stringify(report.recordsByStatus)}; ` +
      `still pending after the drain ${report.pendingAtEnd}`,
  );
  const cpu = report.cpuPercentOfOneCoreDuringThroughput;
  if (cpu) console.log(`CPU % of one core during the throughput window: ${JSON.stringify(cpu)}`);
}
