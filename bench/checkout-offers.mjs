// `npm run bench:offers`: COD checkout with offers on PostgreSQL. Two copies of one seeded shop, each with
// its own production API server: "plain" (no offers) and "offers" (100 live automatic offers of the five kinds and a
// coupon, created through POST /api/admin/offers by the owner). Ten buyers place COD orders of three pieces of one
// hot (product, size) back to back over HTTP, every order by a shopper who never ordered before (signed in by SQL),
// in three runs interleaved round by round: (a) plain, no coupon; (b) offers, every order with the coupon; (c)
// offers, no coupon. Then POST /api/checkout/quote of a 5-line bag, one at a time, with and without the offers.
// Afterwards the databases must show the stock, orders, coupon uses and redemptions the 201 answers account for.
// Writes bench/results/offers-<timestamp>.json and the "Checkout with offers" section of BENCHMARKS.md.
// Environment: BENCH_PGPORT (5548), BENCH_PORT (3400); options --no-build, --rounds=N (5), --seconds=N (5),
// --quotes=N (400 per round), --buyers=N (10); --render=<results json> rewrites the section from a saved run;
// --cpu-prof=<dir> profiles both servers (<dir>/plain, <dir>/offers: V8 .cpuprofile files, written when they stop).
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as prettier from 'prettier';
import { CUSTOMER } from '../tests/support/sign-up.mjs';
import { startApiServer } from './lib/api-server.mjs';
import { raiseStockSql } from './lib/catalogue-sql.mjs';
import { describeCode, describeMachine } from './lib/machine.mjs';
import {
  automaticOffers,
  BENCH_COUPON,
  couponOffer,
  offersOutcomeSql,
  shoppersSql,
  shopperToken,
} from './lib/offers-bench-setup.mjs';
import { RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { clusterCpu, cpuSecondsBetween, cpuSecondsOf } from './lib/process-cpu.mjs';
import { stopAll } from './lib/processes.mjs';
import { OFFERS_END, OFFERS_START } from './lib/report.mjs';
import { staffSessionSql } from './lib/staff-session-sql.mjs';
import { median, percentile, round } from './lib/stats.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const config = {
  rounds: option('rounds', 5),
  seconds: option('seconds', 5),
  warmupSeconds: 3,
  quotes: option('quotes', 400),
  buyers: option('buyers', 10),
  piecesPerOrder: 3,
};
const STOCK = 1_000_000;
const t0 = performance.now();
const log = (message) =>
  console.log(`[bench:offers ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);

async function call(base, method, urlPath, { body, token, headers = {} } = {}) {
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

async function expectStatus(base, method, urlPath, options, status = 200) {
  const res = await call(base, method, urlPath, options);
  if (res.status !== status)
    throw new Error(`${method} ${urlPath} → ${res.status} ${JSON.stringify(res.json).slice(0, 400)}`);
  return res.json;
}

/** One shop: its database, server, shoppers not used yet, and the COD line it sells. */
async function prepareShop(pg, { name, template, runId, shoppers, ownerToken }) {
  const dbName = `vastra_offers_bench_${name}`;
  await pg.query('postgres', `drop database if exists ${dbName} with (force);`);
  const url = await pg.createDatabase(dbName, template);
  const [pick] = JSON.parse((await pg.query(dbName, raiseStockSql(STOCK))).split('\n').at(-1));
  await pg.query(dbName, shoppersSql(runId, shoppers));
  if (ownerToken) await pg.query(dbName, staffSessionSql(ownerToken, '+916000000027'));
  await pg.settle(dbName);
  const profileDir = args.find((a) => a.startsWith('--cpu-prof='))?.split('=')[1];
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, name)}`] : [];
  const server = await startApiServer({
    database: { kind: 'postgres', url },
    name: `offers-${name}`,
    logDir,
    nodeArgs,
  });
  return { name, dbName, server, pick, runId, next: 1, shoppers };
}

