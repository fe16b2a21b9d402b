// `npm run bench:customers`: the back office's customer list (docs/decisions/110-customers.md) at 100,000 customers
// and 1,000,000 orders on PostgreSQL (CUSTOMERS, ORDERS change them). Seeds by bulk SQL (lib/customers-seed-sql.mjs),
// signs a member of staff in by writing a staff session, starts the production build of the API, and measures p50/p99
// of GET /api/admin/customers at 1 connection: the first page, a search by phone (as typed), by email and by name,
// and each segment. Writes bench/results/customers-<timestamp>.json and the customers section of BENCHMARKS.md
// (hand-written notes after its `bench:customers:notes` marker are kept).
// Options (environment): BENCH_PGPORT (5548), BENCH_PORT (3400), CUSTOMERS (100000), ORDERS (1000000),
// CUSTOMERS_SECONDS (5), CUSTOMERS_REPETITIONS (3); --no-build; --from=<results json> only renders that run's
// section again.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startApiServer } from './lib/api-server.mjs';
import { customersSeedSql } from './lib/customers-seed-sql.mjs';
import { measure } from './lib/load.mjs';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { stopAll } from './lib/processes.mjs';
import {
  loadTakenAtTheEnd,
  provenance,
  renderFromSavedRun,
  sectionEnd,
  sectionMarkers,
  writeSection,
} from './lib/report.mjs';
import { staffSessionSql } from './lib/staff-session-sql.mjs';
import { median, round } from './lib/stats.mjs';

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const config = {
  customers: num('CUSTOMERS', 100_000),
  orders: num('ORDERS', 1_000_000),
  connections: 1,
  seconds: num('CUSTOMERS_SECONDS', 5),
  repetitions: num('CUSTOMERS_REPETITIONS', 3),
};
const t0 = performance.now();
const log = (message) => console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const DB_NAME = 'vastra_customers_bench';
const SEGMENTS = ['new', 'repeat', 'cod_only', 'high_rto', 'high_returns'];
/** The list's target: first page, searches and segments within p99 ≤ 50 ms (docs/decisions/110-customers.md). */
const TARGET_P99_MS = 50;
const fmt = (v, digits = 0) => Number(v).toLocaleString('en-US', { maximumFractionDigits: digits });

// --from=<results json>: only renders that run's section of BENCHMARKS.md again, measuring nothing.
await renderFromSavedRun('customers', renderSection);
const machine = describeMachine();

