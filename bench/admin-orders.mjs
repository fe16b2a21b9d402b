// `npm run bench:orders`: the back office's order list and CSV export at 100,000 orders on PostgreSQL. Seeds by bulk
// SQL (generate_series: names, phones, cities, AWBs and statuses over 90 days, 1–3 lines each), signs a member of
// staff in by writing a staff session as the staff module stores it, starts the production build of the API, and
// measures p50/p99 and req/s of GET /api/admin/orders: first page, a status, a week of IST days, and a search by
// short id, phone, name and AWB. Before measuring, one request per target runs with auto_explain on; the plans go to
// bench/results/orders-plans-<timestamp>.txt. Then GET /api/admin/orders.csv of all the orders: time, bytes, and the
// API process's resident memory (VmRSS sampled every 20 ms, VmHWM) before and during it.
// Writes bench/results/orders-<timestamp>.json and the orders section of BENCHMARKS.md.
// Options (environment): BENCH_PGPORT (5548), BENCH_PORT (3400), ORDERS_CONNECTIONS (10), ORDERS_SECONDS (4),
// ORDERS_REPETITIONS (3); --no-build.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { startApiServer } from './lib/api-server.mjs';
import { measure } from './lib/load.mjs';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { stopAll } from './lib/processes.mjs';
import { median, round } from './lib/stats.mjs';
import { ordersSeedSql } from './lib/orders-seed-sql.mjs';
import { ORDERS_END, ORDERS_START } from './lib/report.mjs';
import { staffSessionSql } from './lib/staff-session-sql.mjs';

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const config = {
  orders: 100_000,
  days: 90,
  connections: num('ORDERS_CONNECTIONS', 10),
  seconds: num('ORDERS_SECONDS', 4),
  repetitions: num('ORDERS_REPETITIONS', 3),
};
const t0 = performance.now();
const log = (message) => console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const DB_NAME = 'vastra_orders_bench';

/** IST calendar day of an instant, 'YYYY-MM-DD'. */
const istDay = (ms) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);

