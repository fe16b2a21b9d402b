// `npm run bench:admin`: the back office at 50,000 products and 100,000 orders on PostgreSQL. Seeds by bulk SQL
// (generate_series), signs a member of staff in by writing a staff session as the staff module stores it, starts the
// production build of the API, and measures p50/p99 and req/s of GET /api/admin/summary (today, 7d, 30d) and of
// GET /api/admin/products (first page, a common word, low stock, category + status, a page deep by cursor; skipped
// with a message while that route answers 404). Before measuring, one request per summary range runs with
// auto_explain on, and the plans of the summary's statements go to bench/results/admin-plans-<timestamp>.txt.
// Writes bench/results/admin-<timestamp>.json and the admin section of BENCHMARKS.md.
// Options (environment): BENCH_PGPORT (5548), BENCH_PORT (3400), ADMIN_CONNECTIONS (1,10), ADMIN_SECONDS (5),
// ADMIN_REPETITIONS (3); --no-build.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startApiServer } from './lib/api-server.mjs';
import { measure } from './lib/load.mjs';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { stopAll } from './lib/processes.mjs';
import { median, round } from './lib/stats.mjs';
import { ADMIN_END, ADMIN_START } from './lib/report.mjs';
import { staffSessionSql } from './lib/staff-session-sql.mjs';

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const config = {
  products: 50_000,
  orders: 100_000,
  days: 60,
  /** One connection: a request's own latency; ten: staff and screens refreshing at once. */
  connections: (process.env.ADMIN_CONNECTIONS ?? '1,10').split(',').map(Number),
  seconds: num('ADMIN_SECONDS', 5),
  repetitions: num('ADMIN_REPETITIONS', 3),
};
const t0 = performance.now();
const log = (message) => console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const DB_NAME = 'vastra_admin_bench';

/** The catalogue: 50,000 products in the five categories, 3 sizes each; about 2 % of sizes sold out, 4 % low. */
const SEED_CATALOGUE = `
select setseed(0.21);
insert into products (title, category, status, position, created_at, updated_at)
select (array['Banarasi','Chanderi','Cotton','Silk','Georgette','Linen','Khadi','Rayon','Mulmul','Tussar'])[1 + i % 10]
       || ' ' || (array['Anarkali','Straight','A-line','Printed','Embroidered','Block Print','Zari','Bandhani',
                        'Chikankari','Ikat'])[1 + (i / 10) % 10]
       || ' ' || (array['Kurti','Suit Set','T-Shirt','Saree','Shorts'])[1 + i % 5] || ' ' || i,
       (array['kurti','suits','t-shirt','saree','shorts'])[1 + i % 5],
       case when i % 50 = 0 then 'archived' when i % 10 = 0 then 'draft' else 'active' end,
       i,
       now() - interval '400 days' + i * interval '10 minutes',
       now() - random() * interval '90 days'
  from generate_series(1, ${config.products}) as i;
insert into product_variants (product_id, size, price_paise, stock, position)
select p.id, s.size, 49900 + (p.position % 40) * 5000,
       case when r < 0.02 then 0 when r < 0.06 then 1 + floor(random() * 3)::int else 4 + floor(random() * 60)::int end,
       s.position
  from products as p
 cross join (values ('S', 0), ('M', 1), ('L', 2)) as s (size, position)
 cross join lateral (select random() + p.position * 0 as r) as x;
`;

/**
 * 100,000 orders over the last 60 days from 2,000 shoppers: 60 % COD; 7 % cancelled (half never booked), 4 %
 * returned; recent ones placed or shipped, some never booked; a payment_orders row for every card order, and 8,000
 * card attempts that never became an order. (No order_items: nothing measured here reads them.)
 */
const SEED_ORDERS = `
select setseed(0.42);
insert into users (full_name, email, phone, password_hash)
select 'Bench Shopper ' || i, 'bench' || i || '@example.in', '+9170' || lpad(i::text, 8, '0'), 'x'
  from generate_series(1, 2000) as i;
with shoppers as (select array_agg(id) as ids from users),
drawn as (
  select i, now() - random() * interval '${config.days} days' as created, random() as r, random() as r2,
         case when random() < 0.6 then 'cod' else 'prepaid' end as mode,
         (50000 + floor(random() * 450000))::int as total
    from generate_series(1, ${config.orders}) as i
),
shaped as (
  select *, case when r < 0.07 then 'cancelled'
                 when r < 0.11 then 'returned'
                 when created > now() - interval '1 day' and r < 0.5 then 'placed'
                 when created > now() - interval '4 days' then 'shipped'
                 else 'delivered' end as status
    from drawn
)
insert into orders (user_id, status, total_paise, payment_mode, customer_name, customer_email, customer_phone,
                    address, city, state, pincode, gateway_order_id, paid_at, awb, cancelled_at, returned_at,
                    created_at, updated_at)
select shoppers.ids[1 + i % 2000], status, total, mode, 'Bench Shopper', 'bench@example.in', '+919876543210',
       '14 MG Road, Koregaon Park', 'Pune', 'Maharashtra', '411001',
       case when mode = 'prepaid' then 'order_bench_' || i end,
       case when mode = 'prepaid' then created end,
       case when (status = 'placed' and r2 < 0.3) or (status = 'cancelled' and r2 < 0.5) then null
            else 'BENCH' || i end,
       case when status = 'cancelled' then least(created + interval '3 hours', now()) end,
       case when status = 'returned' then least(created + interval '6 days', now()) end,
       created, created
  from shaped, shoppers;
insert into payment_orders (id, amount_paise, created_at)
select gateway_order_id, total_paise, created_at - interval '2 minutes' from orders where gateway_order_id is not null;
insert into payment_orders (id, amount_paise, created_at)
select 'order_unpaid_' || i, 99900, now() - random() * interval '${config.days} days'
  from generate_series(1, 8000) as i;
`;

