// `npm run bench:cluster`: throughput and latency through nginx (the deploy guide's own files, deploy/nginx/, via
// scripts/cluster-nginx.mjs) with 1 and with 3 API processes (the production bundle) on one PostgreSQL, on this
// machine: (a) the shop page's product list, GET /api/client/products; (b) COD checkout, POST /api/orders/cod by
// signed-in shoppers (bearer tokens, rotated per request), a fresh Idempotency-Key per request. autocannon in this
// process, `--connections` for `--seconds` per case after `--warmup` seconds; `--rounds` rounds, the process counts
// alternating (1 then 3, then 3 then 1, …), medians over rounds. With 1 process only that process runs. CPU time of
// each part (API processes, PostgreSQL, nginx, this process = autocannon) from /proc. Prints a summary and a Markdown
// table, writes bench/results/cluster-<timestamp>.json and, with the default options (or with --write-page), the
// cluster section of BENCHMARKS.md (hand-written notes after its `bench:cluster:notes` marker are kept).
// Set-up (owner sign-in, shopper sign-ups: the dev SMS outbox answers no proxied request) talks to the first process
// directly. Options: --seconds=15 --warmup=3 --connections=50 --rounds=3 --shoppers=50 --variants=20 --write-page;
// --from=<results json> only renders that run's section again. It builds the API bundle only when
// apps/api/dist/server.mjs is missing. Environment: BENCH_PORT (first API/nginx port), CLUSTER_PGPORT (5573).
import { execFileSync } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startNginx, writeNginxConfig } from '../scripts/cluster-nginx.mjs';
import { CUSTOMER, fetchSend } from '../tests/support/sign-up.mjs';
import { BROWSER_HEADERS, measure } from './lib/load.mjs';
import { describeCode, describeMachine } from './lib/machine.mjs';
import { RESULTS_DIR } from './lib/paths.mjs';
import { freePort } from './lib/ports.mjs';
import { clusterCpu, cpuSecondsBetween, cpuSecondsOf } from './lib/process-cpu.mjs';
import { provenance, renderFromSavedRun, sectionEnd, sectionMarkers, writeSection } from './lib/report.mjs';
import { median, round } from './lib/stats.mjs';
import { createDatabase, ROOT, signUpShoppers, startApi, startPostgres } from './load/setup.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const config = {
  seconds: arg('seconds', 15),
  warmup: arg('warmup', 3),
  connections: arg('connections', 50),
  rounds: arg('rounds', 3),
  shoppers: arg('shoppers', 50),
  variants: arg('variants', 20),
  pgPort: Number(process.env.CLUSTER_PGPORT ?? 5573),
};
const POOL_STOCK = 10_000_000;
const PROCESS_COUNTS = [1, 3];
const t0 = performance.now();
const log = (text) =>
  console.log(`[bench:cluster ${((performance.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${text}`);

const fmt = (n, digits = 0) =>
  n === null || n === undefined ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: digits });

// --from=<results json>: only renders that run's section of BENCHMARKS.md again, measuring nothing.
await renderFromSavedRun('cluster', renderSection);
const full =
  !process.argv.some((a) => /^--(seconds|warmup|connections|rounds|shoppers|variants)=/.test(a)) ||
  process.argv.includes('--write-page');

if (!existsSync(path.join(ROOT, 'apps/api/dist/server.mjs'))) {
  log('building the API bundle');
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@vastra/api'], { cwd: ROOT, stdio: 'inherit' });
}

const machine = describeMachine();
const code = describeCode();
const startedAt = new Date().toISOString();
// The demo owner's password for this run (a development server otherwise picks a random one).
const ownerPassword = `Cluster-bench-${randomUUID()}`;
const pgDataDir = `/tmp/vastra-load-pg-${config.pgPort}`; // bench/load/setup.mjs's data directory for that port
const pgDirWasThere = existsSync(pgDataDir);

// Everything to undo, in reverse order of creation.
let dir;
let postgres;
let db;
let nginx;
/** port → { api, pid } of the running API processes. */
const running = new Map();

