// kill -9 under a steady checkout load, then restart on the same database: every order answered
// 2xx exists, nothing answered as refused exists, and stock + units sold = the stock we started
// with — on PostgreSQL and on the embedded PGlite default (DATA_DIR on disk).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv, startServer, type RunningServer } from './support/api-server';
import { startCheckoutLoad, waitUntil, type Attempt } from './support/checkout-load';
import { clusterState, openPgliteReader, type Reader } from './support/pglite-reader';
import { createDatabase, type TestDatabase } from './support/postgres';
import { liftCodLimit, placeCod, signUp, variants, type Shopper } from './support/shop';

const PORT_BASE = Number(process.env.RELIABILITY_PORT_BASE ?? 3500);
const KILLS = 3;
/** Orders acknowledged between two kills (and after the last restart). */
const ACKS_PER_PHASE = 12;
const LOOPS = 4;

type Kind = 'postgres' | 'pglite';
interface Variant {
  productId: string;
  size: string;
  stock: number;
}
const variantKey = (v: { productId?: string; product_id?: string; size: string }) =>
  `${v.productId ?? v.product_id}/${v.size}`;

/** A few nearly sold-out sizes (so some orders are refused mid-load) and a few plentiful ones. */
function pickPool(all: Variant[]): Variant[] {
  const inStock = all.filter((v) => v.stock > 0).sort((x, y) => x.stock - y.stock);
  const pool = [...inStock.slice(0, 3), ...inStock.slice(-8)];
  const total = pool.reduce((n, v) => n + v.stock, 0);
  if (total < 200) throw new Error(`the seed catalogue has too little stock for the crash load (${total})`);
  return pool;
}

/** What the database holds after the load, read directly. */
async function readBack(reader: Reader) {
  const orders = await reader.query<{ key: string; id: string; units: number | string }>(
    'select o.idempotency_key as key, o.id, coalesce(sum(i.quantity), 0) as ' +
      'units from orders o left join order_items i on i.order_id = o.id group ' +
      'by o.id',
  );
  const stock = await reader.query<{ product_id: string; size: string; stock: number }>(
    'select product_id, size, stock from product_variants',
  );
  const sold = await reader.query<{ product_id: string; size: string; units: number | string }>(
    'select product_id, size, sum(quantity) as units from order_items group by product_id, size',
  );
  return {
    orders: new Map(orders.map((o) => [o.key, { id: o.id, units: Number(o.units) }])),
    stock: new Map(stock.map((s) => [variantKey(s), s.stock])),
    sold: new Map(sold.map((s) => [variantKey(s), Number(s.units)])),
  };
}

describe.each<[string, Kind]>([
  ['PostgreSQL', 'postgres'],
  ['the embedded PGlite default (DATA_DIR on disk)', 'pglite'],
])('kill -9 under checkout load, on %s', (_label, kind) => {
  let db: TestDatabase | undefined;
  const dataDir = `/tmp/vastra-rel-crash-${process.pid}-${randomBytes(3).toString('hex')}`;
  let env: Record<string, string>;
  let server: RunningServer;
  let shoppers: Shopper[];
  let pool: Variant[];

  beforeAll(async () => {
    const port = String(PORT_BASE + (kind === 'postgres' ? 11 : 12));
    if (kind === 'postgres') db = await createDatabase('crash');
    env = serverEnv({ PORT: port, ...(db ? { DATABASE_URL: db.url } : { DATA_DIR: dataDir }) });
    server = await startServer(`api-${kind}`, env);
    await liftCodLimit(server.url);
    shoppers = await Promise.all(Array.from({ length: 4 }, () => signUp(server.url)));
    pool = pickPool(await variants(server.url));
  });

  afterAll(async () => {
    await server?.terminate();
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`loses no acknowledged order, keeps no refused one and balances stock across ${KILLS} crashes`, async () => {
    const load = startCheckoutLoad(() => server.url, shoppers, pool, LOOPS);
    const ackedAtKill: number[] = [];
    const restartMs: number[] = [];
    try {
      for (let k = 1; k <= KILLS; k++) {
        await waitUntil(
          `${k * ACKS_PER_PHASE} acknowledged orders`,
          () => load.acknowledged() >= k * ACKS_PER_PHASE,
          60_000,
        );
        const exit = await server.crash();
        ackedAtKill.push(load.acknowledged());
        expect(exit.signal).toBe('SIGKILL');
        // A real crash: the embedded database was left open, as after a power cut of the process.
        if (kind === 'pglite') expect(await clusterState(dataDir)).toBe('in production');
        const down = Date.now();
        server = await startServer(`api-${kind}-after-kill-${k}`, env);
        restartMs.push(Date.now() - down);
      }
      await waitUntil(
        'orders after the last restart',
        () => load.acknowledged() >= (KILLS + 1) * ACKS_PER_PHASE,
        60_000,
      );
    } finally {
      await load.stop();
    }

    // A shopper whose submit got no answer retries it with the same Idempotency-Key: the order
    // is placed once, whether or not the first try had committed before the crash.
    const unanswered = load.attempts.filter((a) => a.status === null);
    for (const attempt of unanswered) {
      const again = await placeCod(server.url, attempt.shopper, attempt.lines, attempt.key);
      attempt.status = again.status;
      attempt.orderId = again.json.orderId;
    }
    const attempts: Attempt[] = load.attempts;
    expect(attempts.filter((a) => a.status === null || a.status >= 500).map((a) => a.status)).toEqual([]);
    const acknowledged = attempts.filter((a) => (a.status as number) < 300);
    const refused = attempts.filter((a) => (a.status as number) >= 400);
    expect(refused.map((a) => a.status).filter((s) => s !== 409)).toEqual([]);

    let reader: Reader;
    if (db) {
      const pgDb = db;
      reader = {
        query: <T>(text: string, params?: unknown[]) => pgDb.query<T>(text, params),
        close: async () => undefined,
      };
    } else {
      // The embedded database is read directly once its server has stopped.
      expect((await server.terminate()).code).toBe(0);
      reader = await openPgliteReader(dataDir);
    }
    const found = await readBack(reader);
    await reader.close();

    // Every acknowledged order exists, whole; no refused one does; nothing else was written.
    for (const a of acknowledged) {
      expect(found.orders.get(a.key), `acknowledged order ${a.key}`).toEqual({
        id: a.orderId,
        units: a.lines.reduce((n, l) => n + l.quantity, 0),
      });
    }
    for (const a of refused) expect(found.orders.has(a.key), `refused order ${a.key}`).toBe(false);
    expect(found.orders.size).toBe(acknowledged.length);
    // Stock + units sold = the stock we started with, per size, and never below zero.
    for (const v of pool) {
      const left = found.stock.get(variantKey(v)) ?? -1;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + (found.sold.get(variantKey(v)) ?? 0), variantKey(v)).toBe(v.stock);
    }
    console.info(
      `[reliability] ${kind}: ${KILLS} × kill -9 survived; ` +
        `${acknowledged.length} orders acknowledged (${ackedAtKill.join(', ')} ` +
        `by each kill), ` +
        `${refused.length} refused with 409, ${unanswered.length} unanswered and ` +
        `retried with their key; all checked in the database; ` +
        `back up in ${restartMs.join(', ')} ms`,
    );
  });
});
