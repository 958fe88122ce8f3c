// What the samples of a phase add up to (bench/overload/README.md defines each figure).
import { percentile, round1 } from '../pipeline/stats.mjs';

const isShed = (s) => s.status === 503 && s.retryAfter;

export function phaseFigures(samples, phase, seconds) {
  const mine = samples.filter((s) => s.phase === phase);
  const ok = mine.filter((s) => s.ok);
  const shed = mine.filter(isShed).length;
  const failures = mine.filter((s) => !s.ok && !isShed(s));
  return {
    offeredPerSecond: round1(mine.length / seconds),
    goodputPerSecond: round1(ok.length / seconds),
    p50Ms: round1(
      percentile(
        ok.map((s) => s.ms),
        50,
      ),
    ),
    p99Ms: round1(
      percentile(
        ok.map((s) => s.ms),
        99,
      ),
    ),
    shed,
    errors: failures.length,
    errorKinds: countBy(failures, (s) => s.error ?? `${s.kind} ${s.status}`),
  };
}

function countBy(items, key) {
  const counts = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/**
 * Seconds after the overload until the service is back to normal: the first second from which
 * three one-second windows in a row have no shed, no error, and a p99 within twice the p99 of the
 * normal load before the overload (or 50 ms above it, for very small baselines). Three in a row,
 * not every later one: a lone slow second a while later (a collection, a neighbour on the
 * machine) is not the overload's aftermath. `seconds` when it never is.
 */
export function recoverySeconds(samples, { phase, begin, seconds, baselineP99Ms }) {
  const limit = Math.max(2 * baselineP99Ms, baselineP99Ms + 50);
  const windows = Array.from({ length: seconds }, () => []);
  for (const s of samples) {
    if (s.phase !== phase) continue;
    const index = Math.floor((s.at - begin) / 1000);
    if (index >= 0 && index < seconds) windows[index].push(s);
  }
  const fine = windows.map(
    (window) =>
      window.length > 0 &&
      window.every((s) => s.ok) &&
      percentile(
        window.map((s) => s.ms),
        99,
      ) <= limit,
  );
  const index = fine.findIndex((_, i) => i + 3 <= seconds && fine[i] && fine[i + 1] && fine[i + 2]);
  return index === -1 ? seconds : index;
}