/** The searches are for a real order: one a few days old, booked, found after seeding. */
async function targetsOf(postgres) {
  const [id, phone, awb] = (
    await postgres.query(
      DB_NAME,
      `select id || '|' || customer_phone || '|' || awb from orders
        where awb is not null order by created_at desc offset 5000 limit 1;`,
    )
  ).split('|');
  const shortId = `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const typedPhone = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
  const now = Date.now();
  const q = (text) => `/api/admin/orders?q=${encodeURIComponent(text)}`;
  return [
    { name: 'first page (50, no filter)', path: '/api/admin/orders' },
    { name: 'status=returned (4 % of orders)', path: '/api/admin/orders?status=returned' },
    {
      name: 'from–to: the last 7 IST days',
      path: `/api/admin/orders?from=${istDay(now - 6 * 86_400_000)}&to=${istDay(now)}`,
    },
    { name: `q=${shortId} (short id)`, path: q(shortId) },
    { name: `q=${typedPhone} (phone, as typed)`, path: q(typedPhone) },
    { name: 'q=priya (a first name, 1 order in 40)', path: q('priya') },
    { name: 'q=priya sharma (a full name, 1 in 1,200)', path: q('priya sharma') },
    { name: `q=${awb} (AWB)`, path: q(awb) },
  ];
}

let postgres;
let api;
const cleanUp = async () => {
  await api?.stop().catch(() => undefined);
  await postgres?.dropDatabases().catch(() => undefined);
  await postgres?.stop().catch(() => undefined);
  await stopAll();
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

const logDir = path.join(os.tmpdir(), `vastra-bench-orders-${process.pid}`, 'logs');
mkdirSync(logDir, { recursive: true });
mkdirSync(RESULTS_DIR, { recursive: true });
const startedAt = new Date().toISOString();
const stamp = startedAt.replace(/[:.]/g, '-');

try {
  if (!process.argv.includes('--no-build')) {
    log('building the API bundle');
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@vastra/api'], { cwd: ROOT, stdio: 'inherit' });
  }
  const machine = describeMachine();
  postgres = await startPostgres();
  await postgres.query('postgres', `drop database if exists ${DB_NAME} with (force);`);
  const url = await postgres.createDatabase(DB_NAME);
  const database = { kind: 'postgres', url };
  const server = (name) => startApiServer({ database, name, logDir, env: { SEED_CATALOG: 'false' } });

  log('migrating (the API itself, at its first start)');
  api = await server('orders-migrate');
  await api.stop();
  api = undefined;

  const seeded = performance.now();
  log(`seeding ${config.orders.toLocaleString('en-US')} orders over ${config.days} days`);
  await postgres.query(DB_NAME, ordersSeedSql(config));
  const token = `stf_${randomBytes(32).toString('base64url')}`;
  await postgres.query(DB_NAME, staffSessionSql(token, '+916000000002'));
  await postgres.settle(DB_NAME);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const counts = await postgres.query(
    DB_NAME,
    `select (select count(*) from orders) || ' orders, ' || (select count(*) from order_items) || ' lines';`,
  );
  log(`seeded in ${seedSeconds.toFixed(1)} s: ${counts}`);
  const headers = {
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    authorization: `Bearer ${token}`,
  };
  const targets = await targetsOf(postgres);

  log('plans of the list statements (auto_explain, one request per target)');
  await postgres.query(
    'postgres',
    `alter database ${DB_NAME} set session_preload_libraries = 'auto_explain';
     alter database ${DB_NAME} set auto_explain.log_min_duration = 0;
     alter database ${DB_NAME} set auto_explain.log_analyze = on;
     alter database ${DB_NAME} set auto_explain.log_buffers = on;`,
  );
  const serverLog = path.join(process.env.PGDATA_DIR ?? `/tmp/vastra-pg-${postgres.port}`, 'server.log');
  const logStart = statSync(serverLog).size;
  api = await server('orders-explain');
  for (const target of targets) {
    const res = await fetch(`${api.url}${target.path}`, { headers });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${target.path} answered ${res.status}: ${JSON.stringify(body)}`);
    target.rows = body.items.length;
  }
  await api.stop();
  api = undefined;
  await postgres.query('postgres', `alter database ${DB_NAME} reset all;`);
  const plansFile = path.join(RESULTS_DIR, `orders-plans-${stamp}.txt`);
  writeFileSync(plansFile, listPlans(readFileSync(serverLog, 'utf8').slice(logStart)));
  log(`plans in ${path.relative(ROOT, plansFile)}`);

  api = await server('orders');
  const measurements = [];
  for (const target of targets) measurements.push(await measureTarget(target, headers));
  const exports = [];
  for (const encoding of ['identity', 'br']) exports.push(await exportCsv(headers, encoding));
  await api.stop();
  api = undefined;

  const results = {
    meta: { startedAt, machine, code: describeCode(), config, seedSeconds: round(seedSeconds, 1), counts },
    measurements,
    exports,
    plansFile: path.relative(ROOT, plansFile),
  };
  const jsonFile = path.join(RESULTS_DIR, `orders-${stamp}.json`);
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  await updateBenchmarksPage(renderSection(results, path.basename(jsonFile)));
  log(`wrote ${path.relative(ROOT, jsonFile)} and the orders section of BENCHMARKS.md`);
} finally {
  await cleanUp();
}

async function measureTarget(target, headers) {
  log(`${target.name}: ${config.repetitions} × ${config.seconds} s at ${config.connections} connections`);
  const runs = [];
  for (let i = 0; i < config.repetitions; i++) {
    runs.push(
      await measure(`${api.url}${target.path}`, {
        connections: config.connections,
        seconds: config.seconds,
        warmupSeconds: i === 0 ? 1 : 0,
        headers,
      }),
    );
  }
  return {
    name: target.name,
    path: target.path,
    rows: target.rows,
    connections: config.connections,
    rps: round(median(runs.map((r) => r.rps))),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    failed: runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    runs,
  };
}

/** kB of a /proc/<pid>/status field (VmRSS: resident now; VmHWM: the most it has been). */
function memoryOf(pid, field) {
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
}

