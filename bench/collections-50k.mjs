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
// Writes bench/results/collections-<timestamp>.json and prints a Markdown table of the medians (copied by hand into
// BENCHMARKS.md). Options: --db=pglite,postgres --products=50000 --seconds=10 --reps=3 --no-build.
// Environment: BENCH_PORT, BENCH_PGPORT (5548).
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
import { underLoad } from './lib/search-attributes-measure.mjs';
import { createShops } from './lib/shops.mjs';
import { median, round } from './lib/stats.mjs';

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
console.log(`\n${renderTable(results).join('\n')}\n`);
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
  if (kind === 'postgres') await pg.query(database.dbName, 'vacuum analyze;');
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

function renderTable(r) {
  const DB = { pglite: 'PGlite', postgres: 'PostgreSQL' };
  const rows = [];
  for (const [db, run] of Object.entries(r.runs)) {
    const small = run.sizes?.[opts.small]?.pages ?? {};
    const large = run.sizes?.[opts.products];
    for (const { slug } of BENCH_COLLECTIONS) {
      const a = small[slug];
      const b = large?.pages?.[slug];
      if (a && b)
        rows.push(
          `| ${DB[db]} | ${slug} | first page bytes (brotli) at ${opts.small} / ${opts.products} | ` +
            `${a.identityBytes} (${a.brotliBytes}) / ${b.identityBytes} (${b.brotliBytes}) | ` +
            `${a.items} / ${b.items} items |`,
        );
      for (const part of ['first', 'more']) {
        const m = large?.load?.[`${slug} ${part}`];
        if (m)
          rows.push(
            `| ${DB[db]} | ${slug} | ${part === 'first' ? 'first page' : 'load more'}, ${opts.connections} conn. | ` +
              `${m.rps} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms | ${m.failures} failed, load ${m.loadAverage} |`,
          );
      }
    }
  }
  return ['| database | collection | measure | figures | notes |', '|---|---|---|---|---|', ...rows];
}
