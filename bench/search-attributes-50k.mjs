// `npm run bench:search-attributes`: GET /api/client/search with words and attribute filters
// (docs/decisions/092-attributes.md) at 50,000 products on PGlite and PostgreSQL. Each database is a copy of the
// template the production server migrated and seeded, grown by lib/catalogue-size-sql.mjs (as bench:catalogue) and
// given fabric, colour and occasion values by lib/attribute-values-sql.mjs; then the production build of the API on it:
// 1. one request at a time, each query once (a first answer, nothing queued): words only, words + one filter, words +
//    fabric + colour;
// 2. at 50 connections, `--reps` times each: words + one filter and words + two filters over more distinct queries
//    than the search remembers (every answer computed), and 24 of them repeated (answered from memory).
// On PostgreSQL the text match's plans (EXPLAIN ANALYZE) are saved beside the results. Writes
// bench/results/search-attributes-<timestamp>.json and, on a run with the default options (or with --write-page),
// the search-attributes section of BENCHMARKS.md (hand-written notes after its `bench:search-attributes:notes`
// marker are kept). Options: --db=pglite,postgres --products=50000 --seconds=10 --reps=3 --no-build --write-page;
// --cpu-prof=<dir> profiles the API (<dir>/<db>: V8 .cpuprofile files, written when it stops);
// --from=<results json> only renders that run's section again. Environment: BENCH_PORT, BENCH_PGPORT (5548).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startApiServer } from './lib/api-server.mjs';
import { attributeValuesSql } from './lib/attribute-values-sql.mjs';
import { catalogueSizeSql } from './lib/catalogue-size-sql.mjs';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { killAllNow, stopAll } from './lib/processes.mjs';
import { provenance, renderFromSavedRun, sectionEnd, sectionMarkers, writeSection } from './lib/report.mjs';
import { searchQuerySets, sequential, underLoad } from './lib/search-attributes-measure.mjs';
import { createShops } from './lib/shops.mjs';
import { median, round } from './lib/stats.mjs';
import { CATALOGUE_TARGETS } from './lib/targets.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const opts = {
  dbs: option('db', 'pglite,postgres').split(',').filter(Boolean),
  products: Number(option('products', '50000')),
  seconds: Number(option('seconds', '10')),
  reps: Number(option('reps', '3')),
  connections: 50,
  warmupSeconds: 2,
  firstAnswers: 100,
  cpuProf: option('cpu-prof', null),
};
if (opts.dbs.some((d) => !['pglite', 'postgres'].includes(d)) || !(opts.products >= 64)) {
  console.error('usage: --db=pglite,postgres --products=50000 (≥ 64) --seconds=10 --reps=3 --no-build');
  process.exit(2);
}
// --from=<results json>: only renders that run's section of BENCHMARKS.md again, measuring nothing.
await renderFromSavedRun('search-attributes', renderSection);
const full = !args.some((a) => /^--(db|products|seconds|reps|cpu-prof)=/.test(a)) || args.includes('--write-page');

const t0 = performance.now();
const log = (message) => console.log(`[${((performance.now() - t0) / 1000).toFixed(0).padStart(5)} s] ${message}`);
const runId = `${Date.now().toString(36)}${process.pid}`;
const workDir = path.join(os.tmpdir(), `vastra-bench-search-attributes-${runId}`);
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
const sets = searchQuerySets();

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
      await stopAll();
      if (pg) {
        await pg.dropDatabases();
        await pg.stop().catch(() => undefined);
        pg = null;
      }
    }
  }
} finally {
  await cleanUp();
}

results.meta.durationSeconds = Math.round((performance.now() - t0) / 1000);
mkdirSync(RESULTS_DIR, { recursive: true });
const jsonName = `search-attributes-${stamp}.json`;
writeFileSync(path.join(RESULTS_DIR, jsonName), `${JSON.stringify(results, null, 2)}\n`);
log(`wrote bench/results/${jsonName}`);
if (full) {
  await writeSection('search-attributes', renderSection(results, jsonName));
  log('wrote the search-attributes section of BENCHMARKS.md');
}
if (results.errors.length) {
  log(`${results.errors.length} part(s) failed; logs kept in ${logDir}`);
  process.exitCode = 1;
} else rmSync(workDir, { recursive: true, force: true });

