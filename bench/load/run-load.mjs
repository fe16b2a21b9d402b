// `npm run bench:load` (docs/rules/performance.md#load): 200 concurrent simulated shoppers (browse the list, a product
// and its reviews, sync the cart, check out by COD or card, read their orders) for 60 s against ONE
// API process on PostgreSQL. Checks zero 5xx and no lost order (orders in the database = orders
// answered 201) and stock + units sold = initial stock; reports p50/p90/p99 per route into
// bench/results/load-<timestamp>.json and RELIABILITY.md. Exits 1 if a check fails.
// Options (environment): LOAD_SHOPPERS (200), LOAD_SECONDS (60), LOAD_THINK_MAX_MS (500),
// LOAD_CHECKOUT_SHARE (0.2), LOAD_POOL_SIZE (10), LOAD_PORT (3550), LOAD_PGPORT (5551); --no-build.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { renderSection, updateReliabilityPage, writeJson } from './report.mjs';
import { createDatabase, ROOT, signUpShoppers, startApi, startPostgres } from './setup.mjs';
import { runShopper } from './shopper.mjs';
import { createRecorder } from './stats.mjs';

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const config = {
  shoppers: num('LOAD_SHOPPERS', 200),
  seconds: num('LOAD_SECONDS', 60),
  thinkMaxMs: num('LOAD_THINK_MAX_MS', 500),
  checkoutShare: num('LOAD_CHECKOUT_SHARE', 0.2),
  poolSize: num('LOAD_POOL_SIZE', 10),
  port: num('LOAD_PORT', 3550),
  pgPort: num('LOAD_PGPORT', 5551),
};
const t0 = performance.now();
const log = (message) => console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);

if (!process.argv.includes('--no-build')) {
  log('building the API bundle');
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@vastra/api'], { cwd: ROOT, stdio: 'inherit' });
}
const startedAt = new Date().toISOString();
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.versions.node,
  loadAverage: os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' '),
};

const postgres = startPostgres(config.pgPort);
const db = await createDatabase(postgres.url);
let api;
const cleanUp = async () => {
  api?.kill();
  await db.drop().catch(() => undefined);
  postgres.stop();
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

let failed;
try {
  api = await startApi({
    port: config.port,
    databaseUrl: db.url,
    env: { DATABASE_POOL_SIZE: String(config.poolSize) },
  });
  log(`API on ${api.base} (PostgreSQL ${config.pgPort}); signing up ${config.shoppers} shoppers through the OTP flow`);
  const shoppers = await signUpShoppers(api.base, config.shoppers);
  const productIds = (await (await fetch(`${api.base}/api/client/products`)).json()).map((p) => p._id);
  const initial = await db.query('select product_id, size, stock from product_variants');

  log(`${config.shoppers} shoppers for ${config.seconds} s`);
  const recorder = createRecorder();
  const placed = new Set();
  const ctx = {
    base: api.base,
    productIds,
    recorder,
    placed,
    thinkMaxMs: config.thinkMaxMs,
    checkoutShare: config.checkoutShare,
  };
  const deadline = performance.now() + config.seconds * 1000;
  const loadStart = performance.now();
  // Shoppers arrive over the first second, not in one instant.
  await Promise.all(
    shoppers.map(async (s, i) => {
      await sleep(Math.floor((i / shoppers.length) * 1000));
      await runShopper(ctx, s, deadline);
    }),
  );
  const seconds = (performance.now() - loadStart) / 1000;
  log(`load done in ${seconds.toFixed(1)} s; checking the database`);

  const routes = recorder.summary(seconds);
  const all = Object.values(routes);
  const requests = all.reduce((n, r) => n + r.requests, 0);
  const totals = {
    requests,
    perSecond: Number((requests / seconds).toFixed(1)),
    serverErrors: all.reduce((n, r) => n + r.serverErrors, 0),
    networkErrors: all.reduce((n, r) => n + r.networkErrors, 0),
  };
  const inDb = new Set((await db.query('select id from orders')).map((r) => r.id));
  const orders = {
    acknowledged: placed.size,
    inDatabase: inDb.size,
    lost: [...placed].filter((id) => !inDb.has(id)).length,
    unacknowledged: [...inDb].filter((id) => !placed.has(id)).length,
  };
  const now = new Map(
    (await db.query('select product_id, size, stock from product_variants')).map((r) => [
      `${r.product_id}/${r.size}`,
      r.stock,
    ]),
  );
  const sold = new Map(
    (await db.query('select product_id, size, sum(quantity)::int as units from order_items group by 1, 2')).map((r) => [
      `${r.product_id}/${r.size}`,
      r.units,
    ]),
  );
  const unbalanced = initial.filter(
    (v) => (now.get(`${v.product_id}/${v.size}`) ?? 0) + (sold.get(`${v.product_id}/${v.size}`) ?? 0) !== v.stock,
  );
  const stock = {
    variants: initial.length,
    balanced: initial.length - unbalanced.length,
    unbalanced: unbalanced.length,
    unitsSold: [...sold.values()].reduce((n, u) => n + u, 0),
  };

  const result = { startedAt, machine, config: { ...config, seconds: config.seconds }, totals, orders, stock, routes };
  const jsonFile = writeJson(result);
  updateReliabilityPage(renderSection(result, jsonFile));
  console.table(
    Object.fromEntries(
      Object.entries(routes).map(([k, r]) => [
        k,
        { n: r.requests, p50: r.p50Ms, p99: r.p99Ms, statuses: JSON.stringify(r.statuses) },
      ]),
    ),
  );
  log(
    `requests ${totals.requests} (${totals.perSecond}/s), 5xx ` +
      `${totals.serverErrors}, network errors ${totals.networkErrors}`,
  );
  log(
    `orders: ${orders.acknowledged} acknowledged, ${orders.inDatabase} in ` +
      `the database, ${orders.lost} lost; stock off for ${stock.unbalanced} ` +
      `sizes`,
  );
  log(`wrote ${jsonFile} and the load section of RELIABILITY.md`);
  failed = totals.serverErrors > 0 || orders.lost > 0 || orders.unacknowledged > 0 || stock.unbalanced > 0;
  if (failed)
    console.error(`FAILED: 5xx, lost or unaccounted orders, or unbalanced stock\n${api.output().slice(-3000)}`);
} finally {
  await api?.stop();
  await db.drop().catch(() => undefined);
  postgres.stop();
}
process.exit(failed ? 1 : 0);
