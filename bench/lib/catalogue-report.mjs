// The "Catalogue size" section of BENCHMARKS.md, rendered from a bench/catalogue-size.mjs result, and written
// between its markers (report.mjs keeps it when `npm run bench` rewrites the page).
import { CATALOGUE_END, CATALOGUE_START, renderTargets, sectionMarkers, writeSection } from './report.mjs';
import { CATALOGUE_TARGETS as T } from './targets.mjs';

const DB = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const n = (v, digits = 0) =>
  v === null || v === undefined
    ? '—'
    : Number(v).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kb = (bytes) => (bytes === null || bytes === undefined ? '—' : `${(bytes / 1000).toFixed(1)} KB`);
const pct = (v) => (v === null || v === undefined ? '—' : `${(v * 100).toFixed(1)} %`);
const route = (p) => p.replace(/[0-9a-f-]{36}/, '{id}');
const sizesOf = (results) => [...new Set(Object.values(results.runs).flatMap((r) => Object.keys(r)))].map(Number);

function pagesTable(results) {
  const rows = [];
  for (const [db, bySize] of Object.entries(results.runs))
    for (const [size, run] of Object.entries(bySize))
      for (const p of Object.values(run.pages ?? {}))
        rows.push(
          `| ${DB[db]} | ${n(size)} | ${route(p.path)} | ${p.status} | ${kb(p.brBytes)} (${p.brEncoding}) | ` +
            `${kb(p.identityBytes)} |`,
        );
  return ['| database | products | page | status | br | identity |', '|---|--:|---|--:|--:|--:|', ...rows];
}

function loadTable(results) {
  const rows = [];
  const names = { search: 'GET /api/client/search (mix)', product: 'GET /api/client/products/{id}' };
  names.list = "GET /api/client/search (the shop's list)";
  names.reviews = 'GET /api/reviews/{id}';
  for (const [db, bySize] of Object.entries(results.runs))
    for (const [size, run] of Object.entries(bySize))
      for (const key of ['search', 'list', 'product', 'reviews']) {
        const r = run[key];
        if (!r) continue;
        rows.push(
          r.available === false
            ? `| ${DB[db]} | ${n(size)} | ${names[key]} | not available: ${r.reason} | | | | | | | |`
            : `| ${DB[db]} | ${n(size)} | ${names[key]} | ${n(r.rps)} | ${n(r.helloRps)} | ${pct(r.ratio)} | ` +
                `${r.runs ? r.runs.map((run) => pct(run.ratio)).join(', ') : '—'} | ` +
                `${r.p50Ms} ms | ${r.p99Ms} ms | ${r.failures} | ${r.loadAverage} |`,
        );
      }
  const refused = [];
  for (const [db, bySize] of Object.entries(results.runs))
    for (const [size, run] of Object.entries(bySize))
      for (const [q, status] of Object.entries(run.search?.statuses ?? {}))
        if (status !== 200) refused.push(`${DB[db]} ${n(size)}: \`${q}\` answered ${status}`);
  return [
    ...(refused.length ? [`Searches not answered 200: ${refused.join('; ')}.`, ''] : []),
    '| database | products | request | req/s | hello req/s | × hello | × hello of each pair | p50 | p99 | failed | ' +
      'load avg |',
    '|---|--:|---|--:|--:|--:|---|--:|--:|--:|--:|',
    ...rows,
  ];
}

function lighthouseTable(results) {
  const rows = [];
  const cells = (l) =>
    `${l.score} | ${(l.lcpMs / 1000).toFixed(2)} s | ${l.tbtMs} ms | ${(l.fcpMs / 1000).toFixed(2)} s | ` +
    `${l.cls.toFixed(3)} | ${l.runs.map((x) => x.score).join(', ')}`;
  for (const [size, run] of Object.entries(results.runs.pglite ?? {})) {
    const lh = run.lighthouse;
    if (!lh) continue;
    for (const l of Object.values(lh.routes)) {
      const bis = l.runs.map((r) => Math.round(r.benchmarkIndex)).join(', ');
      rows.push(`| ${n(size)} | ${route(l.path)} | preset, CPU × 4 (benchmarkIndex ${bis}) | ${cells(l)} |`);
      const e = l.emulated;
      const multipliers = e.runs.map((r) => r.cpuSlowdownMultiplier).join(', ');
      rows.push(`| ${n(size)} | ${route(l.path)} | as at 2,000: CPU × ${multipliers} | ${cells(e)} |`);
      const c = l.cpuTime;
      if (c) {
        const t = l.mainThread;
        const clock = t ? `; its tasks ${t.clockPerCpu} × their CPU time on the clock` : '';
        rows.push(
          `| ${n(size)} | ${route(l.path)} | as at 2,000, main thread at its CPU time: CPU × ` +
            `${c.cpuSlowdownMultiplier}${clock} | ${cells(c)} |`,
        );
      }
    }
    if (lh.skipped.length) rows.push(`| ${n(size)} | ${lh.skipped.join(', ')} | not run (no 200) | | | | | | |`);
  }
  return [
    '| products | page | throttling | score | LCP | TBT | FCP | CLS | scores of the runs |',
    '|--:|---|---|--:|--:|--:|--:|--:|---|',
    ...rows,
  ];
}

