// `npm run bench:collections`: GET /api/client/collections/{slug} (docs/decisions/098-collections.md) at 50,000
// products on PGlite and PostgreSQL, following search-attributes-50k.mjs. Each database is a copy of the template the
// production server migrated and seeded, grown by lib/catalogue-size-sql.mjs and given attribute values by
// lib/attribute-values-sql.mjs, then three collections written by SQL (lib/collections-sql.mjs): automatic on category
// and price ("kurtis under ₹999", by price), automatic on an attribute (fabric cotton, newest first) and manual (200
// products in the owner's order). Then the production build of the API on it:
// 1. the first page's bytes (identity and brotli) and its item count at 64 products and at `--products`: a collection
//    page's first screen does not grow with the catalogue;
// 2. at 50 connections, `--reps` times each, at `--products`: the first page, and its "Load more" (the page after the
//    first page's cursor).
// Writes bench/results/collections-<timestamp>.json and, on a run with the default options (or with --write-page),
// the collections section of BENCHMARKS.md (hand-written notes after its `bench:collections:notes` marker are kept).
// Options: --db=pglite,postgres --products=50000 --seconds=10 --reps=3 --no-build --write-page; --from=<results json>
// only renders that run's section again. Environment: BENCH_PORT, BENCH_PGPORT (5548).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync } from 'node:zlib';
import { startApiServer } from './lib/api-server.mjs';
import { attributeValuesSql } from './lib/attribute-values-sql.mjs';
import { catalogueSizeSql } from './lib/catalogue-size-sql.mjs';
import { BENCH_COLLECTIONS, collectionsSql } from './lib/collections-sql.mjs';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { killAllNow, stopAll } from './lib/processes.mjs';
import { provenance, renderFromSavedRun, sectionEnd, sectionMarkers, writeSection } from './lib/report.mjs';
import { underLoad } from './lib/search-attributes-measure.mjs';
import { createShops } from './lib/shops.mjs';
import { median, round } from './lib/stats.mjs';
import { CATALOGUE_TARGETS } from './lib/targets.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const opts = {
  dbs: option('db', 'pglite,postgres').split(',').filter(Boolean),
  products: Number(option('products', '50000')),
  small: 64,
  seconds: Number(option('seconds', '10')),
  reps: Number(option('reps', '3')),
  connections: 50,
  warmupSeconds: 2,
};
if (opts.dbs.some((d) => !['pglite', 'postgres'].includes(d)) || !(opts.products > opts.small)) {
  console.error('usage: --db=pglite,postgres --products=50000 (> 64) --seconds=10 --reps=3 --no-build');
  process.exit(2);
}
// --from=<results json>: only renders that run's section of BENCHMARKS.md again, measuring nothing.
await renderFromSavedRun('collections', renderSection);
const full = !args.some((a) => /^--(db|products|seconds|reps)=/.test(a)) || args.includes('--write-page');

