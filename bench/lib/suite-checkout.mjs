// Checkout writes: COD orders per second and latency at 10 and 50 concurrent buyers on each
// database, on one hot (product, size) with ample stock; then stock and orders checked exactly
// in the database itself: initial − units of the 201 answers = final.
import { startApiServer } from './api-server.mjs';
import { raiseStockSql, stockAndOrdersSql } from './catalogue-sql.mjs';
import { runBuyers, signUpShoppers, stockOf } from './checkout.mjs';
import { median, round } from './stats.mjs';

const STOCK = 1_000_000;
export const BUYER_LEVELS = [10, 50];

export async function runCheckout(ctx) {
  const { opts, log } = ctx;
  const out = {};
  for (const shops of ctx.databases) {
    const database = await shops.clone('checkout');
    const [pick] = await shops.queryJson(database, raiseStockSql(STOCK));
    const server = await startApiServer({ database, name: `${shops.kind}-checkout`, logDir: ctx.logDir });
    let stopped = false;
    try {
      const shoppers = await signUpShoppers(server.url, Math.max(...BUYER_LEVELS));
      const initial = pick.stock;
      const { product, stock: apiInitial } = await stockOf(server.url, pick.productId, pick.size);
      const levels = {};
      let units = 0;
      let created = 0;
      for (const buyers of BUYER_LEVELS) {
        const who = shoppers.slice(0, buyers);
        if (opts.warmupSeconds > 0) {
          const w = await runBuyers(server.url, who, { product, size: pick.size, seconds: opts.warmupSeconds });
          units += w.units;
          created += w.created;
        }
        const runs = [];
        for (let rep = 0; rep < opts.reps; rep++) {
          const r = await runBuyers(server.url, who, { product, size: pick.size, seconds: opts.checkoutSeconds });
          units += r.units;
          created += r.created;
          runs.push(r);
          log(
            `  ${shops.kind} ${buyers} buyers rep ${rep + 1}/${opts.reps}: ` +
              `${Math.round(r.ordersPerSecond)} orders/s, p95 ${r.p95Ms?.toFixed(1)} ` +
              `ms, p99 ${r.p99Ms?.toFixed(1)} ms, answers ${JSON.stringify(r.statuses)}`,
          );
        }
        const med = (key) => median(runs.map((r) => r[key]));
        levels[buyers] = {
          ordersPerSecond: round(med('ordersPerSecond'), 1),
          p50Ms: round(med('p50Ms'), 1),
          p95Ms: round(med('p95Ms'), 1),
          p99Ms: round(med('p99Ms'), 1),
          refusals: runs.reduce(
            (n, r) =>
              n +
              Object.entries(r.statuses)
                .filter(([s]) => s !== '201')
                .reduce((m, [, c]) => m + c, 0),
            0,
          ),
          runs: runs.map((r) => ({
            ordersPerSecond: round(r.ordersPerSecond, 1),
            p95Ms: round(r.p95Ms, 1),
            p99Ms: round(r.p99Ms, 1),
            statuses: r.statuses,
          })),
        };
      }
      const apiFinal = (await stockOf(server.url, pick.productId, pick.size)).stock;
      await server.stop();
      stopped = true;
      const [db] = await shops.queryJson(database, stockAndOrdersSql(pick.productId, pick.size));
      const exact =
        apiInitial === initial &&
        db.stock === initial - units &&
        db.units === units &&
        db.orders === created &&
        apiFinal === db.stock;
      log(
        `  ${shops.kind} stock: ${initial} − ${units} sold = ${initial - units}; ` +
          `database says ${db.stock} (${db.orders} orders, ${db.units} units), API ` +
          `says ${apiFinal} → ${exact ? 'exact' : 'MISMATCH'}`,
      );
      out[shops.kind] = {
        product: { id: pick.productId, size: pick.size },
        levels,
        stock: {
          initial,
          apiInitial,
          unitsSold: units,
          ordersCreated: created,
          expected: initial - units,
          final: db.stock,
          apiFinal,
          ordersInDb: db.orders,
          unitsInDb: db.units,
          exact,
        },
      };
    } finally {
      if (!stopped) await server.stop();
    }
  }
  return { seconds: opts.checkoutSeconds, repetitions: opts.reps, buyerLevels: BUYER_LEVELS, databases: out };
}