function timingsTable(results) {
  const rows = [];
  for (const [db, bySize] of Object.entries(results.runs))
    for (const [size, run] of Object.entries(bySize)) {
      const t = run.timings;
      const c = run.counts;
      rows.push(
        `| ${DB[db]} | ${n(size)} | ${n(c.sizes)} sizes, ${n(c.reviews)} reviews, ${n(c.orders)} orders ` +
          `(${n(c.orderLines)} lines) | ${t.seedSeconds} s | ${t.startupSeconds} s | ${t.pagesSeconds ?? '—'} s | ` +
          `${t.loadSeconds ?? '—'} s | ${t.lighthouseSeconds ?? '—'} s |`,
      );
    }
  return [
    '| database | products | seeded | seed (SQL) | API start | page bytes (first build included) | load part | ' +
      'Lighthouse part |',
    '|---|--:|---|--:|--:|--:|--:|--:|',
    ...rows,
  ];
}

/** What limits each missed target and what would move it (written once the figures are known). */
export const MISSED_NOTES_START = sectionMarkers('catalogue').notes;

export function renderCatalogueSection(results, jsonName) {
  const { meta } = results;
  const m = meta.machine;
  const o = meta.options;
  const bis = Object.values(results.runs.pglite ?? {})
    .map((r) => r.lighthouse?.benchmarkIndex)
    .filter(Boolean);
  return [
    CATALOGUE_START,
    '',
    '## Catalogue size: 64, 5,000 and 50,000 products',
    '',
    `Written by \`npm run bench:catalogue\` on ${meta.startedAt.slice(0, 10)} (${meta.startedAt}) in ` +
      `${Math.floor(meta.durationSeconds / 60)} min ${meta.durationSeconds % 60} s; ` +
      `sizes ${o.sizes.map((x) => n(x)).join(', ')} ` +
      `on ${o.dbs.map((d) => DB[d]).join(' and ')}${o.lighthouse ? '' : ', Lighthouse skipped'}` +
      `${o.load ? '' : ', load skipped'}. Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB, ` +
      `Node ${m.node}; load average at start ${m.loadAverageAtStart.join(' / ')} (a shared box); Lighthouse ` +
      `benchmarkIndex ${bis.length ? bis.join(', ') : '—'}. Code: commit \`${meta.code.commit}\`` +
      `${meta.code.uncommittedChanges ? ' plus uncommitted changes' : ''}. Raw figures: \`bench/results/${jsonName}\`.`,
    '',
    '**Method.** Each size is a copy of the template the production server migrated and seeded (64 products), grown ' +
      'by SQL (`bench/lib/catalogue-size-sql.mjs`): titles as a boutique writes them (colour, print, fabric, cut), ' +
      "the images and sizes of a seed product of the same category, prices around the source's (40 % discounted, " +
      '3 % sold out), reviews on a third of the products, and total ÷ 2 orders (at least 200) of 1–2 lines over 60 ' +
      "days, skewed to few products so 'popular' has an order. Then the production build (`apps/api/dist`) starts " +
      'on it, one process. Page bytes: the body of the HTML document as sent (`accept-encoding: br`, and identity), ' +
      `first page only, no scrolling. Load: autocannon, ${o.connections} connections; search ${o.searchSeconds} s ` +
      'over a mix of 25 queries (typos such as "kutra" and "anarkalli", variants "sari"/"saree", several words, ' +
      "category + sizes, price ranges, every sort) plus the second page of five of them; the shop's product list " +
      `${o.readSeconds} s (GET /api/client/search without words: the whole catalogue, each category, sorts, and ` +
      'the next page of four; docs/decisions/166-the-product-list-at-scale.md); one product and one ' +
      `product's reviews ${o.readSeconds} s each, rotating over up to 300 ids; each is measured in ${o.pairs ?? 1} ` +
      `pair${(o.pairs ?? 1) === 1 ? '' : 's'} with a hello world (\`bench/lib/hello-world.mjs\`) measured for ` +
      `${o.readSeconds} s just before it, the warm-up before the first pair only: req/s, p50 and p99 are the ` +
      "pairs' medians, × hello the median of the pairs' ratios " +
      '(docs/decisions/168-catalogue-loads-in-pairs.md). Lighthouse (PGlite only: ' +
      'the page and its data are the same on both databases) runs the default mobile preset (simulated slow 4G and ' +
      `4× CPU slowdown), a fresh CLI and browser per run, median of ${o.lighthouseRuns} runs per page. Each run ` +
      'loads the page once and is audited twice from the saved artifacts (`--gather-mode`, `--audit-mode`): as ' +
      'the preset is on this host, and with `throttling.cpuSlowdownMultiplier` = 4 × benchmarkIndex ÷ 2,000, ' +
      'where benchmarkIndex is the one Lighthouse measured in that same run: the simulation then stretches the ' +
      'main-thread tasks it recorded as a host at benchmarkIndex 2,000 (the slowest host the targets must hold ' +
      'on) would have run them. After every page has run, each run is audited a third time with the main ' +
      "thread's tasks at their CPU time (the trace's thread time) instead of their time on the clock, and CPU × 4 " +
      "× the runs' highest benchmarkIndex ÷ 2,000: on this 2-core box the page's main thread waits for a core " +
      "while Chromium's browser and GPU processes, Lighthouse and the server use both " +
      '(docs/decisions/154-main-thread-at-its-cpu-time.md). The Lighthouse targets are judged on the third audit; ' +
      'the first two are shown beside it.',
    '',
    ...(results.errors.length
      ? ['**Parts that failed:**', '', ...results.errors.map((e) => `- ${e.part}: ${e.message.split('\n')[0]}`), '']
      : []),
    '### Targets',
    '',
    renderTargets(results.targets),
    '',
    '### Page bytes',
    '',
    ...pagesTable(results),
    '',
    ...(results.runs && Object.values(results.runs).some((b) => Object.values(b).some((r) => r.search))
      ? ['### Reads under load', '', ...loadTable(results), '']
      : []),
    ...(Object.values(results.runs.pglite ?? {}).some((r) => r.lighthouse)
      ? ['### Lighthouse mobile (PGlite)', '', ...lighthouseTable(results), '']
      : []),
    '### Time per part',
    '',
    ...timingsTable(results),
    '',
    `Targets: \`bench/lib/targets.mjs\` (CATALOGUE_TARGETS: bytes ≤ ${T.pageBytesGrowthMax} ×, LCP ≤ ` +
      `${T.lighthouse.lcpMsMax} ms, TBT ≤ ${T.lighthouse.tbtMsMax} ms, score ≥ ${T.lighthouse.scoreMin}, ` +
      `search p99 ≤ ${T.searchP99MsMax} ms, list ≥ ${T.listRatioMin * 100} %, ` +
      `reviews ≥ ${T.reviewsRatioMin * 100} %, product ≥ ${T.productRatioMin * 100} % of hello ` +
      `world). Sizes measured: ${sizesOf(results)
        .map((x) => n(x))
        .join(', ')}.`,
    '',
    '```bash',
    'npm run bench:catalogue        # builds, then everything: about 35 min on the shared 2-core box (Lighthouse 25)',
    'npm run bench:catalogue -- --sizes=64,50000 --db=pglite --skip-lighthouse --no-build   # a part',
    'npm run bench:catalogue -- --from=bench/results/catalogue-<timestamp>.json   # this section again from a run',
    '```',
    '',
    MISSED_NOTES_START,
    '',
    CATALOGUE_END,
  ].join('\n');
}

/** Replaces the section between the markers, keeping hand-written notes after MISSED_NOTES_START (report.mjs). */
export function writeCatalogueSection(section) {
  return writeSection('catalogue', section);
}