async function cleanUp() {
  await nginx?.stop().catch(() => undefined);
  nginx = undefined;
  await Promise.all([...running.values()].map(({ api }) => api.stop().catch(() => api.kill())));
  running.clear();
  await db?.drop().catch(() => undefined);
  db = undefined;
  try {
    postgres?.stop();
  } catch {
    // already stopped
  }
  postgres = undefined;
  if (!pgDirWasThere) await rm(pgDataDir, { recursive: true, force: true });
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

/** The pids of this process's children running the API bundle. */
function apiChildren() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server.mjs')) {
        pids.push(Number(entry));
      }
    } catch {
      // gone
    }
  }
  return pids;
}

/** A process and its direct children (nginx's master and worker), by pid → CPU seconds. */
function treeCpu(pid) {
  const byPid = new Map([[pid, cpuSecondsOf(pid)]]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1].split(' ')[1]) === pid) byPid.set(Number(entry), cpuSecondsOf(Number(entry)));
    } catch {
      // gone
    }
  }
  return byPid;
}

let apiPorts;
const apiEnv = (port) => ({
  // bench/load's environment (COD limits lifted, TRUST_PROXY=1: nginx is the one proxy), and per process its own
  // DATA_DIR; the demo owner's password known, to lift the shop's COD order-value limit as the owner.
  DATA_DIR: path.join(dir, `api-${port}`),
  TRUST_PROXY: '1',
  DEMO_OWNER_PASSWORD: ownerPassword,
});

async function startProcess(port) {
  const before = new Set(apiChildren());
  const api = await startApi({ port, databaseUrl: db.url, env: apiEnv(port) });
  const pid = apiChildren().find((p) => !before.has(p));
  running.set(port, { api, pid });
}

/** Exactly the first `count` API processes running. */
async function runProcesses(count) {
  const wanted = apiPorts.slice(0, count);
  for (const [port, { api }] of running) {
    if (!wanted.includes(port)) {
      await api.stop();
      running.delete(port);
    }
  }
  for (const port of wanted) if (!running.has(port)) await startProcess(port);
}

/** CPU seconds so far of each part. */
function cpuNow() {
  const apis = new Map([...running.values()].map(({ pid }) => [pid, cpuSecondsOf(pid)]));
  const usage = process.cpuUsage();
  return {
    api: apis,
    postgres: clusterCpu(pgDataDir),
    nginx: treeCpu(nginx.pid),
    bench: (usage.user + usage.system) / 1e6,
  };
}

/** Cores used by each part between two readings over `seconds`. */
function coresBetween(before, after, seconds) {
  const cores = (s) => round(s / seconds, 2);
  return {
    api: cores(cpuSecondsBetween(before.api, after.api)),
    postgres: cores(cpuSecondsBetween(before.postgres, after.postgres)),
    nginx: cores(cpuSecondsBetween(before.nginx, after.nginx)),
    autocannon: cores(after.bench - before.bench),
  };
}

function fire(options) {
  return new Promise((resolve, reject) => autocannon(options, (err, r) => (err ? reject(err) : resolve(r))));
}

