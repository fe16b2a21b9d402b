// Races across TWO API processes on ONE PostgreSQL server (docs/rules/platform.md#scale-out): the shop's guarantees
// must hold when concurrent requests land on different processes, not only inside one. Every
// outcome is read back from the database, not trusted from the answers.
// One file (over the 300-line budget) because its fixture — two processes, 20 signed-up shoppers — is the
// expensive part, shared by the stock, payment, shipping and limit races.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv, startServer, type RunningServer } from './support/api-server';
import { byStatus, get, newAddress, newPhone, post, type Answer } from './support/http';
import { createDatabase, type TestDatabase } from './support/postgres';
import {
  capturedWebhook,
  CUSTOMER,
  itemsOf,
  liftCodLimit,
  placeCod,
  signUp,
  variants,
  type Line,
  type Shopper,
} from './support/shop';

const PORT_BASE = Number(process.env.RELIABILITY_PORT_BASE ?? 3500);
/** The sandbox gateway signs checkout answers and webhooks with this (config.ts default). */
const SANDBOX_SECRET = 'vastra_sandbox_secret_not_for_production';
const SHOPPERS = 20;

let db: TestDatabase;
let a: RunningServer;
let b: RunningServer;
let shoppers: Shopper[];
let pool: { productId: string; size: string; stock: number }[];

const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

/** Alternates the two processes, so every burst is split across both. */
const server = (i: number) => (i % 2 === 0 ? a : b).url;

async function stockOf(productId: string, size: string): Promise<number> {
  const [row] = await db.query<{ stock: number }>(
    'select stock from product_variants where product_id = $1 and size = $2',
    [productId, size],
  );
  return row?.stock ?? -1;
}

/** A seeded (product, size) no earlier test used, with its stock set to `stock`. */
async function freshVariant(stock: number): Promise<Line> {
  const v = pool.shift();
  if (!v) throw new Error('the seed catalogue ran out of variants');
  await db.query('update product_variants set stock = $3 where product_id = $1 and size = $2', [
    v.productId,
    v.size,
    stock,
  ]);
  await db.query('update catalog_state set version = version + 1');
  return { productId: v.productId, size: v.size, quantity: 1 };
}

async function unitsSold(productId: string, size: string): Promise<{ orders: number; units: number }> {
  const [row] = await db.query<{ orders: string; units: string | null }>(
    'select count(distinct order_id) as orders, sum(quantity) as units from ' +
      'order_items where product_id = $1 and size = $2',
    [productId, size],
  );
  return { orders: Number(row?.orders ?? 0), units: Number(row?.units ?? 0) };
}

beforeAll(async () => {
  db = await createDatabase('races');
  const env = (port: number) => serverEnv({ DATABASE_URL: db.url, PORT: String(port), DATABASE_POOL_SIZE: '20' });
  // Both start at once on an empty database: migrations and the seed must each run exactly once.
  [a, b] = await Promise.all([startServer('api-a', env(PORT_BASE + 1)), startServer('api-b', env(PORT_BASE + 2))]);
  // Set through one process; the other reads the settings fresh (nothing has asked it for them yet).
  await liftCodLimit(a.url);
  shoppers = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => signUp(server(i))));
  pool = (await variants(a.url)).filter((v) => v.stock > 0);
});

afterAll(async () => {
  await Promise.all([a?.terminate(), b?.terminate()]);
  await db?.drop();
});