/** Seed, start, measure and stop one database. */
async function measureDatabase(kind) {
  const shops = createShops({ kind, pg, workDir, logDir, runId });
  await shops.seed();
  const run = { timings: {} };
  let since = performance.now();
  const database = await shops.clone(`attrs_${opts.products}`);
  const [grown] = await shops.queryJson(database, catalogueSizeSql(opts.products));
  const [valued] = await shops.queryJson(database, attributeValuesSql());
  await shops.settle(database);
  run.counts = { products: grown.products, sizes: grown.sizes, ...valued };
  run.timings.seedSeconds = round((performance.now() - since) / 1000, 1);
  log(`${kind}: seeded in ${run.timings.seedSeconds} s: ${JSON.stringify(run.counts)}`);
  if (kind === 'postgres') await savePlans(database);

  since = performance.now();
  const nodeArgs = opts.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.cpuProf, kind)}`] : [];
  const stopGraceMs = opts.cpuProf ? 120_000 : 10_000; // a profile is written on exit
  const api = await startApiServer({ database, name: `${kind}-attrs`, logDir, nodeArgs, stopGraceMs });
  run.timings.startupSeconds = round((performance.now() - since) / 1000, 1);
  try {
    // The server reads the catalogue and builds the search's index after it listens (apps/api/src/warm-up.ts); the
    // first search waits for what is left of that. Not part of any measure.
    since = performance.now();
    const first = await fetch(`${api.url}/api/client/search?q=kurta&fabric=cotton`);
    const body = await first.json();
    if (!first.ok) throw new Error(`search answered ${first.status}: ${JSON.stringify(body).slice(0, 300)}`);
    run.timings.firstSearchMs = round(performance.now() - since);
    run.facetAttributes = body.facets.attributes.map((a) => `${a.slug} (${a.values.length})`);
    log(`${kind}: first search ${run.timings.firstSearchMs} ms; facets ${run.facetAttributes.join(', ')}`);

    run.firstAnswers = {};
    for (const key of ['wordsOnly', 'one', 'two']) {
      run.firstAnswers[key] = await sequential(api.url, sets[key].slice(-opts.firstAnswers));
      log(`${kind}: first answers, ${key}: ${JSON.stringify(run.firstAnswers[key])}`);
    }
    run.load = { one: [], two: [], repeated: [] };
    for (let rep = 0; rep < opts.reps; rep++)
      for (const key of ['one', 'two', 'repeated']) {
        const r = await underLoad(api.url, sets[key], opts);
        run.load[key].push(r);
        log(
          `${kind}: ${key} #${rep + 1}: ${r.rps} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ` +
            `${r.failures} failed, load ${r.loadAverage}`,
        );
      }
    run.medians = Object.fromEntries(
      Object.entries(run.load).map(([key, reps]) => [
        key,
        Object.fromEntries(['rps', 'p50Ms', 'p99Ms', 'loadAverage'].map((m) => [m, median(reps.map((r) => r[m]))])),
      ]),
    );
  } finally {
    await api.stop();
    if (kind === 'pglite') rmSync(database.dataDir, { recursive: true, force: true });
  }
  return run;
}

