// Latency and status bookkeeping per route for the load bench.

/** The q-quantile (0..1) of sorted numbers, nearest-rank. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

/** Collects one sample per request: its route label, status (or 'error') and milliseconds. */
export function createRecorder() {
  const routes = new Map();
  return {
    record(route, status, ms) {
      let r = routes.get(route);
      if (!r) routes.set(route, (r = { latencies: [], statuses: {} }));
      r.latencies.push(ms);
      r.statuses[status] = (r.statuses[status] ?? 0) + 1;
    },
    /** Per route: requests, statuses, p50/p90/p99/max in ms, and the 5xx and network-error counts. */
    summary(seconds) {
      const out = {};
      for (const [route, r] of [...routes.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        const sorted = [...r.latencies].sort((a, b) => a - b);
        const serverErrors = Object.entries(r.statuses)
          .filter(([s]) => Number(s) >= 500)
          .reduce((n, [, c]) => n + c, 0);
        out[route] = {
          requests: sorted.length,
          perSecond: Number((sorted.length / seconds).toFixed(1)),
          statuses: r.statuses,
          p50Ms: round(quantile(sorted, 0.5)),
          p90Ms: round(quantile(sorted, 0.9)),
          p99Ms: round(quantile(sorted, 0.99)),
          maxMs: round(sorted[sorted.length - 1] ?? null),
          serverErrors,
          networkErrors: r.statuses.error ?? 0,
        };
      }
      return out;
    },
  };
}

const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);
