// Small statistics helpers: medians of repetitions and percentiles of latency samples.

/** The median of a list of numbers (the mean of the two middle values for an even count). */
export function median(values) {
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** The p-th percentile (0–100) of samples, nearest-rank. */
export function percentile(samples, p) {
  if (samples.length === 0) return null;
  const xs = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * xs.length));
  return xs[rank - 1];
}

/** Rounds for reporting: `digits` after the point. */
export const round = (value, digits = 0) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits));
