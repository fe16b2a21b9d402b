// The performance targets (docs/rules/performance.md), each evaluated against this run's figures.

const KB = 1000; // initial JS budgets in kB of 1,000 bytes, as Vite reports them

const ms = (v) => (v === null || v === undefined ? '—' : `${Math.round(v)} ms`);
const pct = (v) => (v === null || v === undefined ? '—' : `${(v * 100).toFixed(1)} %`);

/** Rows of { measure, target, measured, met } for BENCHMARKS.md; `met` is null when not measured. */
export function evaluateTargets(results) {
  const rows = [];
  const add = (measure, target, measured, met) =>
    rows.push({ measure, target, measured, met: measured === '—' ? null : met });
  const dbLabel = { postgres: 'PostgreSQL', pglite: 'PGlite' };

  for (const [kind, reads] of Object.entries(results.reads?.databases ?? {})) {
    const list = reads['products-seed'];
    add(
      `GET /api/client/products (seed) vs hello world, ${dbLabel[kind]}`,
      '≥ 50 %, p99 ≤ 25 ms at 50 connections',
      list ? `${pct(list.ratio)}, p99 ${ms(list.p99Ms)}` : '—',
      list && list.ratio >= 0.5 && list.p99Ms <= 25 && list.failures === 0,
    );
    const one = reads.product;
    add(
      `GET /api/client/products/{id} vs hello world, ${dbLabel[kind]}`,
      '≥ 50 %',
      one ? pct(one.ratio) : '—',
      one && one.ratio >= 0.5 && one.failures === 0,
    );
  }

  const pg = results.checkout?.databases?.postgres;
  const pg10 = pg?.levels?.[10];
  add(
    'COD checkout on PostgreSQL, 10 concurrent buyers',
    '≥ 300 orders/s, p95 ≤ 50 ms, stock exact',
    pg10
      ? `${pg10.ordersPerSecond} orders/s, p95 ${ms(pg10.p95Ms)}, stock ${pg.stock.exact ? 'exact' : 'NOT exact'}`
      : '—',
    pg10 && pg10.ordersPerSecond >= 300 && pg10.p95Ms <= 50 && pg.stock.exact,
  );

  for (const [label, lh] of Object.entries(results.browser?.lighthouse ?? {})) {
    add(
      `Lighthouse mobile performance, ${lh.path.replace(/[0-9a-f-]{36}/, '{id}')}`,
      '≥ 95 (median of 5)',
      String(lh.score),
      lh.score >= 95,
    );
    add(`  LCP, ${label}`, '≤ 2.0 s', `${(lh.lcpMs / 1000).toFixed(2)} s`, lh.lcpMs <= 2000);
    add(`  TBT, ${label}`, '≤ 150 ms', ms(lh.tbtMs), lh.tbtMs <= 150);
    add(`  CLS, ${label}`, '≤ 0.05', lh.cls.toFixed(3), lh.cls <= 0.05);
  }

  const home = results.browser?.initialJs?.home;
  add(
    'initial JS, gzip, for /',
    '≤ 120 KB',
    home ? `${(home.gzipBytes / KB).toFixed(1)} KB` : '—',
    home && home.gzipBytes <= 120 * KB,
  );

  const slider = results.browser?.slider;
  add(
    `one price-slider step on /shop with ${slider?.products ?? 5000} products`,
    '≤ 50 ms',
    slider ? `${slider.medianMs} ms (median of ${slider.durationsMs.length})` : '—',
    slider && slider.medianMs <= 50,
  );
  return rows;
}