function orderBody(product, size, phone, extra) {
  const price = product.pricesBySize?.[size] ?? product.price;
  return {
    customerInfo: { ...CUSTOMER, phone },
    items: [{ productId: product._id, title: product.title, size, quantity: config.piecesPerOrder, price }],
    totalAmount: price * config.piecesPerOrder,
    shippingCost: 0,
    paymentType: 'COD',
    ...extra,
  };
}

/**
 * `config.buyers` buyers place orders back to back for `seconds`, each order by the shop's next shopper who never
 * ordered; `extra` goes into every body (the coupon and the total the quote showed).
 */
async function runBuyers(shop, product, seconds, extra) {
  const latencies = [];
  const statuses = {};
  let created = 0;
  let units = 0;
  const cpuBefore = { api: cpuSecondsOf(shop.server.pid), pg: clusterCpu(pgDataDir) };
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: config.buyers }, async () => {
      while (performance.now() < end) {
        const i = shop.next++;
        if (i > shop.shoppers) throw new Error(`${shop.name}: all ${shop.shoppers} shoppers used; raise the pool`);
        const body = orderBody(product, shop.pick.size, `8${String(i).padStart(9, '0')}`, extra);
        const sent = performance.now();
        const res = await call(shop.server.url, 'POST', '/api/orders/cod', {
          body,
          token: shopperToken(shop.runId, i),
          headers: { 'idempotency-key': randomUUID() },
        });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 201) {
          latencies.push(performance.now() - sent);
          created += 1;
          units += config.piecesPerOrder;
        } else if (Object.keys(statuses).length === 1 || statuses[res.status] === 1) {
          log(`  ${shop.name}: ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    ordersPerSecond: created / elapsed,
    created,
    units,
    // CPU seconds of the API process and of PostgreSQL (all its processes) while this run's orders were placed.
    apiCpuSeconds: cpuSecondsOf(shop.server.pid) - cpuBefore.api,
    pgCpuSeconds: cpuSecondsBetween(cpuBefore.pg, clusterCpu(pgDataDir)),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    statuses,
  };
}

/**
 * `count` quotes of each run's body, the runs taking turns request by request (so a busy neighbour slows them alike):
 * per run the median, p95 and the answer's discount.
 */
async function runQuotes(quoteRuns, count) {
  const ms = Object.fromEntries(Object.keys(quoteRuns).map((key) => [key, []]));
  const discount = {};
  for (let i = 0; i < count; i++) {
    for (const [key, { server, body }] of Object.entries(quoteRuns)) {
      const sent = performance.now();
      const json = await expectStatus(server.url, 'POST', '/api/checkout/quote', { body });
      ms[key].push(performance.now() - sent);
      discount[key] = json.discount;
    }
  }
  return Object.fromEntries(
    Object.entries(ms).map(([key, xs]) => [
      key,
      { medianMs: median(xs), p95Ms: percentile(xs, 95), discount: discount[key] },
    ]),
  );
}

const logDir = path.join(os.tmpdir(), `vastra-offers-bench-${process.pid}`);
let pg;
let pgDataDir;

async function main() {
  const saved = args.find((a) => a.startsWith('--render='))?.split('=')[1];
  if (saved) return writeSection(JSON.parse(readFileSync(saved, 'utf8')), path.basename(saved));
  if (!args.includes('--no-build')) {
    log('building the API bundle');
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@vastra/api'], { cwd: ROOT, stdio: 'inherit' });
  }
  mkdirSync(logDir, { recursive: true });
  const results = {
    startedAt: new Date().toISOString(),
    machine: describeMachine(),
    code: describeCode(),
    config,
  };
  pg = await startPostgres();
  // Where scripts/pg-server.sh keeps the cluster (its postmaster.pid names the processes whose CPU is counted).
  pgDataDir = process.env.PGDATA_DIR ?? `/tmp/vastra-pg-${pg.port}`;
  const template = 'vastra_offers_bench_seed';
  await pg.query('postgres', `drop database if exists ${template} with (force);`);
  const templateUrl = await pg.createDatabase(template);
  log('migrating and seeding the template (the API itself, at its first start)');
  const seeder = await startApiServer({
    database: { kind: 'postgres', url: templateUrl },
    name: 'offers-seed',
    logDir,
  });
  await seeder.stop();

  // Orders per shopper pool: every round of both runs on "offers" takes from one pool, at up to ~1,000 orders/s.
  const perRun = Math.ceil((config.rounds * config.seconds + config.warmupSeconds) * 1_000);
  const runId = randomBytes(4).toString('hex');
  const ownerToken = `stf_${randomBytes(32).toString('base64url')}`;
  log(`two copies with ${perRun.toLocaleString('en-US')} and ${(2 * perRun).toLocaleString('en-US')} shoppers`);
  const plain = await prepareShop(pg, { name: 'plain', template, runId, shoppers: perRun });
  const offers = await prepareShop(pg, { name: 'offers', template, runId, shoppers: 2 * perRun, ownerToken });
  try {
    const catalogue = await expectStatus(offers.server.url, 'GET', '/api/client/products');
    const products = (Array.isArray(catalogue) ? catalogue : (catalogue.products ?? catalogue.items)).filter(
      (p) => p._id !== offers.pick.productId,
    );
    const owner = { authorization: `Bearer ${ownerToken}` };
    const definitions = [
      ...automaticOffers(
        products.map((p) => p._id),
        offers.pick.productId,
      ),
      couponOffer(),
    ];
    for (const definition of definitions)
      await expectStatus(offers.server.url, 'POST', '/api/admin/offers', { body: definition, headers: owner }, 201);
    log(`created ${definitions.length - 1} automatic offers and the coupon ${BENCH_COUPON}`);

    const product = await expectStatus(plain.server.url, 'GET', `/api/client/products/${plain.pick.productId}`);
    const items = orderBody(product, plain.pick.size, CUSTOMER.phone, {}).items;
    const quoted = async (shop, couponCode) =>
      expectStatus(shop.server.url, 'POST', '/api/checkout/quote', {
        body: { items, paymentMode: 'cod', ...(couponCode ? { couponCode } : {}) },
      });
    const [qa, qb, qc] = [await quoted(plain), await quoted(offers, BENCH_COUPON), await quoted(offers)];
    if (!qb.coupon?.applied) throw new Error(`the coupon does not apply: ${JSON.stringify(qb.coupon)}`);
    log(`the bag: ₹${qa.total} plain, ₹${qb.total} with the offers and the coupon, ₹${qc.total} with the offers`);
    const runs = {
      a: { shop: plain, extra: { quotedTotal: qa.total }, quote: qa },
      b: { shop: offers, extra: { couponCode: BENCH_COUPON, quotedTotal: qb.total }, quote: qb },
      c: { shop: offers, extra: { quotedTotal: qc.total }, quote: qc },
    };
    const order = ['a', 'b', 'c'];
    const tally = { plain: { created: 0, units: 0 }, offers: { created: 0, units: 0, coupon: 0 } };
    const account = (key, r) => {
      const t = tally[runs[key].shop.name];
      t.created += r.created;
      t.units += r.units;
      if (key === 'b') t.coupon += r.created;
    };
    for (const key of order)
      account(key, await runBuyers(runs[key].shop, product, config.warmupSeconds, runs[key].extra));
    const rounds = [];
    for (let round_ = 0; round_ < config.rounds; round_++) {
      // Each round starts with another run, so no run always follows the same one.
      const turn = order.map((_, i) => order[(i + round_) % order.length]);
      const row = {};
      for (const key of turn) {
        const r = await runBuyers(runs[key].shop, product, config.seconds, runs[key].extra);
        account(key, r);
        row[key] = r;
      }
      rounds.push(row);
      log(
        `  round ${round_ + 1}/${config.rounds}: ` +
          order
            .map(
              (k) =>
                `(${k}) ${Math.round(row[k].ordersPerSecond)}/s p95 ${row[k].p95Ms?.toFixed(1)} ms ` +
                `cpu ${((1000 * (row[k].apiCpuSeconds + row[k].pgCpuSeconds)) / row[k].created).toFixed(2)} ms`,
            )
            .join(', ') +
          `; (b)/(a) ${(row.b.ordersPerSecond / row.a.ordersPerSecond).toFixed(3)}`,
      );
    }

    log(`quotes: a 5-line bag, ${config.quotes} one at a time per round`);
    const bag = {
      items: products.slice(0, 4).map((p, i) => ({
        productId: p._id,
        title: p.title,
        size: Object.keys(p.stockBySize ?? {}).find((s) => (p.stockBySize[s] ?? 0) > 3) ?? 'M',
        quantity: 1 + (i % 3),
        price: p.price,
      })),
      paymentMode: 'cod',
    };
    bag.items.push(items[0]);
    const quoteRuns = {
      none: { server: plain.server, body: bag },
      offers: { server: offers.server, body: bag },
      offersCoupon: { server: offers.server, body: { ...bag, couponCode: BENCH_COUPON } },
    };
    await runQuotes(quoteRuns, 50);
    const quoteRounds = [];
    for (let round_ = 0; round_ < config.rounds; round_++) {
      const row = await runQuotes(quoteRuns, config.quotes);
      quoteRounds.push(row);
      log(
        `  round ${round_ + 1}: ` +
          Object.entries(row)
            .map(([k, r]) => `${k} ${r.medianMs.toFixed(2)} ms (−₹${r.discount})`)
            .join(', '),
      );
    }

    await plain.server.stop();
    await offers.server.stop();
    const outcome = async (shop) =>
      JSON.parse(
        (await pg.query(shop.dbName, offersOutcomeSql(shop.pick.productId, shop.pick.size))).split('\n').at(-1),
      )[0];
    const [plainDb, offersDb] = [await outcome(plain), await outcome(offers)];
    const checks = {
      plain: {
        ...plainDb,
        expectedStock: STOCK - tally.plain.units,
        exact:
          plainDb.stock === STOCK - tally.plain.units &&
          plainDb.units === tally.plain.units &&
          plainDb.orders === tally.plain.created,
      },
      offers: {
        ...offersDb,
        expectedStock: STOCK - tally.offers.units,
        couponAnswers: tally.offers.coupon,
        exact:
          offersDb.stock === STOCK - tally.offers.units &&
          offersDb.units === tally.offers.units &&
          offersDb.orders === tally.offers.created &&
          offersDb.couponOrders === tally.offers.coupon &&
          offersDb.couponUses === tally.offers.coupon &&
          offersDb.pricedOrders === tally.offers.created,
      },
    };
    log(`database check: ${JSON.stringify(checks)}`);

    const med = (key, field) => median(rounds.map((r) => r[key][field]));
    results.runs = Object.fromEntries(
      order.map((key) => [
        key,
        {
          bagTotalRupees: runs[key].quote.total,
          bagDiscountRupees: runs[key].quote.discount,
          ordersPerSecond: round(med(key, 'ordersPerSecond'), 1),
          p50Ms: round(med(key, 'p50Ms'), 1),
          p95Ms: round(med(key, 'p95Ms'), 1),
          perRound: rounds.map((r) => round(r[key].ordersPerSecond, 1)),
          // CPU milliseconds per order over all measured rounds: what the order costs on an idle machine.
          apiCpuMsPerOrder: round(cpuMsPerOrder(rounds, key, 'apiCpuSeconds'), 2),
          pgCpuMsPerOrder: round(cpuMsPerOrder(rounds, key, 'pgCpuSeconds'), 2),
          statuses: rounds.map((r) => r[key].statuses),
        },
      ]),
    );
    // The ratio per round (runs of one round are seconds apart), then its median.
    const ratio = (key) => round(median(rounds.map((r) => r[key].ordersPerSecond / r.a.ordersPerSecond)), 3);
    results.ratios = { bOverA: ratio('b'), cOverA: ratio('c') };
    results.quotes = Object.fromEntries(
      Object.keys(quoteRuns).map((key) => [
        key,
        {
          medianMs: round(median(quoteRounds.map((r) => r[key].medianMs)), 2),
          p95Ms: round(median(quoteRounds.map((r) => r[key].p95Ms)), 2),
          discountRupees: quoteRounds[0][key].discount,
          perRound: quoteRounds.map((r) => round(r[key].medianMs, 2)),
        },
      ]),
    );
    results.checks = checks;
    results.seconds = round((performance.now() - t0) / 1000, 0);
  } finally {
    await stopAll();
    await pg.dropDatabases();
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const jsonFile = path.join(RESULTS_DIR, `offers-${results.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  await writeSection(results, path.basename(jsonFile));
  log(`(b)/(a) ${results.ratios.bOverA}, (c)/(a) ${results.ratios.cOverA}; wrote ${path.relative(ROOT, jsonFile)}`);
  if (!results.checks.plain.exact || !results.checks.offers.exact) {
    console.error('the databases do not match the answers: see the check above');
    process.exitCode = 1;
  }
}

function cpuMsPerOrder(rounds, key, field) {
  const orders = rounds.reduce((sum, r) => sum + r[key].created, 0);
  return (1000 * rounds.reduce((sum, r) => sum + r[key][field], 0)) / orders;
}

/** Hand-written notes follow this marker inside the section; a new run keeps them. */
const NOTES = '<!-- bench:offers:notes -->';

const n = (v, digits = 1) =>
  Number(v).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (v) => `${(v * 100).toFixed(1)} %`;

async function writeSection(results, jsonName) {
  const r = results.runs;
  const q = results.quotes;
  const m = results.machine;
  const met = results.ratios.bOverA >= 0.9 ? '✅ met' : '❌ missed';
  const row = (label, key) =>
    `| ${label} | ₹${r[key].bagTotalRupees} (−₹${r[key].bagDiscountRupees}) | ${n(r[key].ordersPerSecond)} | ` +
    `${r[key].perRound.map((v) => n(v, 0)).join(', ')} | ${n(r[key].p50Ms)} | ${n(r[key].p95Ms)} | ` +
    `${key === 'a' ? '1' : pct(key === 'b' ? results.ratios.bOverA : results.ratios.cOverA)} | ` +
    `${n(r[key].apiCpuMsPerOrder, 2)} + ${n(r[key].pgCpuMsPerOrder, 2)} |`;
  const check = results.checks;
  const lines = [
    OFFERS_START,
    '',
    '## Checkout with offers',
    '',
    `\`npm run bench:offers\` (bench/checkout-offers.mjs), ${results.startedAt.slice(0, 10)}, ${m.cores} × ` +
      `${m.cpuModel}, Node ${m.node}, load average at the start ${m.loadAverageAtStart.join(' / ')} (a shared box: ` +
      `other work ran beside it). Code: commit \`${results.code.commit}\`` +
      `${results.code.uncommittedChanges ? ' (with uncommitted changes)' : ''}. ` +
      `Raw figures: \`bench/results/${jsonName}\`.`,
    '',
    `PostgreSQL, two copies of one seeded shop, each with its own production API server: "plain" has no offers; ` +
      `"offers" has 100 live automatic offers (20 of each kind, half combinable, scoped in turn to the shop, a ` +
      `category and two products) and the coupon ${BENCH_COUPON} (10 % off, one use per shopper, combinable), all ` +
      `made through \`POST /api/admin/offers\`. ${results.config.buyers} buyers place COD orders back to back ` +
      `(\`POST /api/orders/cod\`, ${results.config.piecesPerOrder} pieces of one hot (product, size), with the ` +
      `\`quotedTotal\` the quote showed), each order by a shopper who never ordered before, so every coupon use is a ` +
      `first one. The three runs are interleaved: ${results.config.rounds} rounds, each round every run ` +
      `${results.config.seconds} s (starting with another run each round) after a ${results.config.warmupSeconds} s ` +
      `warm-up each; orders/s and latency are medians over rounds, the ratio is the median of the rounds' ratios.`,
    '',
    '| run | the bag | orders/s | per round | p50 ms | p95 ms | × (a) | CPU ms per order: API + PostgreSQL |',
    '| --- | --- | --: | --- | --: | --: | --: | --: |',
    row('(a) no offers, no coupon', 'a'),
    row('(b) 100 offers + the coupon', 'b'),
    row('(c) 100 offers, no coupon', 'c'),
    '',
    `Goal: (b)/(a) ≥ 90 % — ${met} (${pct(results.ratios.bOverA)}). The CPU column is the CPU time of ` +
      `the API process and of every PostgreSQL process over all measured rounds of the run, divided by its orders ` +
      `(from /proc, bench/lib/process-cpu.mjs): it moves far less with the neighbours than orders/s does. Each ` +
      `order's pricing snapshot (\`orders.pricing\`) is on average ${n(check.plain.pricingChars, 0)} characters of ` +
      `JSON (${n(check.plain.pricingStoredBytes, 0)} bytes stored) on "plain" and ` +
      `${n(check.offers.pricingChars, 0)} (${n(check.offers.pricingStoredBytes, 0)} bytes stored) on "offers".`,
    '',
    `Afterwards, in the databases: "plain" ${check.plain.orders} orders, stock ${check.plain.stock} = ` +
      `${STOCK} − ${STOCK - check.plain.expectedStock} pieces answered 201 ` +
      `(${check.plain.exact ? 'exact' : 'MISMATCH'}); ` +
      `"offers" ${check.offers.orders} orders, all with their pricing snapshot (${check.offers.pricedOrders}), ` +
      `${check.offers.couponOrders} with the coupon = its uses counted (${check.offers.couponUses}) = the ` +
      `coupon answers (${check.offers.couponAnswers}), stock ${check.offers.stock} ` +
      `(${check.offers.exact ? 'exact' : 'MISMATCH'}).`,
    '',
    `Basket pricing through the API: \`POST /api/checkout/quote\` of a 5-line bag (four seed products, 1–3 pieces, ` +
      `and the hot line; cash on delivery), one request at a time, the three taking turns request by request, ` +
      `${results.config.quotes} each per round, the median over rounds of each round's median (the domain's ` +
      `\`priceBasket\` alone: "Basket pricing" above).`,
    '',
    '| quote | discount | median ms | p95 ms | per round (median ms) |',
    '| --- | --: | --: | --: | --- |',
    ...[
      ['no offers', 'none'],
      ['100 offers', 'offers'],
      ['100 offers + the coupon', 'offersCoupon'],
    ].map(
      ([label, key]) =>
        `| ${label} | ₹${q[key].discountRupees} | ${n(q[key].medianMs, 2)} | ${n(q[key].p95Ms, 2)} | ` +
        `${q[key].perRound.map((v) => n(v, 2)).join(', ')} |`,
    ),
    '',
    '```bash',
    'npm run bench:offers                  # builds the API, then everything (about 4 min)',
    'npm run bench:offers -- --no-build    # reuse apps/api/dist; also --rounds=N --seconds=N --quotes=N --buyers=N',
    'BENCH_PGPORT=5587 BENCH_PORT=3417 npm run bench:offers   # its own PostgreSQL and ports',
    '```',
    '',
    NOTES,
    '',
    OFFERS_END,
  ];
  // Only this section is formatted: the page is hand-kept (.prettierignore) and other sections stay as written.
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const options = { ...(await prettier.resolveConfig(file)), parser: 'markdown' };
  const section = (await prettier.format(lines.join('\n'), options)).trimEnd();
  const page = readFileSync(file, 'utf8');
  const start = page.indexOf(OFFERS_START);
  const end = page.indexOf(OFFERS_END);
  const old = start >= 0 && end > start ? page.slice(start, end) : '';
  // Hand-written notes after the NOTES marker (what the figures mean, what would change them) are kept.
  const notesAt = old.indexOf(NOTES);
  const notes = notesAt >= 0 ? old.slice(notesAt + NOTES.length).trim() : '';
  const filled = notes ? section.replace(NOTES, `${NOTES}\n\n${notes}\n`) : section;
  writeFileSync(
    file,
    old ? `${page.slice(0, start)}${filled}${page.slice(end + OFFERS_END.length)}` : `${page.trimEnd()}\n\n${filled}\n`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
  await stopAll();
  await pg?.dropDatabases();
}