async function targetsOf(postgres) {
  const [phone, email] = (
    await postgres.query(
      DB_NAME,
      `select u.phone || '|' || u.email from customer_stats s join users u on u.id = s.user_id
        where s.order_count >= 2 order by s.user_id offset 500 limit 1;`,
    )
  ).split('|');
  const digits = phone.slice(3);
  const q = (text) => `/api/admin/customers?q=${encodeURIComponent(text)}`;
  return [
    { name: 'first page (50, no filter)', path: '/api/admin/customers' },
    {
      name: `q=+91 ${digits.slice(0, 5)} ${digits.slice(5)} (phone, as typed)`,
      path: q(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`),
    },
    { name: `q=0${digits} (phone with 0)`, path: q(`0${digits}`) },
    { name: `q=${email} (email)`, path: q(email) },
    { name: 'q=priya sharma (a full name, 1 in 1,200)', path: q('priya sharma') },
    { name: 'q=priya (a first name, 1 in 40)', path: q('priya') },
    ...SEGMENTS.map((s) => ({ name: `segment=${s}`, path: `/api/admin/customers?segment=${s}` })),
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

const logDir = path.join(os.tmpdir(), `vastra-bench-customers-${process.pid}`, 'logs');
mkdirSync(logDir, { recursive: true });
mkdirSync(RESULTS_DIR, { recursive: true });
const startedAt = new Date().toISOString();
const stamp = startedAt.replace(/[:.]/g, '-');

try {
  if (!process.argv.includes('--no-build')) {
    log('building the API bundle');
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@vastra/api'], { cwd: ROOT, stdio: 'inherit' });
  }
  postgres = await startPostgres();
  await postgres.query('postgres', `drop database if exists ${DB_NAME} with (force);`);
  const url = await postgres.createDatabase(DB_NAME);
  const server = (name) =>
    startApiServer({ database: { kind: 'postgres', url }, name, logDir, env: { SEED_CATALOG: 'false' } });

  log('migrating (the API itself, at its first start)');
  api = await server('customers-migrate');
  await api.stop();
  api = undefined;

  const seeded = performance.now();
  log(
    `seeding ${config.customers.toLocaleString('en-US')} customers and ${config.orders.toLocaleString('en-US')} orders`,
  );
  await postgres.query(DB_NAME, customersSeedSql(config));
  const token = `stf_${randomBytes(32).toString('base64url')}`;
  await postgres.query(DB_NAME, staffSessionSql(token, '+916000000003'));
  await postgres.settle(DB_NAME);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const counts = await postgres.query(
    DB_NAME,
    `select (select count(*) from users) || ' customers, ' || (select count(*) from orders) || ' orders, '
         || (select count(*) from customer_stats where rto_count >= 2) || ' with 2+ RTOs';`,
  );
  log(`seeded in ${seedSeconds.toFixed(1)} s: ${counts}`);
  const headers = {
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    authorization: `Bearer ${token}`,
  };
  const targets = await targetsOf(postgres);

  api = await server('customers');
  const measurements = [];
  for (const target of targets) {
    const res = await fetch(`${api.url}${target.path}`, { headers });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${target.path} answered ${res.status}: ${JSON.stringify(body)}`);
    log(`${target.name}: ${body.items.length} rows; ${config.repetitions} × ${config.seconds} s at 1 connection`);
    const runs = [];
    for (let i = 0; i < config.repetitions; i++) {
      runs.push(
        await measure(`${api.url}${target.path}`, {
          connections: 1,
          seconds: config.seconds,
          warmupSeconds: i === 0 ? 1 : 0,
          headers,
        }),
      );
    }
    measurements.push({
      name: target.name,
      path: target.path,
      rows: body.items.length,
      p50Ms: median(runs.map((r) => r.p50Ms)),
      p99Ms: median(runs.map((r) => r.p99Ms)),
      rps: round(median(runs.map((r) => r.rps))),
      failed: runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    });
  }
  await api.stop();
  api = undefined;

  const results = {
    meta: {
      startedAt,
      durationSeconds: Math.round((performance.now() - t0) / 1000),
      machine,
      code: describeCode(),
      config,
      seedSeconds: round(seedSeconds, 1),
      counts,
    },
    measurements,
  };
  const jsonFile = path.join(RESULTS_DIR, `customers-${stamp}.json`);
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  await writeSection('customers', renderSection(results, path.basename(jsonFile)));
  log(`wrote ${path.relative(ROOT, jsonFile)} and the customers section of BENCHMARKS.md`);
} finally {
  await cleanUp();
}

/** The "Back office: customers" section of BENCHMARKS.md, between its markers. */
function renderSection(results, jsonName) {
  const { meta, measurements } = results;
  const c = meta.config;
  const marks = sectionMarkers('customers');
  // A results file without durationSeconds was written before this section had a writer: machine taken at the end.
  const onMachine = meta.durationSeconds === undefined ? loadTakenAtTheEnd(meta.machine) : meta.machine;
  const name = (m) => (m.rows === 0 && m.name.startsWith('segment=') ? `${m.name} (none in the seed)` : m.name);
  const slowest = measurements.reduce((a, b) => (b.p99Ms > a.p99Ms ? b : a));
  const missed = measurements.filter((m) => m.p99Ms > TARGET_P99_MS);
  const failed = measurements.filter((m) => m.failed > 0);
  return [
    marks.start,
    '',
    `## Back office: customers at ${fmt(c.customers)}`,
    '',
    provenance({
      command: 'npm run bench:customers',
      startedAt: meta.startedAt,
      durationSeconds: meta.durationSeconds,
      machine: onMachine,
      code: meta.code,
      jsonName,
    }),
    '',
    `\`GET /api/admin/customers\` (docs/decisions/110-customers.md) on PostgreSQL at ${fmt(c.customers)} customers ` +
      `and ${fmt(c.orders)} orders, seeded by SQL (\`bench/lib/customers-seed-sql.mjs\`) in ${meta.seedSeconds} s: ` +
      `${meta.counts}. The production build, one process, a member of staff signed in by a session written by SQL. ` +
      `autocannon at **${c.connections} connection**, ${c.repetitions} runs × ${c.seconds} s (the first after 1 s of ` +
      `warm-up); p50, p99 and req/s are the medians of the runs. Target: p99 ≤ ${TARGET_P99_MS} ms.`,
    '',
    '| request | rows | p50 ms | p99 ms | req/s |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...measurements.map((m) => `| ${name(m)} | ${m.rows} | ${fmt(m.p50Ms, 1)} | ${fmt(m.p99Ms, 1)} | ${fmt(m.rps)} |`),
    '',
    (missed.length
      ? `**${missed.length} of ${measurements.length} requests miss the target** (p99 ≤ ${TARGET_P99_MS} ms): ` +
        `${missed.map((m) => `${name(m)} (p99 ${fmt(m.p99Ms, 1)} ms)`).join(', ')}.`
      : `**Every request is within the target** (p99 ≤ ${TARGET_P99_MS} ms): the slowest, ${name(slowest)}, at ` +
        `p99 ${fmt(slowest.p99Ms, 1)} ms.`) +
      (failed.length
        ? ` Failed requests: ${failed.map((m) => `${name(m)} ${m.failed}`).join(', ')}.`
        : ' No request failed.'),
    '',
    ...sectionEnd(marks, [
      'npm run bench:customers                 # builds the API, then seeds and measures (about 5 min)',
      'npm run bench:customers -- --no-build   # reuse apps/api/dist',
      'npm run bench:customers -- --from=bench/results/customers-<timestamp>.json   # this section again from a run',
    ]),
  ].join('\n');
}
