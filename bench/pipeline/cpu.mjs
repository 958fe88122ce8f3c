// Where the CPU went during a phase, from /proc (Linux): per service, this client, and the whole
// machine, which includes PostgreSQL, Redis and anything else running beside the bench.
import { readFileSync } from 'node:fs';

const TICKS_PER_S = 100; // USER_HZ, 100 on every Linux this runs on

function processTicks(pids) {
  try {
    if (Array.isArray(pids)) return pids.reduce((sum, pid) => sum + (processTicks(pid) ?? 0), 0);
    const pid = pids;
    // Fields after the command name, which may itself hold spaces; utime and stime are 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function machineTicks() {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = values[3] + values[4];
    return { busy: values.reduce((a, b) => a + b, 0) - idle, total: values.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/**
 * Starts sampling `{ name, pid }` entries (`pid` may be a list, summed); the function returned gives
 * each one's CPU as % of one core since then.
 */
export function cpuMeter(processes) {
  const startedAt = process.hrtime.bigint();
  const before = processes.map(({ pid }) => processTicks(pid));
  const machine = machineTicks();
  const client = process.cpuUsage();
  return () => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    const percent = (ticks) => Math.round((ticks / TICKS_PER_S / seconds) * 100);
    const result = {};
    processes.forEach(({ name, pid }, i) => {
      const after = processTicks(pid);
      result[name] = after === null || before[i] === null ? null : percent(after - before[i]);
    });
    const used = process.cpuUsage(client);
    result.client = Math.round(((used.user + used.system) / 1e6 / seconds) * 100);
    const machineAfter = machineTicks();
    if (machine && machineAfter)
      result.machineBusyPercent = Math.round(
        ((machineAfter.busy - machine.busy) / (machineAfter.total - machine.total)) * 100,
      );
    return result;
  };
}
