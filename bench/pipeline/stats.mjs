/** Nearest-rank percentile: a value that was measured, never one interpolated between two. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round1 = (value) => Math.round(value * 10) / 10;

/** Latency figures of one set of pipelines, rounded to 0.1 ms. */
export function latencySummary(values) {
  return {
    p50Ms: round1(percentile(values, 50)),
    p90Ms: round1(percentile(values, 90)),
    p99Ms: round1(percentile(values, 99)),
    // percentile 100 rather than Math.max(...values), whose arguments overflow the stack past ~120k.
    maxMs: round1(percentile(values, 100)),
  };
}