const t0 = performance.now();
const log = (message) => console.log(`[${((performance.now() - t0) / 1000).toFixed(0).padStart(5)} s] ${message}`);
const runId = `${Date.now().toString(36)}${process.pid}`;
const workDir = path.join(os.tmpdir(), `vastra-bench-collections-${runId}`);
const logDir = path.join(workDir, 'logs');
mkdirSync(logDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

let pg = null;
async function cleanUp() {
  await stopAll();
  if (pg) {
    await pg.dropDatabases();
    await pg.stop().catch(() => undefined);
    pg = null;
  }
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
process.once('exit', killAllNow);

const results = {
  meta: { startedAt: new Date().toISOString(), machine: describeMachine(), code: describeCode(), options: opts },
  runs: {},
  errors: [],
};

try {
  if (!args.includes('--no-build')) {
    log('building the shop (npm run build)');
    if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
      throw new Error('npm run build failed');
  }
  for (const kind of opts.dbs) {
    try {
      if (kind === 'postgres') {
        pg = await startPostgres();
        log(`PostgreSQL on port ${pg.port}`);
      }
      results.runs[kind] = await measureDatabase(kind);
    } catch (error) {
      log(`${kind} FAILED: ${error.message.split('\n')[0]}`);
      results.errors.push({ part: kind, message: error.message.slice(0, 2000) });
    } finally {
      await cleanUp();
    }
  }
} finally {
  await cleanUp();
}

results.meta.durationSeconds = Math.round((performance.now() - t0) / 1000);
mkdirSync(RESULTS_DIR, { recursive: true });
const jsonName = `collections-${stamp}.json`;
writeFileSync(path.join(RESULTS_DIR, jsonName), `${JSON.stringify(results, null, 2)}\n`);
log(`wrote bench/results/${jsonName}`);
if (full) {
  await writeSection('collections', renderSection(results, jsonName));
  log('wrote the collections section of BENCHMARKS.md');
}
if (results.errors.length) {
  log(`${results.errors.length} part(s) failed; logs kept in ${logDir}`);
  process.exitCode = 1;
} else rmSync(workDir, { recursive: true, force: true });

/** Seeds the template, then measures the small catalogue (bytes only) and the large one (bytes and load). */
async function measureDatabase(kind) {
  const shops = createShops({ kind, pg, workDir, logDir, runId });
  await shops.seed();
  const run = { sizes: {} };
  for (const size of [opts.small, opts.products]) run.sizes[size] = await measureSize(shops, kind, size);
  return run;
}

async function measureSize(shops, kind, size) {
  const out = { timings: {} };
  let since = performance.now();
  const database = await shops.clone(`coll_${size}`);
  const [grown] = await shops.queryJson(database, catalogueSizeSql(size));
  await shops.queryJson(database, attributeValuesSql());
  out.collections = await shops.queryJson(database, collectionsSql());
  await shops.settle(database);
  out.counts = { products: grown.products };
  out.timings.seedSeconds = round((performance.now() - since) / 1000, 1);
  log(`${kind} ${size}: seeded in ${out.timings.seedSeconds} s: ${JSON.stringify(out.collections)}`);
  since = performance.now();
  const api = await startApiServer({ database, name: `${kind}-coll-${size}`, logDir });
  out.timings.startupSeconds = round((performance.now() - since) / 1000, 1);
  try {
    out.pages = {};
    for (const { slug } of BENCH_COLLECTIONS) {
      since = performance.now();
      const first = await fetch(`${api.url}/api/client/collections/${slug}`);
      const text = await first.text();
      if (!first.ok) throw new Error(`${slug} answered ${first.status}: ${text.slice(0, 300)}`);
      const body = JSON.parse(text);
      const page = {
        firstRequestMs: round(performance.now() - since),
        items: body.items.length,
        identityBytes: Buffer.byteLength(text),
        brotliBytes: brotliCompressSync(text).length,
        loadMore: body.nextCursor ? `/api/client/collections/${slug}?cursor=${body.nextCursor}` : null,
      };
      out.pages[slug] = page;
      log(`${kind} ${size}: ${slug}: ${JSON.stringify(page)}`);
    }
    if (size === opts.products) {
      out.load = {};
      for (const { slug } of BENCH_COLLECTIONS) {
        const paths = { first: [`/api/client/collections/${slug}`], more: [out.pages[slug].loadMore].filter(Boolean) };
        for (const [part, list] of Object.entries(paths)) {
          if (list.length === 0) continue;
          const reps = [];
          for (let rep = 0; rep < opts.reps; rep++) {
            const r = await underLoad(api.url, list, opts);
            reps.push(r);
            log(
              `${kind} ${size}: ${slug} ${part} #${rep + 1}: ${r.rps} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ` +
                `${r.failures} failed, load ${r.loadAverage}`,
            );
          }
          out.load[`${slug} ${part}`] = {
            reps,
            ...Object.fromEntries(
              ['rps', 'p50Ms', 'p99Ms', 'loadAverage'].map((m) => [m, median(reps.map((x) => x[m]))]),
            ),
            failures: reps.reduce((sum, x) => sum + x.failures, 0),
          };
        }
      }
    }
  } finally {
    await api.stop();
    if (kind === 'pglite') rmSync(database.dataDir, { recursive: true, force: true });
  }
  return out;
}

/** The "Collections" section of BENCHMARKS.md, between its markers. */
function renderSection(results, jsonName) {
  const marks = sectionMarkers('collections');
  const { meta, runs } = results;
  const o = meta.options;
  const T = CATALOGUE_TARGETS;
  const DB = { pglite: 'PGlite', postgres: 'PostgreSQL' };
  const fmt = (v, digits = 0) => Number(v).toLocaleString('en-US', { maximumFractionDigits: digits });
  const kB = (bytes) => fmt(bytes / 1000, 1);
  const loadCell = (m) => {
    if (!m) return '—';
    if (m.rps === 0) return `none answered in ${o.seconds} s`;
    return `${fmt(m.rps)}, ${fmt(m.p50Ms)} ms, ${fmt(m.p99Ms)} ms${m.failures ? `, ${fmt(m.failures)} failed` : ''}`;
  };
  const rows = [];
  const large = [];
  const p99s = [];
  const loads = [];
  for (const [db, run] of Object.entries(runs)) {
    const small = run.sizes?.[o.small]?.pages ?? {};
    const big = run.sizes?.[o.products];
    for (const { slug } of BENCH_COLLECTIONS) {
      const a = small[slug];
      const b = big?.pages?.[slug];
      if (b) large.push(b);
      const bytes = (x) => (x ? `${fmt(x.identityBytes)} (${fmt(x.brotliBytes)}), ${x.items}` : '—');
      const first = big?.load?.[`${slug} first`];
      const more = big?.load?.[`${slug} more`];
      for (const m of [first, more].filter(Boolean)) {
        if (m.rps > 0) p99s.push(m.p99Ms);
        loads.push(...m.reps.map((r) => r.loadAverage));
      }
      rows.push(`| ${DB[db]} | ${slug} | ${bytes(a)} / ${bytes(b)} | ${loadCell(first)} | ${loadCell(more)} |`);
    }
  }
  const smallPages = Object.values(runs).flatMap((run) => Object.values(run.sizes?.[o.small]?.pages ?? {}));
  const range = (xs, f) => `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;
  const firstLoads = Object.entries(runs).map(([db, run]) => {
    const slowest = Math.max(...Object.values(run.sizes?.[o.products]?.pages ?? {}).map((p) => p.firstRequestMs));
    return `${fmt(slowest / 1000, 1)} s on ${DB[db]}`;
  });
  const worst = p99s.length ? Math.max(...p99s) : null;
  const identityKB = large.length
    ? range(
        large.map((p) => p.identityBytes),
        kB,
      )
    : '';
  const brotliKB = large.length
    ? range(
        large.map((p) => p.brotliBytes),
        kB,
      )
    : '';
  const smallKB = smallPages.length
    ? range(
        smallPages.map((p) => p.identityBytes),
        kB,
      )
    : '—';
  return [
    marks.start,
    '',
    `## Collections at ${fmt(o.products)} products`,
    '',
    provenance({
      command: 'npm run bench:collections',
      startedAt: meta.startedAt,
      durationSeconds: meta.durationSeconds,
      what:
        `${o.dbs.map((d) => DB[d]).join(' and ')}, ${o.reps} run${o.reps > 1 ? 's' : ''} of ${o.seconds} s per row` +
        (o.reps === 3 && o.seconds === 10 ? '' : " (shorter than the bench's default of 3 of 10 s)"),
      machine: meta.machine,
      code: meta.code,
      jsonName,
    }),
    '',
    '**Method.** `GET /api/client/collections/{slug}` (docs/decisions/098-collections.md). Each database is a copy ' +
      'of the template the production server migrated and seeded, grown as `bench:search-attributes` grows it, with ' +
      'three collections written by SQL (`bench/lib/collections-sql.mjs`): "kurtis-under-999" (category kurti and ' +
      'price ≤ ₹999, by price), "cotton-edit" (fabric cotton, newest first) and "owners-picks" (manual, 200 ' +
      `products); then the production build of the API on it, one process. The first page's bytes (identity, and ` +
      `brotli) and items at ${fmt(o.small)} and at ${fmt(o.products)} products; at ${fmt(o.products)}, autocannon at ` +
      `${o.connections} connections, ${o.seconds} s after ${o.warmupSeconds} s of warm-up, ${o.reps} ` +
      `run${o.reps > 1 ? 's (medians)' : ''} each: the first page, and its "Load more" (the page after the first ` +
      "page's cursor).",
    '',
    ...(results.errors.length
      ? ['**Parts that failed:**', '', ...results.errors.map((e) => `- ${e.part}: ${e.message.split('\n')[0]}`), '']
      : []),
    `| database | collection | first page at ${fmt(o.small)} / ${fmt(o.products)}: bytes (brotli), items | ` +
      `first page, ${o.connections} conn.: req/s, p50, p99 | load more, ${o.connections} conn. |`,
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(large.length
      ? [
          `The first page's size does not grow with the catalogue: ${Math.max(...large.map((p) => p.items))} items ` +
            `at most, ${identityKB} KB (${brotliKB} KB brotli) at ${fmt(o.products)} products, against ` +
            `${smallKB} KB at ${fmt(o.small)}. ` +
            (worst === null
              ? ''
              : `Under load, p99 ${range(p99s, fmt)} ms: ${worst <= T.searchP99MsMax ? 'within' : 'above'} ` +
                `search's ${T.searchP99MsMax} ms (CATALOGUE_TARGETS, \`bench/lib/targets.mjs\`), the nearest ` +
                'target (collections have none of their own). ') +
            `Load average at the start of the load runs: ${range(loads, (x) => fmt(x, 2))}. The very first page at ` +
            `${fmt(o.products)} products (the catalogue's first load) took ${firstLoads.join(', ')}.`,
          '',
        ]
      : []),
    ...sectionEnd(marks, [
      'npm run bench:collections                 # builds the shop, then both databases',
      'npm run bench:collections -- --db=postgres --reps=1 --seconds=5 --no-build   # a part; leaves this section',
      'npm run bench:collections -- --from=bench/results/collections-<timestamp>.json   # this section again',
    ]),
  ].join('\n');
}
