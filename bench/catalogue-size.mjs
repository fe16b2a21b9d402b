// `npm run bench:catalogue`: the storefront at 64, 5,000 and 50,000 products on PGlite and PostgreSQL. For each
// size and database: a copy of the seeded template grown by SQL (lib/catalogue-size-sql.mjs: products, reviews,
// orders), the production build of the API on it, then the bytes of the HTML of /, /shop and /product/{id}
// (brotli and identity), search / the shop's list / one product / its reviews under load, each in three pairs beside a
// bare hello world (decision 168), and (PGlite, 64 and 50,000) Lighthouse mobile, as the preset runs here and the same
// runs audited with the CPU slowdown scaled to emulate a host at benchmarkIndex 2,000, then also with the page's main
// thread at its CPU time (decision 154), which the targets are judged on. A route missing on this branch is reported
// as not available. Writes bench/results/catalogue-<timestamp>.json and, on a full run (or with --write-page), the
// catalogue section of BENCHMARKS.md. Options: --sizes=64,5000,50000 --db=pglite,postgres --skip-lighthouse
// --skip-load --lighthouse-sizes=64,50000 --lighthouse-runs=5 --pairs=3 --search-seconds=8 --read-seconds=5
// --no-build --write-page --cpu-prof (the API's CPU profiles, in the system's temp folder's vastra-catalogue-profiles);
// --from=bench/results/catalogue-<timestamp>.json renders a saved run's section again.
// Environment: BENCH_PORT (first port, 3400), BENCH_PGPORT (5548), CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startApiServer } from './lib/api-server.mjs';
import { answers, listPaths, measureVsHello, pageBytes, searchPaths } from './lib/catalogue-measure.mjs';
import { renderCatalogueSection, writeCatalogueSection } from './lib/catalogue-report.mjs';
import { catalogueSizeSql } from './lib/catalogue-size-sql.mjs';
import { startHelloServer } from './lib/hello-server.mjs';
import { lighthouseInstalled, lighthouseRoutes } from './lib/lighthouse.mjs';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { LIGHTHOUSE_DIR, RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { killAllNow, stopAll } from './lib/processes.mjs';
import { renderTargets } from './lib/report.mjs';
import { createShops } from './lib/shops.mjs';
import { median, round } from './lib/stats.mjs';
import { CATALOGUE_TARGETS, evaluateCatalogueTargets } from './lib/targets.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const list = (name, fallback) => option(name, fallback).split(',').filter(Boolean);
const DEFAULTS = { sizes: '64,5000,50000', db: 'pglite,postgres', lighthouseSizes: '64,50000' };
const opts = {
  sizes: list('sizes', DEFAULTS.sizes).map(Number),
  dbs: list('db', DEFAULTS.db),
  lighthouse: !args.includes('--skip-lighthouse'),
  load: !args.includes('--skip-load'),
  lighthouseSizes: list('lighthouse-sizes', DEFAULTS.lighthouseSizes).map(Number),
  lighthouseRuns: Number(option('lighthouse-runs', '5')),
  pairs: Number(option('pairs', '3')),
  searchSeconds: Number(option('search-seconds', '8')),
  readSeconds: Number(option('read-seconds', '5')),
  connections: 50,
  warmupSeconds: 2,
};
// --from=<results json>: only renders that run's section of BENCHMARKS.md again (after a change to the report).
const from = option('from', null);
if (from) {
  const saved = JSON.parse(readFileSync(path.resolve(ROOT, from), 'utf8'));
  saved.targets = evaluateCatalogueTargets(saved);
  await writeCatalogueSection(renderCatalogueSection(saved, path.basename(from)));
  console.log(`rewrote the catalogue section of BENCHMARKS.md from ${from}`);
  process.exit(0);
}
const bad = opts.dbs.filter((d) => !['pglite', 'postgres'].includes(d));
if (bad.length || opts.sizes.some((s) => !Number.isInteger(s) || s < 64)) {
  console.error('usage: --sizes=64,5000,50000 (each ≥ 64) --db=pglite,postgres');
  process.exit(2);
}
const full =
  !args.some((a) => /^--(sizes|db|skip-|lighthouse-|pairs|search-seconds|read-seconds)/.test(a)) ||
  args.includes('--write-page');

const t0 = performance.now();
const log = (message) => console.log(`[${((performance.now() - t0) / 1000).toFixed(0).padStart(5)} s] ${message}`);
const seconds = (since) => round((performance.now() - since) / 1000, 1);
const runId = `${Date.now().toString(36)}${process.pid}`;
const workDir = path.join(os.tmpdir(), `vastra-bench-catalogue-${runId}`);
const logDir = path.join(workDir, 'logs');
const CPU_PROFILE_DIR = path.join(os.tmpdir(), 'vastra-catalogue-profiles');
mkdirSync(logDir, { recursive: true });

let pg = null;
let hello = null;
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
const attempt = async (part, fn) => {
  try {
    return await fn();
  } catch (error) {
    log(`${part} FAILED: ${error.message.split('\n')[0]}`);
    results.errors.push({ part, message: error.message.slice(0, 2000) });
    return undefined;
  }
};

try {
  if (!args.includes('--no-build')) {
    log('building the shop (npm run build)');
    if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
      throw new Error('npm run build failed');
  }
  if (opts.lighthouse && !lighthouseInstalled()) {
    log('installing Lighthouse into tools/lighthouse');
    spawnSync('npm', ['install', '--prefix', LIGHTHOUSE_DIR, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  }
  hello = await startHelloServer({ logDir });
  for (const kind of opts.dbs) {
    if (kind === 'postgres') {
      pg = await attempt('PostgreSQL', () => startPostgres());
      if (!pg) continue;
      log(`PostgreSQL on port ${pg.port}`);
    }
    const shops = createShops({ kind, pg, workDir, logDir, runId });
    const readyMs = await shops.seed();
    log(`${kind}: template migrated and seeded by the server itself (${Math.round(readyMs)} ms to ready)`);
    results.runs[kind] = {};
    for (const size of opts.sizes) {
      const run = await attempt(`${kind} ${size}`, () => measureSize(shops, size));
      if (run) results.runs[kind][size] = run;
    }
    if (kind === 'postgres') {
      await pg.dropDatabases();
      await pg.stop().catch(() => undefined);
      pg = null;
    }
  }
} catch (error) {
  results.errors.push({ part: 'setup', message: error.message });
  log(`setup FAILED: ${error.message}`);
} finally {
  await hello?.stop();
  await cleanUp();
}

results.meta.durationSeconds = Math.round((performance.now() - t0) / 1000);
results.targets = evaluateCatalogueTargets(results);
mkdirSync(RESULTS_DIR, { recursive: true });
const jsonName = `catalogue-${results.meta.startedAt.replace(/[:.]/g, '-')}.json`;
writeFileSync(path.join(RESULTS_DIR, jsonName), `${JSON.stringify(results, null, 2)}\n`);
log(`wrote bench/results/${jsonName}`);
if (full) {
  await writeCatalogueSection(renderCatalogueSection(results, jsonName));
  log('wrote the catalogue section of BENCHMARKS.md');
}
console.log(`\n${renderTargets(results.targets)}\n`);
if (results.errors.length) {
  log(`${results.errors.length} part(s) failed; logs kept in ${logDir}`);
  process.exitCode = 1;
} else rmSync(workDir, { recursive: true, force: true });

/** One catalogue size on one database: seed, start, measure, stop. */
async function measureSize(shops, size) {
  const kind = shops.kind;
  const label = `${kind} ${size.toLocaleString('en-US')}`;
  const run = { timings: {} };
  let since = performance.now();
  const database = await shops.clone(`size_${size}`);
  const [seeded] = await shops.queryJson(database, catalogueSizeSql(size));
  await shops.settle(database);
  const { productIds, reviewedIds, firstProductId, ...counts } = seeded;
  run.counts = counts;
  run.timings.seedSeconds = seconds(since);
  log(`${label}: seeded in ${run.timings.seedSeconds} s: ${JSON.stringify(counts)}`);

  since = performance.now();
  // --cpu-prof: each API process's CPU profile, written when it stops into CPU_PROFILE_DIR.
  const profiling = args.includes('--cpu-prof');
  const api = await startApiServer({
    database,
    name: `${kind}-${size}`,
    logDir,
    ...(profiling ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`], stopGraceMs: 60_000 } : {}),
  });
  run.timings.startupSeconds = seconds(since);
  try {
    // The collection seeded with every shop (apps/api/src/modules/collections/seed-collections.ts).
    const routes = {
      home: '/',
      shop: '/shop',
      product: `/product/${firstProductId}`,
      collection: '/collections/under-999',
    };
    since = performance.now();
    run.pages = (await attempt(`${label} page bytes`, () => pageBytes(api.url, routes))) ?? {};
    run.timings.pagesSeconds = seconds(since);
    for (const [route, p] of Object.entries(run.pages))
      log(`${label}: ${route} ${p.status}, ${p.brBytes} B ${p.brEncoding}, ${p.identityBytes} B identity`);

    if (opts.load) {
      since = performance.now();
      await attempt(`${label} load`, () => measureLoad(api.url, run, label, { productIds, reviewedIds }));
      run.timings.loadSeconds = seconds(since);
    }

    if (opts.lighthouse && kind === 'pglite' && opts.lighthouseSizes.includes(size)) {
      since = performance.now();
      run.lighthouse = await attempt(`${label} Lighthouse`, () => lighthouseBoth(api.url, routes, run.pages, label));
      run.timings.lighthouseSeconds = seconds(since);
    }
  } finally {
    await api.stop();
    if (kind === 'pglite') rmSync(database.dataDir, { recursive: true, force: true });
  }
  return run;
}

/** Search, the shop's list, one product and one product's reviews under load, each beside a hello world; into `run`. */
async function measureLoad(baseUrl, run, label, { productIds, reviewedIds }) {
  const load = { connections: opts.connections, helloSeconds: opts.readSeconds, pairs: opts.pairs };
  const search = await searchPaths(baseUrl);
  run.search = search.available
    ? {
        available: true,
        queries: search.queries,
        secondPages: search.secondPages,
        statuses: search.statuses,
        ...(await measureVsHello(hello, baseUrl, search.paths, {
          ...load,
          seconds: opts.searchSeconds,
          warmupSeconds: opts.warmupSeconds,
        })),
      }
    : search;
  log(`${label}: search ${describe(run.search)}`);
  const shopList = search.available ? await listPaths(baseUrl) : search;
  run.list = shopList.available
    ? {
        available: true,
        ...(await measureVsHello(hello, baseUrl, shopList.paths, { ...load, seconds: opts.readSeconds })),
      }
    : shopList;
  log(`${label}: list ${describe(run.list)}`);
  for (const [key, ids, toPath] of [
    ['product', productIds, (id) => `/api/client/products/${id}`],
    ['reviews', reviewedIds, (id) => `/api/reviews/${id}`],
  ]) {
    const probe = await answers(baseUrl, toPath(ids[0]));
    run[key] = probe.ok
      ? {
          available: true,
          ...(await measureVsHello(hello, baseUrl, ids.map(toPath), { ...load, seconds: opts.readSeconds })),
        }
      : { available: false, reason: `${toPath('{id}')} answered ${probe.status}` };
    log(`${label}: ${key} ${describe(run[key])}`);
  }
}

/**
 * Lighthouse on each route: the mobile preset as it is (4× CPU slowdown of this host), and the same runs audited
 * again as on a host at benchmarkIndex 2,000 (CPU slowdown 4 × the run's own benchmarkIndex ÷ 2,000), and once more
 * with the main thread at its CPU time (decision 154).
 */
async function lighthouseBoth(baseUrl, routes, pages, label) {
  const target = CATALOGUE_TARGETS.lighthouse.benchmarkIndex;
  const ok = Object.fromEntries(Object.entries(routes).filter(([key]) => pages[key]?.status === 200));
  log(`${label}: Lighthouse mobile × ${opts.lighthouseRuns} per route, each also audited as at ${target}`);
  const measured = await lighthouseRoutes(baseUrl, ok, {
    runs: opts.lighthouseRuns,
    workDir,
    logDir,
    log,
    emulateBenchmarkIndex: target,
  });
  return {
    skipped: Object.keys(routes).filter((key) => !ok[key]),
    benchmarkIndex: median(Object.values(measured).flatMap((l) => l.runs.map((r) => r.benchmarkIndex))),
    emulatedBenchmarkIndex: target,
    routes: measured,
  };
}

function describe(r) {
  if (!r || r.available === false) return `not available (${r?.reason})`;
  return (
    `${Math.round(r.rps)} req/s vs hello ${Math.round(r.helloRps)} (${(r.ratio * 100).toFixed(1)} %; pairs ` +
    `${r.runs.map((run) => `${(run.ratio * 100).toFixed(1)} %`).join(', ')}), ` +
    `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.failures} failed, ${r.paths} paths, load ${r.loadAverage}`
  );
}
