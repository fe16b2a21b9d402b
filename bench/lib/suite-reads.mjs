// API reads: autocannon against the production server on both databases, each endpoint next to a
// bare Fastify hello world measured in the same repetition; medians of the repetitions.
import { startApiServer } from './api-server.mjs';
import { growCatalogueSql } from './catalogue-sql.mjs';
import { startHelloServer } from './hello-server.mjs';
import { measure } from './load.mjs';
import { median, round } from './stats.mjs';

export const LARGE_CATALOGUE = 1000;

/** The shops this suite needs on one database: the seed catalogue and a 1,000-product one. */
async function startShops(shops, ctx) {
  const seedDb = await shops.clone('reads-seed');
  const largeDb = await shops.clone('reads-large');
  await shops.queryJson(largeDb, growCatalogueSql(LARGE_CATALOGUE));
  const seed = await startApiServer({ database: seedDb, name: `${shops.kind}-reads-seed`, logDir: ctx.logDir });
  const large = await startApiServer({ database: largeDb, name: `${shops.kind}-reads-large`, logDir: ctx.logDir });
  const products = await (await fetch(`${seed.url}/api/client/products`)).json();
  const id = products[0]._id;
  const targets = {
    'products-seed': {
      label: `GET /api/client/products (seed, ${products.length} products)`,
      url: `${seed.url}/api/client/products`,
    },
    [`products-${LARGE_CATALOGUE}`]: {
      label: `GET /api/client/products (${LARGE_CATALOGUE.toLocaleString('en-US')} products)`,
      url: `${large.url}/api/client/products`,
    },
    product: { label: 'GET /api/client/products/{id}', url: `${seed.url}/api/client/products/${id}` },
    reviews: { label: 'GET /api/reviews/{id} (no reviews in the seed)', url: `${seed.url}/api/reviews/${id}` },
  };
  return { targets, servers: [seed, large], seedProducts: products.length };
}

export async function runReads(ctx) {
  const { opts, log } = ctx;
  const load = { connections: 50, seconds: opts.readSeconds };
  const hello = await startHelloServer(ctx);
  const perDb = {};
  const servers = [];
  try {
    for (const shops of ctx.databases) {
      const started = await startShops(shops, ctx);
      servers.push(...started.servers);
      perDb[shops.kind] = { ...started, runs: Object.fromEntries(Object.keys(started.targets).map((k) => [k, []])) };
    }
    // Each measurement is paired with a hello-world measurement taken just before it, and the
    // ratio is per pair: on a shared machine the load drifts within a minute, not within ten seconds.
    const helloRuns = [];
    for (let rep = 0; rep < opts.reps; rep++) {
      const warmupSeconds = rep === 0 ? opts.warmupSeconds : 0;
      for (const [kind, db] of Object.entries(perDb)) {
        for (const [key, target] of Object.entries(db.targets)) {
          const h = await measure(hello.url, {
            ...load,
            warmupSeconds: helloRuns.length === 0 ? opts.warmupSeconds : 0,
          });
          helloRuns.push(h);
          const r = await measure(target.url, { ...load, warmupSeconds });
          r.ratio = r.rps / h.rps;
          db.runs[key].push(r);
          log(
            `  rep ${rep + 1}/${opts.reps} ${kind} ${key}: ${Math.round(r.rps)} ` +
              `req/s vs hello ${Math.round(h.rps)} (${(r.ratio * 100).toFixed(1)} %), ` +
              `p99 ${r.p99Ms} ms vs ${h.p99Ms} ` +
              `ms${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`,
          );
        }
      }
    }
    return {
      connections: load.connections,
      seconds: load.seconds,
      repetitions: opts.reps,
      helloWorld: summarise(helloRuns),
      databases: Object.fromEntries(
        Object.entries(perDb).map(([kind, db]) => [
          kind,
          Object.fromEntries(
            Object.entries(db.targets).map(([key, t]) => [key, { label: t.label, ...summarise(db.runs[key]) }]),
          ),
        ]),
      ),
    };
  } finally {
    await Promise.all([hello.stop(), ...servers.map((s) => s.stop())]);
  }
}

/** Medians over repetitions; the ratio is the median of per-repetition ratios (same-run pairs). */
function summarise(runs) {
  const med = (key) => median(runs.map((r) => r[key]));
  return {
    rps: round(med('rps')),
    ratio: runs[0]?.ratio === undefined ? undefined : round(med('ratio'), 3),
    p50Ms: med('p50Ms'),
    p99Ms: med('p99Ms'),
    bytesPerResponse: med('bytesPerRequest'),
    failures: runs.reduce((n, r) => n + r.non2xx + r.errors, 0),
    runs: runs.map((r) => ({
      rps: round(r.rps),
      ratio: r.ratio === undefined ? undefined : round(r.ratio, 3),
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      non2xx: r.non2xx,
      errors: r.errors,
    })),
  };
}