/** COD orders through `lb`: each request a new Idempotency-Key, the next shopper's token and the next variant. */
async function measureCod(lb, shoppers, pool, counts, seconds) {
  let n = randomInt(0, 1000);
  const request = {
    method: 'POST',
    path: '/api/orders/cod',
    setupRequest(req) {
      n += 1;
      const shopper = shoppers[n % shoppers.length];
      const line = pool[n % pool.length];
      return {
        ...req,
        headers: {
          ...BROWSER_HEADERS,
          'content-type': 'application/json',
          authorization: `Bearer ${shopper.token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          // Her own phone to deliver to: one phone for every order would queue them all on its COD-limit lock.
          customerInfo: { ...CUSTOMER, phone: shopper.phone.slice(3) },
          items: [{ productId: line.productId, title: line.title, size: line.size, quantity: 1, price: line.price }],
          totalAmount: line.price,
          shippingCost: 0,
          paymentType: 'COD',
        }),
      };
    },
    onResponse(status) {
      if (status === 201) counts.created += 1;
    },
  };
  const r = await fire({
    url: lb,
    connections: config.connections,
    pipelining: 1,
    requests: [request],
    duration: seconds,
  });
  return {
    rps: r.requests.average,
    requests: r.requests.total,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([s, v]) => [s, v.count])),
  };
}

/** The demo owner turns the shop's COD order-value limit off (PUT /api/admin/settings), as in the back office. */
async function liftCodLimit(base) {
  const send = fetchSend(base);
  const owner = { phone: '9000000001', password: ownerPassword };
  const login = await send('POST', '/api/admin/auth/login', owner);
  if (login.status !== 200) throw new Error(`owner sign-in: ${login.status} ${JSON.stringify(login.json)}`);
  const outbox = await send('GET', `/api/dev/sms-outbox?phone=%2B91${owner.phone}`);
  const code = /\b(\d{6})\b/.exec(outbox.json[0]?.body ?? '')?.[1] ?? '';
  const session = await send('POST', '/api/admin/auth/verify', { challengeId: login.json.challengeId, code });
  if (session.status !== 200) throw new Error(`owner code: ${session.status} ${JSON.stringify(session.json)}`);
  const cod = { maxOrderValue: null, onlyWherePinAllows: true, confirmation: { enabled: false, hours: 48 } };
  const saved = await fetchSend(base, { authorization: `Bearer ${session.json.token}` })('PUT', '/api/admin/settings', {
    cod,
  });
  if (saved.status !== 200) throw new Error(`settings: ${saved.status} ${JSON.stringify(saved.json)}`);
}

const coresText = (c) => `API ${c.api} + PostgreSQL ${c.postgres} + nginx ${c.nginx} + autocannon ${c.autocannon}`;

let exitCode = 0;
try {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-cluster-bench-'));
  postgres = startPostgres(config.pgPort);
  db = await createDatabase(postgres.url);
  apiPorts = [await freePort(), await freePort(), await freePort()];
  const lbPort = await freePort();
  const lb = `http://127.0.0.1:${lbPort}`;
  log(`PostgreSQL on ${config.pgPort}; API processes on ${apiPorts.join(', ')}, nginx on ${lbPort}`);
  // The first migrates and seeds the database.
  await startProcess(apiPorts[0]);
  const first = running.get(apiPorts[0]).api.base;
  await liftCodLimit(first);
  log(`COD limit lifted; signing up ${config.shoppers} shoppers`);
  const shoppers = await signUpShoppers(first, config.shoppers);
  const products = await (await fetch(`${first}/api/client/products`)).json();
  const pool = products
    .flatMap((p) =>
      p.sizes
        .filter((size) => (p.stockBySize?.[size] ?? 0) > 0)
        .map((size) => ({ productId: p._id, title: p.title, size, price: p.pricesBySize?.[size] ?? p.price })),
    )
    .slice(0, config.variants);
  // Stock for every order of the run (a refused order measures nothing), straight in the table.
  for (const v of pool) {
    await db.query('update product_variants set stock = $1 where product_id = $2 and size = $3', [
      POOL_STOCK,
      v.productId,
      v.size,
    ]);
  }
  log(`${products.length} products in the list; orders spread over ${pool.length} (product, size) pairs`);

  const counts = { created: 0 };
  /** `${case}/${processes}` → per-round results. */
  const results = new Map();
  const cases = [
    { key: 'products', label: 'GET /api/client/products' },
    { key: 'cod', label: 'POST /api/orders/cod' },
  ];
  for (let r = 0; r < config.rounds; r++) {
    const order = r % 2 === 0 ? PROCESS_COUNTS : [...PROCESS_COUNTS].reverse();
    for (const count of order) {
      await runProcesses(count);
      const nginxDir = path.join(dir, `nginx-${r}-${count}`);
      nginx = await startNginx(
        await writeNginxConfig({ dir: nginxDir, port: lbPort, upstreamPorts: apiPorts.slice(0, count) }),
        lbPort,
      );
      for (const c of cases) {
        const loadAverage = os.loadavg()[0];
        let result;
        let before;
        if (c.key === 'products') {
          // The warm-up apart, so that CPU is read around the measured part only.
          await measure(`${lb}/api/client/products`, { connections: config.connections, seconds: config.warmup });
          before = cpuNow();
          result = await measure(`${lb}/api/client/products`, {
            connections: config.connections,
            seconds: config.seconds,
          });
        } else {
          await measureCod(lb, shoppers, pool, counts, config.warmup);
          before = cpuNow();
          result = await measureCod(lb, shoppers, pool, counts, config.seconds);
        }
        const cores = coresBetween(before, cpuNow(), config.seconds);
        const key = `${c.key}/${count}`;
        results.set(key, [...(results.get(key) ?? []), { ...result, cores, loadAverage }]);
        log(
          `round ${r + 1}, ${count} process${count > 1 ? 'es' : ''}, ${c.label}: ${fmt(result.rps)} req/s, ` +
            `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}; ` +
            `cores: ${coresText(cores)}`,
        );
      }
      await nginx.stop();
      nginx = undefined;
    }
  }

  // The orders: every 201 is in the database once (a request in flight when a run stopped may be placed without
  // its 201 being counted), and stock + units sold = the stock given.
  const [{ orders }] = await db.query('select count(*)::int as orders from orders');
  const stockRows = await db.query(
    'select v.stock + coalesce((select sum(i.quantity) from order_items i where i.product_id = v.product_id ' +
      'and i.size = v.size), 0)::int as total from product_variants v where v.stock >= $1',
    [POOL_STOCK / 2],
  );
  const unbalanced = stockRows.filter((row) => row.total !== POOL_STOCK).length;

  const summary = (key) => {
    const runs = results.get(key);
    return {
      rps: median(runs.map((x) => x.rps)),
      perRound: runs.map((x) => Math.round(x.rps)),
      p50Ms: median(runs.map((x) => x.p50Ms)),
      p99Ms: median(runs.map((x) => x.p99Ms)),
      requests: runs.reduce((n, x) => n + x.requests, 0),
      non2xx: runs.reduce((n, x) => n + x.non2xx, 0),
      errors: runs.reduce((n, x) => n + x.errors, 0),
      errorsPerRound: runs.map((x) => x.errors),
      cores: Object.fromEntries(
        Object.keys(runs[0].cores).map((part) => [part, round(median(runs.map((x) => x.cores[part])), 2)]),
      ),
    };
  };
  const rows = [];
  const ratios = {};
  for (const c of cases) {
    const one = summary(`${c.key}/1`);
    const three = summary(`${c.key}/3`);
    const perRound = results.get(`${c.key}/3`).map((x, i) => round(x.rps / results.get(`${c.key}/1`)[i].rps, 2));
    ratios[c.key] = { ratio: round(three.rps / one.rps, 2), perRound, one, three };
    rows.push({ label: c.label, count: 1, ...one }, { label: c.label, count: 3, ...three });
  }

  const table = [
    '| case | API processes | req/s | per round | p50 ms | p99 ms | non-2xx | errors | × 1 process | ' +
      'cores: API + PostgreSQL + nginx + autocannon |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) => {
      const key = row.label.includes('cod') ? 'cod' : 'products';
      const ratio = row.count === 1 ? '1' : `${ratios[key].ratio} (${ratios[key].perRound.join(', ')})`;
      const c = row.cores;
      return (
        `| ${row.label} | ${row.count} | ${fmt(row.rps)} | ${row.perRound.map((x) => fmt(x)).join(', ')} | ` +
        `${fmt(row.p50Ms, 1)} | ${fmt(row.p99Ms, 1)} | ${fmt(row.non2xx)} | ${fmt(row.errors)} | ${ratio} | ` +
        `${c.api} + ${c.postgres} + ${c.nginx} + ${c.autocannon} |`
      );
    }),
  ];
  const p = ratios.products;
  const o = ratios.cod;
  const total = (c) => round(c.api + c.postgres + c.nginx + c.autocannon, 2);
  const why = [
    `Product list ×${p.ratio}: each process serves a body it prepared once (JSON, compressed ahead of time), so a ` +
      `request is only HTTP work, in Node, nginx and autocannon alike; with one process the parts already kept ` +
      `${total(p.one.cores)} of the ${machine.cores} cores busy (API ${p.one.cores.api}), with three ` +
      `${total(p.three.cores)} (API ${p.three.cores.api}): more processes only help while cores are idle, and here ` +
      `they split the same cores with more switching between them.`,
    `COD checkout ×${o.ratio}: each order is a PostgreSQL transaction (advisory locks on the shopper and the phone, ` +
      `the stock rows locked, the order, its lines and its jobs written, a commit) with API work around it; one ` +
      `process already kept API ${o.one.cores.api} + PostgreSQL ${o.one.cores.postgres} cores busy, three ` +
      `${o.three.cores.api} + ${o.three.cores.postgres}: no core is left for the extra processes, and more ` +
      `transactions in flight only wait longer for the CPU and the stock rows.`,
  ];

  console.log(`
Throughput through nginx, 1 vs 3 API processes (npm run bench:cluster), ${startedAt}
Machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.os}; \
load average at start ${machine.loadAverageAtStart.join(' / ')}. Code: ${code.commit}\
${code.uncommittedChanges ? ' (with uncommitted changes)' : ''}.
${config.connections} connections, ${config.seconds} s per case after ${config.warmup} s of warm-up, ${config.rounds} \
rounds (medians); ${config.shoppers} shoppers, orders over ${pool.length} (product, size) pairs.
Orders: ${orders} in the database, ${counts.created} answered 201 (warm-ups included); stock balanced for \
${stockRows.length - unbalanced} of ${stockRows.length} pairs.

${table.join('\n')}

${why.join('\n')}
`);
  const output = {
    meta: {
      startedAt,
      durationSeconds: Math.round((performance.now() - t0) / 1000),
      machine,
      code,
      config,
      products: products.length,
      pairs: pool.length,
      poolStock: POOL_STOCK,
    },
    cases: Object.fromEntries(
      cases.map((c) => [
        c.key,
        {
          label: c.label,
          ratio: ratios[c.key].ratio,
          perRound: ratios[c.key].perRound,
          byProcesses: Object.fromEntries(
            PROCESS_COUNTS.map((count) => {
              const key = `${c.key}/${count}`;
              return [count, { ...summary(key), rounds: results.get(key) }];
            }),
          ),
        },
      ]),
    ),
    orders: { inDatabase: orders, answered201: counts.created, pairs: stockRows.length, unbalanced },
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const jsonName = `cluster-${startedAt.replace(/[:.]/g, '-')}.json`;
  writeFileSync(path.join(RESULTS_DIR, jsonName), `${JSON.stringify(output, null, 2)}\n`);
  log(`wrote bench/results/${jsonName}`);
  if (full) {
    await writeSection('cluster', renderSection(output, jsonName));
    log('wrote the cluster section of BENCHMARKS.md');
  }
  if (unbalanced > 0 || orders < counts.created) {
    console.error('FAILED: orders answered 201 missing from the database, or stock not balanced');
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  for (const { api } of running.values()) console.error(api.output().slice(-2000));
  exitCode = 1;
} finally {
  await cleanUp();
  log('cleaned up');
}
process.exit(exitCode);

/** The "Throughput through nginx" section of BENCHMARKS.md, between its markers. */
function renderSection(results, jsonName) {
  const marks = sectionMarkers('cluster');
  const { meta, cases, orders } = results;
  const c = meta.config;
  const counts = Object.keys(Object.values(cases)[0].byProcesses ?? {}).map(Number);
  const rows = [];
  const coreRows = [];
  for (const item of Object.values(cases)) {
    for (const count of counts) {
      const s = item.byProcesses[count];
      const ratio = count === 1 ? '1' : fmt(item.ratio, 2);
      const byRound = count === 1 ? '' : item.perRound.map((x) => fmt(x, 2)).join(', ');
      rows.push(
        `| ${item.label} | ${count} | ${fmt(s.rps)} | ${s.perRound.map((x) => fmt(x)).join(', ')} | ` +
          `${fmt(s.p50Ms, 1)} | ${fmt(s.p99Ms, 1)} | ${ratio} | ${byRound} |`,
      );
      const k = s.cores;
      const cells = [k.api, k.postgres, k.nginx, k.autocannon, k.api + k.postgres + k.nginx + k.autocannon];
      coreRows.push(`| ${item.label} | ${count} | ${cells.map((x) => x.toFixed(2)).join(' | ')} |`);
    }
  }
  const all = Object.values(cases).flatMap((item) =>
    counts.map((count) => ({ item, count, ...item.byProcesses[count] })),
  );
  const non2xx = all.filter((x) => x.non2xx > 0);
  const errors = all.filter((x) => x.errors > 0);
  const order = Array.from({ length: c.rounds }, (_, r) =>
    (r % 2 === 0 ? counts : [...counts].reverse()).join(', '),
  ).join(' · ');
  const plural = (count) => `${count} process${count > 1 ? 'es' : ''}`;
  return [
    marks.start,
    '',
    `## Throughput through nginx: ${counts.join(' vs ')} API processes`,
    '',
    provenance({
      command: 'npm run bench:cluster',
      startedAt: meta.startedAt,
      durationSeconds: meta.durationSeconds,
      machine: meta.machine,
      code: meta.code,
      jsonName,
    }),
    '',
    "`bench/cluster-throughput.mjs`: nginx (Debian's, one worker) with the deploy guide's own files " +
      `(\`deploy/nginx/\`, through \`scripts/cluster-nginx.mjs\`) in front of ${counts.join(' or ')} API processes ` +
      '(the production bundle, `TRUST_PROXY=1`, each its own `DATA_DIR`), all on one PostgreSQL, with autocannon in ' +
      `the bench's process: everything on the same ${meta.machine.cores} cores. ${c.connections} connections, ` +
      `${c.seconds} s per case after ${c.warmup} s of warm-up; ${c.rounds} rounds, the process counts alternating ` +
      `(${order}), medians over rounds; with 1 process only that one runs.`,
    '',
    `- (a) \`GET /api/client/products\`, the shop page's list (${meta.products} seed products, brotli as a browser ` +
      'asks for it).',
    `- (b) \`POST /api/orders/cod\`, one unit of one of ${meta.pairs} (product, size) pairs given ` +
      `${fmt(meta.poolStock)} units each, by ${c.shoppers} shoppers signed up through the OTP flow (bearer tokens ` +
      'rotated per request, each delivering to her own phone), a fresh `Idempotency-Key` per request; the ' +
      "owner's COD order-value limit lifted (`PUT /api/admin/settings`).",
    '',
    '| case | processes | req/s | per round | p50 ms | p99 ms | × 1 proc. | × by round |',
    '| --- | --: | --: | --- | --: | --: | --: | --- |',
    ...rows,
    '',
    non2xx.length
      ? `Answers other than 2xx: ${non2xx.map((x) => `${x.item.label}, ${plural(x.count)}: ${x.non2xx}`).join('; ')}.`
      : 'No answer in any case was other than 2xx.',
    '',
    `Cores busy during the measured ${c.seconds} s (CPU time from \`/proc\` ÷ ${c.seconds} s, medians over rounds):`,
    '',
    '| case | processes | API | PostgreSQL | nginx | autocannon | in all |',
    '| --- | --: | --: | --: | --: | --: | --: |',
    ...coreRows,
    '',
    `The database held ${fmt(orders.inDatabase)} orders for ${fmt(orders.answered201)} 201s counted, warm-ups ` +
      'included (requests in flight when a run stopped are placed without their answer being counted), and stock + ' +
      `units sold = ${fmt(meta.poolStock)} for ` +
      `${orders.unbalanced ? `only ${orders.pairs - orders.unbalanced} of ${orders.pairs}` : `all ${orders.pairs}`} ` +
      `pairs. Socket errors and timeouts (of ${fmt(all.reduce((n, x) => n + x.requests, 0))} requests): ` +
      (errors.length
        ? errors
            .map(
              (x) =>
                `${x.item.label}, ${plural(x.count)}: ${fmt(x.errors)} ` +
                `(${x.errorsPerRound.map((e) => fmt(e)).join(', ')} by round)`,
            )
            .join('; ')
        : 'none') +
      '.',
    '',
    ...sectionEnd(marks, [
      'npm run bench:cluster                                   # about 4 min',
      'npm run bench:cluster -- --rounds=1 --seconds=5         # a shorter run; leaves this section alone',
      'npm run bench:cluster -- --from=bench/results/cluster-<timestamp>.json   # this section again from a run',
    ]),
  ].join('\n');
}