const SUMMARY_TARGETS = ['today', '7d', '30d'].map((range) => ({
  name: `GET /api/admin/summary?range=${range}`,
  path: `/api/admin/summary?range=${range}`,
}));

const PRODUCT_TARGETS = [
  { name: 'GET /api/admin/products (first page)', path: '/api/admin/products' },
  { name: 'GET /api/admin/products?q=kurti (a word in 1 title of 5)', path: '/api/admin/products?q=kurti' },
  { name: 'GET /api/admin/products?stock=low', path: '/api/admin/products?stock=low' },
  {
    name: 'GET /api/admin/products?category=saree&status=active',
    path: '/api/admin/products?category=saree&status=active',
  },
];
const DEEP_PAGES = 50;

let postgres;
let api;
const cleanUp = async () => {
  await api?.stop().catch(() => undefined);
  await postgres?.dropDatabases().catch(() => undefined);
  await postgres?.stop().catch(() => undefined);
  await stopAll();
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

const logDir = path.join(os.tmpdir(), `vastra-bench-admin-${process.pid}`, 'logs');
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
  api = await server('admin-migrate');
  await api.stop();
  api = undefined;

  let seeded = performance.now();
  log(`seeding ${config.products.toLocaleString('en-US')} products with 3 sizes each`);
  await postgres.query(DB_NAME, SEED_CATALOGUE);
  log(`seeding ${config.orders.toLocaleString('en-US')} orders over ${config.days} days`);
  await postgres.query(DB_NAME, SEED_ORDERS);
  const token = `stf_${randomBytes(32).toString('base64url')}`;
  await postgres.query(DB_NAME, staffSessionSql(token, '+916000000001'));
  await postgres.settle(DB_NAME);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const counts = await postgres.query(
    DB_NAME,
    `select (select count(*) from products) || ' products, ' || (select count(*) from product_variants) || ' sizes, '
       || (select count(*) from orders) || ' orders, ' || (select count(*) from payment_orders) || ' card payments';`,
  );
  log(`seeded in ${seedSeconds.toFixed(1)} s: ${counts}`);
  const headers = {
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    authorization: `Bearer ${token}`,
  };

  // The plans: auto_explain logs every statement of the API's connections with its real plan and timings.
  log('plans of the summary statements (auto_explain, one request per range)');
  await postgres.query(
    'postgres',
    `alter database ${DB_NAME} set session_preload_libraries = 'auto_explain';
     alter database ${DB_NAME} set auto_explain.log_min_duration = 0;
     alter database ${DB_NAME} set auto_explain.log_analyze = on;
     alter database ${DB_NAME} set auto_explain.log_buffers = on;`,
  );
  const serverLog = path.join(process.env.PGDATA_DIR ?? `/tmp/vastra-pg-${postgres.port}`, 'server.log');
  const logStart = statSync(serverLog).size;
  api = await server('admin-explain');
  for (const target of SUMMARY_TARGETS) {
    const res = await fetch(`${api.url}${target.path}`, { headers });
    if (res.status !== 200) throw new Error(`${target.path} answered ${res.status}: ${await res.text()}`);
  }
  await api.stop();
  api = undefined;
  await postgres.query('postgres', `alter database ${DB_NAME} reset all;`);
  const plans = summaryPlans(readFileSync(serverLog, 'utf8').slice(logStart));
  const plansFile = path.join(RESULTS_DIR, `admin-plans-${stamp}.txt`);
  writeFileSync(plansFile, plans);
  log(`plans in ${path.relative(ROOT, plansFile)}`);

  api = await server('admin');
  const measurements = [];
  for (const target of SUMMARY_TARGETS) measurements.push(...(await measureTarget(target, headers)));
  const probe = await fetch(`${api.url}/api/admin/products`, { headers });
  let productsNote = null;
  if (probe.status === 404) {
    productsNote = 'GET /api/admin/products answered 404 (the route is not on this branch yet): skipped.';
    log(productsNote);
  } else {
    const deep = await deepPage(headers);
    for (const target of [...PRODUCT_TARGETS, deep]) measurements.push(...(await measureTarget(target, headers)));
  }
  await api.stop();
  api = undefined;

  const results = {
    meta: { startedAt, machine, code: describeCode(), config, seedSeconds: round(seedSeconds, 1), counts },
    measurements,
    productsNote,
    plansFile: path.relative(ROOT, plansFile),
  };
  const jsonFile = path.join(RESULTS_DIR, `admin-${stamp}.json`);
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  await updateBenchmarksPage(renderSection(results, path.basename(jsonFile)));
  log(`wrote ${path.relative(ROOT, jsonFile)} and the admin section of BENCHMARKS.md`);
} finally {
  await cleanUp();
}