/** EXPLAIN ANALYZE of the search's text match (search.repository.ts `match`) for a few tsqueries, into a file. */
async function savePlans(database) {
  const tsqueries = [
    `('kurta':*)`,
    `('silk') & ('saree':* | 'sari')`,
    `('cotton') & ('kurti':* | 'kurta')`,
    `('printed':*)`,
  ];
  const out = [];
  for (const tsq of tsqueries) {
    const plan = await pg.query(
      database.dbName,
      `explain (analyze, buffers) select id, ts_rank('{0.05, 0.2, 0.4, 1.0}'::float4[], search_vector, q)::float8
       from products, cast('${tsq.replace(/'/g, "''")}' as tsquery) as q
       where search_vector @@ q and status = 'active';`,
    );
    out.push(`-- ${tsq}\n${plan}\n`);
  }
  const file = path.join(RESULTS_DIR, `search-attributes-plans-${stamp}.txt`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(file, out.join('\n'));
  log(`postgres: plans of the text match in ${path.relative(ROOT, file)}`);
}

/** The "Search with attribute filters" section of BENCHMARKS.md, between its markers. */
function renderSection(results, jsonName) {
  const marks = sectionMarkers('search-attributes');
  const { meta, runs } = results;
  const o = meta.options;
  const T = CATALOGUE_TARGETS;
  const DB = { pglite: 'PGlite', postgres: 'PostgreSQL' };
  const fmt = (v, digits = 0) => Number(v).toLocaleString('en-US', { maximumFractionDigits: digits });
  /** A database's start: seconds from its start to ready, then to its first search's answer. */
  const firstSearch = (timings, name) =>
    `${name} ready ${fmt(timings.startupSeconds, 1)} s after its start, its first search answered ` +
    `${fmt(timings.firstSearchMs / 1000, 1)} s later`;
  const ms = (v) => `${fmt(v, 1)} ms`;
  const kinds = Object.keys(runs);
  const any = Object.values(runs)[0];
  const repeatedPaths = any?.load.repeated[0]?.paths ?? 24;
  const FIRST = {
    wordsOnly: 'words only, first answers',
    one: 'words + 1 filter, first answers',
    two: 'words + fabric + colour, first answers',
  };
  const LOAD = {
    one: 'words + 1 filter, distinct',
    two: 'words + fabric + colour, distinct',
    repeated: `${repeatedPaths} repeated`,
  };
  const rows = [];
  for (const [db, run] of Object.entries(runs)) {
    for (const [key, f] of Object.entries(run.firstAnswers ?? {})) {
      const refused = Object.entries(f.statuses)
        .filter(([status]) => status !== '200')
        .reduce((sum, [, count]) => sum + count, 0);
      rows.push(`| ${DB[db]} | ${FIRST[key]} | 1 | — | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} | — | ${refused} |`);
    }
    for (const [key, reps] of Object.entries(run.load ?? {})) {
      const m = run.medians[key];
      const none = m.rps === 0;
      rows.push(
        `| ${DB[db]} | ${LOAD[key]} | ${o.connections} | ${fmt(m.rps)} | ${none ? '—' : ms(m.p50Ms)} | ` +
          `${none ? '—' : ms(m.p99Ms)} | ${reps.map((r) => fmt(r.p99Ms)).join(', ')} ms | ` +
          `${reps.map((r) => fmt(r.failures)).join(', ')} |`,
      );
    }
  }
  const loads = Object.values(runs).flatMap((run) =>
    Object.values(run.load ?? {})
      .flat()
      .map((r) => r.loadAverage),
  );
  const verdict = (p99) => `${fmt(p99)} ms ${p99 <= T.searchP99MsMax ? '✅' : '❌'}`;
  const remembered = kinds
    .filter((k) => runs[k].medians)
    .map((k) => `${DB[k]} ${verdict(runs[k].medians.repeated.p99Ms)}`);
  const computed = kinds
    .filter((k) => runs[k].medians)
    .map((k) => `${DB[k]} ${verdict(Math.max(runs[k].medians.one.p99Ms, runs[k].medians.two.p99Ms))}`);
  const plans = jsonName.replace('search-attributes-', 'search-attributes-plans-').replace(/\.json$/, '.txt');
  const hasPlans = runs.postgres && existsSync(path.join(RESULTS_DIR, plans));
  return [
    marks.start,
    '',
    `## Search with attribute filters at ${fmt(o.products)} products`,
    '',
    provenance({
      command: 'npm run bench:search-attributes',
      startedAt: meta.startedAt,
      durationSeconds: meta.durationSeconds,
      what: `${o.dbs.map((d) => DB[d]).join(' and ')}, ${o.reps} runs of ${o.seconds} s per load row`,
      machine: meta.machine,
      code: meta.code,
      jsonName,
    }) + (hasPlans ? ` Text-match plans (PostgreSQL): \`bench/results/${plans}\`.` : ''),
    '',
    '**Method.** Each database is a copy of the template the production server migrated and seeded, grown to ' +
      `${fmt(o.products)} products as \`bench:catalogue\` grows them (\`bench/lib/catalogue-size-sql.mjs\`), then ` +
      'every grown product given fabric and colour read from its title, a second colour for one in eight, and one ' +
      `or two occasions (${fmt(any?.counts.attributeValues ?? 0)} values; \`bench/lib/attribute-values-sql.mjs\`); ` +
      'then the production build of the API on it, one process. First answers: each query once, one request at a ' +
      `time (${o.firstAnswers} per class, the words alone ${any?.firstAnswers?.wordsOnly.requests ?? '—'}; nothing ` +
      `remembered, nothing queued). Under load: autocannon, ${o.connections} connections, ${o.seconds} s after ` +
      `${o.warmupSeconds} s of warm-up, ${o.reps} runs, medians; "distinct" sends every request the next of ` +
      `${fmt(any?.load.one[0]?.paths ?? 0)} (words + one filter) or ${fmt(any?.load.two[0]?.paths ?? 0)} (words + ` +
      'fabric + colour) queries, more than the 1,000 answers the search remembers, so each is computed; "repeated" ' +
      `rotates over ${repeatedPaths} of them. A request not answered in 10 s (autocannon's timeout) counts as failed.`,
    '',
    ...(results.errors.length
      ? ['**Parts that failed:**', '', ...results.errors.map((e) => `- ${e.part}: ${e.message.split('\n')[0]}`), '']
      : []),
    '| database | query | connections | req/s | p50 | p99 | p99 of each run | failed (each run) |',
    '| --- | --- | --: | --: | --: | --: | --- | --- |',
    ...rows,
    '',
    ...(kinds.length
      ? [
          `Search p99 ≤ ${T.searchP99MsMax} ms at ${o.connections} connections (CATALOGUE_TARGETS, ` +
            `\`bench/lib/targets.mjs\`): for the answers the search remembers (repeated) ${remembered.join(', ')}; ` +
            `for queries never asked before (distinct, the slower of the two) ${computed.join(', ')}. Load average ` +
            `at the start of the load runs: ${fmt(Math.min(...loads), 2)}–${fmt(Math.max(...loads), 2)}. A started ` +
            `server reads the ${fmt(o.products)}-product catalogue and builds the search's state before its first ` +
            `shopper (\`apps/api/src/warm-up.ts\`; on PGlite, one connection, \`/api/ready\` waits behind it), in ` +
            `no row: ${kinds.map((k) => firstSearch(runs[k].timings, DB[k])).join('; ')}.`,
          '',
        ]
      : []),
    ...sectionEnd(marks, [
      'npm run bench:search-attributes                 # builds the shop, then both databases (about 6 min)',
      'npm run bench:search-attributes -- --db=postgres --reps=1 --cpu-prof=/tmp/prof   # a part; leaves this section',
      'npm run bench:search-attributes -- --from=bench/results/search-attributes-<timestamp>.json  # again',
    ]),
  ].join('\n');
}