/** The whole export, read as a browser downloads it; the API's memory sampled while it runs. */
async function exportCsv(headers, encoding) {
  log(`GET /api/admin/orders.csv (all orders, accept-encoding: ${encoding})`);
  const before = { rssKb: memoryOf(api.pid, 'VmRSS'), hwmKb: memoryOf(api.pid, 'VmHWM') };
  let peakRssKb = before.rssKb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakRssKb = Math.max(peakRssKb, memoryOf(api.pid, 'VmRSS'));
      await delay(20);
    }
  })();
  const started = performance.now();
  let firstByteMs = null;
  let bytes = 0;
  // node:http, not fetch: the bytes counted are those sent (fetch would decode brotli).
  const status = await new Promise((resolve, reject) => {
    const req = http.get(
      `${api.url}/api/admin/orders.csv`,
      { headers: { ...headers, accept: 'text/csv', 'accept-encoding': encoding } },
      (res) => {
        res.on('data', (chunk) => {
          firstByteMs ??= performance.now() - started;
          bytes += chunk.length;
        });
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
  const totalMs = performance.now() - started;
  sampling = false;
  await sampler;
  if (status !== 200) throw new Error(`the export answered ${status}`);
  return {
    encoding,
    firstByteMs: round(firstByteMs),
    totalMs: round(totalMs),
    bytes,
    rssBeforeMb: round(before.rssKb / 1024, 1),
    rssPeakMb: round(peakRssKb / 1024, 1),
    rssGrowthMb: round((peakRssKb - before.rssKb) / 1024, 1),
    hwmBeforeMb: round(before.hwmKb / 1024, 1),
    hwmAfterMb: round(memoryOf(api.pid, 'VmHWM') / 1024, 1),
  };
}

/** auto_explain's entries for the list's statements (those reading `orders o`). */
function listPlans(logText) {
  return logText
    .split(/\n(?=\S.*LOG: {2}duration: )/)
    .filter((entry) => /Query Text:/.test(entry) && /from orders o\b/.test(entry))
    .map((entry) => entry.trim())
    .join('\n\n');
}

function renderSection(results, jsonName) {
  const { meta } = results;
  const m = meta.machine;
  const n = (v) => (v === null || v === undefined ? '—' : Number(v).toLocaleString('en-US'));
  const rows = results.measurements.map(
    (r) => `| ${r.name} | ${r.rows} | ${n(r.rps)} | ${n(r.p50Ms)} ms | ${n(r.p99Ms)} ms | ${r.failed} |`,
  );
  const csvRows = results.exports.map(
    (e) =>
      `| ${e.encoding} | ${n(e.firstByteMs)} ms | ${n(round(e.totalMs / 1000, 2))} s | ${n(e.bytes)} | ` +
      `${e.rssBeforeMb} MB | ${e.rssPeakMb} MB | +${e.rssGrowthMb} MB | ${e.hwmBeforeMb} → ${e.hwmAfterMb} MB |`,
  );
  return [
    ORDERS_START,
    '',
    '## Back office: orders at 100,000',
    '',
    `Written by \`npm run bench:orders\` on ${meta.startedAt.slice(0, 10)} (${meta.startedAt}). ` +
      `Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}; ` +
      `load average at start ${m.loadAverageAtStart.join(' / ')} (a shared box: other work ran beside it). ` +
      `Code: commit \`${meta.code.commit}\`. Raw figures: \`bench/results/${jsonName}\`; ` +
      `plans: \`${results.plansFile}\`.`,
    '',
    `PostgreSQL (\`scripts/pg-server.sh\`), seeded by SQL in ${meta.seedSeconds} s: ${meta.counts} over ` +
      `${meta.config.days} days (bench/admin-orders.mjs says how). The production build, one process, pool of 10, a ` +
      `staff session written as the staff module writes it. autocannon at ${meta.config.connections} connections, ` +
      `${meta.config.seconds} s per measurement (1 s warm-up first), ${meta.config.repetitions} repetitions: ` +
      'the medians of req/s, p50 and p99. The searches look for one real order a few days old.',
    '',
    '| GET /api/admin/orders | rows | req/s | p50 | p99 | failed |',
    '| --- | --: | --: | --: | --: | --: |',
    ...rows,
    '',
    'The CSV export of all the orders (`GET /api/admin/orders.csv`, read by keyset batches of 1,000 and streamed), ' +
      'downloaded once without compression and once with brotli as a browser asks. Memory: the API process’s ' +
      'VmRSS just before, its highest value sampled every 20 ms during the download, and VmHWM (the process’s ' +
      'high-water mark since it started) before and after.',
    '',
    '| encoding | first byte | total | bytes sent | RSS before | RSS peak | growth | VmHWM |',
    '| --- | --: | --: | --: | --: | --: | --: | --: |',
    ...csvRows,
    '',
    '```bash',
    'npm run bench:orders                 # builds the API, then seeds, explains and measures (about 3 min)',
    'npm run bench:orders -- --no-build   # reuse apps/api/dist',
    '```',
    '',
    ORDERS_END,
  ].join('\n');
}

async function updateBenchmarksPage(section) {
  const prettier = await import('prettier');
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const page = readFileSync(file, 'utf8');
  const start = page.indexOf(ORDERS_START);
  const end = page.indexOf(ORDERS_END);
  const next =
    start >= 0 && end > start
      ? `${page.slice(0, start)}${section}${page.slice(end + ORDERS_END.length)}`
      : `${page.trimEnd()}\n\n${section}\n`;
  const options = { ...(await prettier.resolveConfig(file)), parser: 'markdown' };
  writeFileSync(file, await prettier.format(next, options));
}