async function measureTarget(target, headers) {
  const results = [];
  for (const connections of config.connections) {
    log(`${target.name}: ${config.repetitions} × ${config.seconds} s at ${connections} connection(s)`);
    const runs = [];
    for (let i = 0; i < config.repetitions; i++) {
      runs.push(
        await measure(`${api.url}${target.path}`, {
          connections,
          seconds: config.seconds,
          warmupSeconds: i === 0 ? 1 : 0,
          headers,
        }),
      );
    }
    results.push({
      name: target.name,
      connections,
      rps: round(median(runs.map((r) => r.rps))),
      p50Ms: median(runs.map((r) => r.p50Ms)),
      p99Ms: median(runs.map((r) => r.p99Ms)),
      failed: runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
      runs,
    });
  }
  return results;
}

/** The product list's page DEEP_PAGES, reached by following nextCursor from the first page. */
async function deepPage(headers) {
  let pathAndQuery = '/api/admin/products';
  for (let page = 1; page < DEEP_PAGES; page++) {
    const body = await (await fetch(`${api.url}${pathAndQuery}`, { headers })).json();
    if (!body.nextCursor) break;
    pathAndQuery = `/api/admin/products?cursor=${encodeURIComponent(body.nextCursor)}`;
  }
  return { name: `GET /api/admin/products (page ${DEEP_PAGES}, by cursor)`, path: pathAndQuery };
}

/** auto_explain's entries for the summary's statements (those reading orders, payment_orders or product sizes). */
function summaryPlans(logText) {
  const entries = logText.split(/\n(?=\S.*LOG: {2}duration: )/);
  return entries
    .filter((entry) => /Query Text:/.test(entry) && /\borders\b|\bproduct_variants\b/.test(entry))
    .map((entry) => entry.trim())
    .join('\n\n');
}

function renderSection(results, jsonName) {
  const { meta } = results;
  const m = meta.machine;
  const n = (v) => (v === null || v === undefined ? '—' : Number(v).toLocaleString('en-US'));
  const rows = results.measurements.map(
    (r) => `| ${r.name} | ${r.connections} | ${n(r.rps)} | ${n(r.p50Ms)} ms | ${n(r.p99Ms)} ms | ${r.failed} |`,
  );
  return [
    ADMIN_START,
    '',
    '## Admin at 50,000 products and 100,000 orders',
    '',
    `Written by \`npm run bench:admin\` on ${meta.startedAt.slice(0, 10)} (${meta.startedAt}). ` +
      `Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}; ` +
      `load average at start ${m.loadAverageAtStart.join(' / ')} ` +
      '(a shared box: other work ran beside it). ' +
      `Code: commit \`${meta.code.commit}\`. Raw figures: \`bench/results/${jsonName}\`; ` +
      `plans: \`${results.plansFile}\`.`,
    '',
    `PostgreSQL (\`scripts/pg-server.sh\`), seeded by SQL in ${meta.seedSeconds} s: ${meta.counts}. ` +
      'The production build, one process, pool of 10, a staff session written as the staff module writes it. ' +
      `autocannon at ${meta.config.connections.join(' and ')} connections, ${meta.config.seconds} s per measurement ` +
      `(1 s warm-up first), ${meta.config.repetitions} repetitions: the medians of req/s, p50 and p99.`,
    '',
    '| request | connections | req/s | p50 | p99 | failed |',
    '| --- | --: | --: | --: | --: | --: |',
    ...rows,
    '',
    ...(results.productsNote ? [results.productsNote, ''] : []),
    'What the summary counts and which index each statement uses: ' +
      '[decision 021](docs/decisions/021-dashboard-figures.md).',
    '',
    '```bash',
    'npm run bench:admin                 # builds the API, then seeds, explains and measures (about 3 min)',
    'npm run bench:admin -- --no-build   # reuse apps/api/dist',
    '```',
    '',
    ADMIN_END,
  ].join('\n');
}

async function updateBenchmarksPage(section) {
  const prettier = await import('prettier');
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const page = readFileSync(file, 'utf8');
  const start = page.indexOf(ADMIN_START);
  const end = page.indexOf(ADMIN_END);
  const next =
    start >= 0 && end > start
      ? `${page.slice(0, start)}${section}${page.slice(end + ADMIN_END.length)}`
      : `${page.trimEnd()}\n\n${section}\n`;
  const options = { ...(await prettier.resolveConfig(file)), parser: 'markdown' };
  writeFileSync(file, await prettier.format(next, options));
}