describe('two API processes on one PostgreSQL server', () => {
  it('migrated and seeded the shared database once although both processes started together', async () => {
    const [row] = await db.query<{ n: string; titles: string }>(
      'select count(*) as n, count(distinct title) as titles from products',
    );
    expect(Number(row?.n)).toBeGreaterThan(0);
    expect(row?.titles).toBe(row?.n);
  });

  it(
    'sells 5 units to 200 concurrent buyers on both processes exactly once: ' +
      '5 orders, 195 × 409, stock 0, never negative',
    async () => {
      const v = await freshVariant(5);
      let lowest = 5;
      let burstDone = false;
      const watcher = (async () => {
        while (!burstDone) {
          lowest = Math.min(lowest, await stockOf(v.productId, v.size));
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => placeCod(server(i), shoppers[i % SHOPPERS] as Shopper, [v])),
      );
      burstDone = true;
      await watcher;

      expect(byStatus(answers)).toEqual({ 201: 5, 409: 195 });
      expect(await stockOf(v.productId, v.size)).toBe(0);
      expect(lowest).toBeGreaterThanOrEqual(0);
      expect(await unitsSold(v.productId, v.size)).toEqual({ orders: 5, units: 5 });
      const placed = answers.filter((r) => r.status === 201).map((r) => r.json.orderId);
      const [row] = await db.query<{ n: string }>('select count(*) as n from orders where id = any($1::uuid[])', [
        placed,
      ]);
      expect(Number(row?.n)).toBe(5);
    },
  );

  it('counts a cart that draws twice on one size as the sum of its lines', async () => {
    // 2 + 1 of one size: with 5 in stock only one such cart fits (two would need 6).
    const v = await freshVariant(5);
    const twice = [
      { ...v, quantity: 2 },
      { ...v, quantity: 1 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => placeCod(server(i), shoppers[i % SHOPPERS] as Shopper, twice)),
    );
    expect(byStatus(answers)).toEqual({ 201: 1, 409: 29 });
    expect(await stockOf(v.productId, v.size)).toBe(2);
    expect(await unitsSold(v.productId, v.size)).toEqual({ orders: 1, units: 3 });

    // 3 + 3 of one size: each line alone fits in 5, their sum does not; nothing is taken.
    const w = await freshVariant(5);
    const tooMany = [
      { ...w, quantity: 3 },
      { ...w, quantity: 3 },
    ];
    const refused = await Promise.all(
      Array.from({ length: 20 }, (_, i) => placeCod(server(i), shoppers[i % SHOPPERS] as Shopper, tooMany)),
    );
    expect(byStatus(refused)).toEqual({ 409: 20 });
    expect(await stockOf(w.productId, w.size)).toBe(5);
    expect(await unitsSold(w.productId, w.size)).toEqual({ orders: 0, units: 0 });
  });

  it(
    'turns 20 concurrent verifies and 20 repeated webhooks of one payment ' +
      'for the last unit into one order, with no refund alarm',
    async () => {
      const v = await freshVariant(1);
      const shopper = shoppers[0] as Shopper;
      const items = itemsOf([v]);
      const created = await post<{ id: string; amount: number }>(
        a.url,
        '/api/payment/create-order',
        { amount: 1, items, customerInfo: CUSTOMER },
        { token: shopper.token, ip: shopper.ip },
      );
      expect(created.status, JSON.stringify(created.json)).toBe(200);
      const paid = await post<Record<string, string>>(b.url, '/api/payment/sandbox/pay', {
        order_id: created.json.id,
        card: { number: '4111111111111111', expiry: '12/30', cvv: '123' },
      });
      expect(paid.status).toBe(200);
      const paymentId = paid.json.razorpay_payment_id as string;
      const verifyBody = {
        ...paid.json,
        orderData: { customerInfo: CUSTOMER, items, totalAmount: created.json.amount / 100 },
      };
      const hook = capturedWebhook(SANDBOX_SECRET, created.json.id, paymentId, created.json.amount);

      // Interleaved, a delivery first: either path may be the one that places the order.
      const verifies: Promise<Answer<{ orderId?: string }>>[] = [];
      const webhooks: Promise<Answer<{ status: string }>>[] = [];
      for (let i = 0; i < 20; i++) {
        webhooks.push(
          post(server(i + 1), '/api/payment/webhook', undefined, {
            raw: hook.body,
            headers: { 'x-razorpay-signature': hook.signature, 'x-razorpay-event-id': 'evt_reliability_captured_1' },
          }),
        );
        verifies.push(post(server(i), '/api/orders/verify', verifyBody, { token: shopper.token, ip: shopper.ip }));
      }
      const [verified, delivered] = await Promise.all([Promise.all(verifies), Promise.all(webhooks)]);

      // Every verify is answered with the one order (201 for the one that placed it, else 200).
      expect(
        verified.map((r) => r.status).filter((s) => s !== 200 && s !== 201),
        JSON.stringify(verified.map((r) => r.json)),
      ).toEqual([]);
      expect(new Set(verified.map((r) => r.json.orderId)).size).toBe(1);
      // Every delivery is acknowledged; none is left needing a refund.
      expect(delivered.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
      const outcomes = delivered.map((r) => r.json.status);
      expect(outcomes.filter((s) => !['recorded', 'already-recorded', 'duplicate'].includes(s))).toEqual([]);
      const byVerify = verified.filter((r) => r.status === 201).length;
      expect(byVerify + outcomes.filter((s) => s === 'recorded').length).toBe(1);
      console.info(
        `[reliability] one payment, 20 verifies + 20 webhooks: placed by ` +
          `${byVerify ? 'a verify' : 'a webhook'}; webhooks ` +
          `${JSON.stringify(countBy(outcomes))}`,
      );

      const rows = await db.query<{ id: string; payment_mode: string; gateway_payment_id: string }>(
        'select id, payment_mode, gateway_payment_id from orders where gateway_order_id = $1',
        [created.json.id],
      );
      expect(rows).toEqual([{ id: verified[0]?.json.orderId, payment_mode: 'prepaid', gateway_payment_id: paymentId }]);
      expect(await stockOf(v.productId, v.size)).toBe(0);
      expect(a.output() + b.output()).not.toContain('PAID BUT NOT PLACED');
    },
  );

  it('records the last unit once when only webhooks come (20 deliveries, two event ids, both processes)', async () => {
    const v = await freshVariant(1);
    const shopper = shoppers[2] as Shopper;
    const items = itemsOf([v]);
    const created = await post<{ id: string; amount: number }>(
      b.url,
      '/api/payment/create-order',
      { amount: 1, items, customerInfo: CUSTOMER },
      { token: shopper.token, ip: shopper.ip },
    );
    expect(created.status).toBe(200);
    // Razorpay sends payment.captured and order.paid for one payment, under different event ids.
    const hook = capturedWebhook(SANDBOX_SECRET, created.json.id, 'pay_ReliabilityOnly01', created.json.amount);
    const delivered = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post<{ status: string }>(server(i), '/api/payment/webhook', undefined, {
          raw: hook.body,
          headers: { 'x-razorpay-signature': hook.signature, 'x-razorpay-event-id': `evt_reliability_only_${i % 2}` },
        }),
      ),
    );
    expect(delivered.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const outcomes = countBy(delivered.map((r) => r.json.status));
    expect(outcomes.recorded).toBe(1);
    expect(Object.keys(outcomes).filter((o) => !['recorded', 'already-recorded', 'duplicate'].includes(o))).toEqual([]);
    const [row] = await db.query<{ n: string }>('select count(*) as n from orders where gateway_order_id = $1', [
      created.json.id,
    ]);
    expect(Number(row?.n)).toBe(1);
    expect(await stockOf(v.productId, v.size)).toBe(0);
    expect(a.output() + b.output()).not.toContain('PAID BUT NOT PLACED');
  });

  it('restores stock at most once when cancellations race delivery updates on both processes', async () => {
    const v = await freshVariant(20);
    const buyers = shoppers.slice(0, 8);
    const placed = await Promise.all(buyers.map((s, i) => placeCod(server(i), s, [{ ...v, quantity: 2 }])));
    expect(byStatus(placed)).toEqual({ 201: 8 });
    const orders = placed.map((r, i) => ({ id: r.json.orderId as string, buyer: buyers[i] as Shopper }));
    for (const [i, o] of orders.entries()) {
      const booked = await post<{ success: boolean }>(server(i), `/api/orders/book-shipping/${o.id}`, undefined, {
        token: o.buyer.token,
      });
      expect(booked.json.success, JSON.stringify(booked.json)).toBe(true);
    }
    const awbs = await db.query<{ id: string; awb: string }>('select id, awb from orders where id = any($1::uuid[])', [
      orders.map((o) => o.id),
    ]);
    expect(awbs.every((r) => r.awb)).toBe(true);

    // Per shipment: two cancels and two "delivered" on both processes at once.
    const moves = awbs.flatMap(({ awb }) => [
      post(a.url, `/api/dev/shipments/${awb}/cancel`),
      post(b.url, `/api/dev/shipments/${awb}/advance?to=delivered`),
      post(b.url, `/api/dev/shipments/${awb}/cancel`),
      post(a.url, `/api/dev/shipments/${awb}/advance?to=delivered`),
    ]);
    const answers = await Promise.all(moves);
    expect(
      answers.filter((r) => r.status !== 200 && r.status !== 409),
      JSON.stringify(answers.map((r) => r.json)),
    ).toEqual([]);
    // Following the tracking again, on either process, changes nothing more.
    for (const o of orders) {
      for (const s of [a, b])
        expect((await get(s.url, `/api/orders/track-shipping/${o.id}`, { token: o.buyer.token })).status).toBe(200);
    }

    const final = await db.query<{ status: string; restored: boolean }>(
      'select status, stock_restored_at is not null as restored from orders where id = any($1::uuid[])',
      [orders.map((o) => o.id)],
    );
    for (const row of final) {
      expect(['cancelled', 'delivered']).toContain(row.status);
      expect(row.restored).toBe(row.status === 'cancelled');
    }
    const cancelled = final.filter((r) => r.status === 'cancelled').length;
    expect(await stockOf(v.productId, v.size)).toBe(20 - 16 + 2 * cancelled);
    console.info(
      `[reliability] cancel vs deliver: ${cancelled} of 8 orders cancelled ` +
        `(stock back once each), ${8 - cancelled} delivered`,
    );
  });
});

describe('abuse limits are the shop’s, not one process’s', () => {
  it(
    'sends 3 codes to one phone in 10 minutes when 10 requests hit both ' + 'processes at once, and texts exactly 3',
    async () => {
      const phone = newPhone();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(server(i), '/api/identity/send-code', { phone }, { ip: newAddress() }),
        ),
      );
      expect(byStatus(answers)).toEqual({ 200: 3, 429: 7 });
      for (const r of answers.filter((x) => x.status === 429))
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      const [row] = await db.query<{ n: string }>('select count(*) as n from sms_outbox where "to" = $1', [phone]);
      expect(Number(row?.n)).toBe(3);
    },
  );

  it('sends 30 codes an hour from one client address across both processes', async () => {
    const ip = newAddress();
    const phones = Array.from({ length: 40 }, () => newPhone());
    const answers = await Promise.all(
      phones.map((phone, i) => post(server(i), '/api/identity/send-code', { phone }, { ip })),
    );
    expect(byStatus(answers)).toEqual({ 200: 30, 429: 10 });
    const [row] = await db.query<{ n: string }>('select count(*) as n from sms_outbox where "to" = any($1::text[])', [
      phones,
    ]);
    expect(Number(row?.n)).toBe(30);
  });

  it(
    'allows 10 password attempts per phone in 15 minutes across both ' + 'processes, then refuses even the right one',
    async () => {
      const shopper = shoppers[SHOPPERS - 1] as Shopper;
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          post(
            server(i),
            '/api/auth/login',
            { phone: shopper.phone, password: 'not-the-password' },
            { ip: newAddress() },
          ),
        ),
      );
      expect(byStatus(answers)).toEqual({ 401: 10, 429: 6 });
      const right = await post(
        a.url,
        '/api/auth/login',
        { phone: shopper.phone, password: 'kurti-lover-42' },
        { ip: newAddress() },
      );
      expect(right.status).toBe(429);
    },
  );

  it('lets a code be guessed 5 times per challenge across both processes, and spends a right code once', async () => {
    const phone = newPhone();
    const ip = newAddress();
    const sent = await post<{ verificationId: string }>(a.url, '/api/identity/send-code', { phone }, { ip });
    const { verificationId } = sent.json;
    const [outbox] = await db.query<{ body: string }>('select body from sms_outbox where "to" = $1', [phone]);
    const code = outbox?.body.slice(0, 6) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(server(i), '/api/identity/verify-code', { verificationId, code: wrong }, { ip }),
      ),
    );
    expect(byStatus(guesses)).toEqual({ 400: 5, 429: 7 });
    expect((await post(b.url, '/api/identity/verify-code', { verificationId, code }, { ip })).status).toBe(429);

    // A fresh challenge, the right code 10 times at once: one proof (uid), and the proof logs in once.
    const again = await post<{ verificationId: string }>(
      b.url,
      '/api/identity/send-code',
      { phone: (shoppers[1] as Shopper).phone },
      { ip },
    );
    const [latest] = await db.query<{ body: string }>(
      'select body from sms_outbox where "to" = $1 order by sent_at desc limit 1',
      [(shoppers[1] as Shopper).phone],
    );
    const right = latest?.body.slice(0, 6) ?? '';
    const verified = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post<{ uid?: string }>(
          server(i),
          '/api/identity/verify-code',
          { verificationId: again.json.verificationId, code: right },
          { ip },
        ),
      ),
    );
    // Each try counts against the challenge's attempts first, so the losers are told "used" (400) or "no attempts left"
    // (429).
    expect(verified.filter((r) => r.status === 200)).toHaveLength(1);
    expect(verified.filter((r) => r.status !== 200 && r.status !== 400 && r.status !== 429)).toEqual([]);
    const uid = verified.find((r) => r.status === 200)?.json.uid;
    const logins = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(server(i), '/api/auth/login-otp', { phone: (shoppers[1] as Shopper).phone, uid }, { ip }),
      ),
    );
    expect(byStatus(logins)).toEqual({ 200: 1, 400: 9 });
  });
});
