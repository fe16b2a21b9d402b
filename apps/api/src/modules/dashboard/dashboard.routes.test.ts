// GET /api/admin/summary on a fixed clock: orders placed, cancelled and returned at exact instants around IST
// midnight, and the figures each range must answer (docs/decisions/021-dashboard-figures.md).
import { BACK_OFFICE_MESSAGES, LOW_STOCK_THRESHOLD } from '@vastra/domain/back-office';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttention, paymentOrders, products } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, newProduct, signedIn, signedInStaff } from '../../testing/factories';

/** A wall-clock time in India as the instant it is. */
const ist = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}+05:30`);

// Saturday 21 November 2026, 15:30 in India.
const NOW = ist('2026-11-21 15:30:00.000');

let t: TestApp;
let staffHeaders: Record<string, string>;
let shopperId: string;
let productId: string;
let awbs = 0;

interface Placed {
  at: Date;
  totalPaise: number;
  mode?: 'cod' | 'prepaid';
  status?: 'placed' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
  cancelledAt?: Date;
  returnedAt?: Date;
  /** Booked with the courier (an AWB) unless false. */
  booked?: boolean;
  gatewayOrderId?: string;
}

async function placed(order: Placed) {
  const id = await newOrder(t, shopperId, [{ productId, size: 'M', quantity: 1 }]);
  awbs += 1;
  await t.database.db
    .update(orders)
    .set({
      createdAt: order.at,
      totalPaise: order.totalPaise,
      paymentMode: order.mode ?? 'cod',
      status: order.status ?? 'delivered',
      cancelledAt: order.cancelledAt ?? null,
      returnedAt: order.returnedAt ?? null,
      awb: order.booked === false ? null : `AWB${awbs}`,
      gatewayOrderId: order.gatewayOrderId ?? null,
    })
    .where(eq(orders.id, id));
  return id;
}

async function product(title: string, status: 'active' | 'draft' | 'archived', stock: Record<string, number>) {
  const id = await newProduct(
    t,
    title,
    Object.fromEntries(Object.entries(stock).map(([size, units]) => [size, { pricePaise: 99_900, stock: units }])),
  );
  await t.database.db.update(products).set({ status }).where(eq(products.id, id));
  return id;
}

const summary = (range?: string, headers = staffHeaders) =>
  t.app.inject({ method: 'GET', url: `/api/admin/summary${range ? `?range=${range}` : ''}`, headers });

let saree: string;
let kurti: string;

beforeAll(async () => {
  t = await buildTestApp({}, { clock: manualClock(NOW) });
  staffHeaders = (await signedInStaff(t)).headers;
  shopperId = (await signedIn(t)).id;
  productId = await product('Order Stock Kurta', 'active', { M: 1000 });
  saree = await product('Banarasi Silk Saree', 'active', { S: 0, M: 3, L: 4 });
  kurti = await product('Cotton Kurti', 'active', { M: 1 });
  await product('Draft Lehenga', 'draft', { M: 0 });
  await product('Archived Dupatta', 'archived', { M: 2 });

  // Today (21 Nov) from IST midnight: two kept orders, and one placed and cancelled this morning (never booked).
  await placed({ at: ist('2026-11-21 00:00:00.000'), totalPaise: 100_000, status: 'placed', booked: false });
  await placed({ at: ist('2026-11-21 15:29:59.999'), totalPaise: 250_001, mode: 'prepaid', gatewayOrderId: 'order_B' });
  await placed({
    at: ist('2026-11-21 09:00:00.000'),
    totalPaise: 70_000,
    status: 'cancelled',
    cancelledAt: ist('2026-11-21 10:00:00.000'),
    booked: false,
  });
  // Yesterday (20 Nov): after 15:30 (outside today's previous period) and before it.
  await placed({ at: ist('2026-11-20 23:59:59.999'), totalPaise: 120_000, status: 'shipped' });
  await placed({ at: ist('2026-11-20 15:29:59.999'), totalPaise: 80_000, mode: 'prepaid' });
  await placed({ at: ist('2026-11-20 15:30:00.000'), totalPaise: 90_000 });
  // The first instant of the last 7 days, come back to us (RTO) yesterday at noon.
  await placed({
    at: ist('2026-11-15 00:00:00.000'),
    totalPaise: 50_000,
    status: 'returned',
    returnedAt: ist('2026-11-20 12:00:00.000'),
  });
  // The 7 days before (8–14 Nov), and the instant just before them.
  await placed({ at: ist('2026-11-14 23:59:59.999'), totalPaise: 60_000, mode: 'prepaid' });
  await placed({ at: ist('2026-11-08 00:00:00.000'), totalPaise: 40_000 });
  await placed({ at: ist('2026-11-07 23:59:59.999'), totalPaise: 10_000 });
  // Placed long ago, cancelled on 10 Nov: a cancellation of that day, never revenue.
  await placed({
    at: ist('2026-10-10 12:00:00.000'),
    totalPaise: 45_000,
    status: 'cancelled',
    cancelledAt: ist('2026-11-10 10:00:00.000'),
  });
  // The first instant of the last 30 days, and the instant before it.
  await placed({ at: ist('2026-10-23 00:00:00.000'), totalPaise: 30_000 });
  await placed({ at: ist('2026-10-22 23:59:59.999'), totalPaise: 20_000, mode: 'prepaid' });
  // Placed on 1 September and still not booked (the courier refused it): outside every period, still unbooked.
  await placed({ at: ist('2026-09-01 12:00:00.000'), totalPaise: 15_000, status: 'placed', booked: false });

  // Card payments started: today without an order, today paid (order_B), yesterday without an order.
  await t.database.db.insert(paymentOrders).values([
    { id: 'order_A', amountPaise: 99_900, createdAt: ist('2026-11-21 10:00:00.000') },
    { id: 'order_B', amountPaise: 250_001, createdAt: ist('2026-11-21 11:00:00.000') },
    { id: 'order_C', amountPaise: 99_900, createdAt: ist('2026-11-20 12:00:00.000') },
  ]);
});
afterAll(() => t.close());

const zeroDays = (dates: string[]) => dates.map((date) => ({ date, orders: 0, revenuePaise: 0 }));

describe('GET /api/admin/summary', () => {
  it('today: since IST midnight until now, against the same span of yesterday', async () => {
    const res = await summary('today');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ range: 'today', from: '2026-11-20T18:30:00.000Z', to: '2026-11-21T10:00:00.000Z' });
    // 350_001 / 2 = 175_000.5: rounded half up.
    expect(body.current).toEqual({
      revenuePaise: 350_001,
      grossSalesPaise: 350_001,
      refundsPaise: 0,
      netSalesPaise: 350_001,
      orders: 2,
      averageOrderPaise: 175_001,
      codShare: 0.5,
      cancellations: 1,
      returnsToOrigin: 0,
    });
    // Yesterday until 15:29:59.999: the order at 15:30:00.000 and the one at 23:59:59.999 are out.
    expect(body.previous).toEqual({
      revenuePaise: 80_000,
      grossSalesPaise: 80_000,
      refundsPaise: 0,
      netSalesPaise: 80_000,
      orders: 1,
      averageOrderPaise: 80_000,
      codShare: 0,
      cancellations: 0,
      returnsToOrigin: 1,
    });
    expect(body.daily).toEqual([{ date: '2026-11-21', orders: 2, revenuePaise: 350_001 }]);
    expect(body.attention).toMatchObject({ unbookedOrders: 2, unpaidCardAttempts: 1 });
  });

  it('is today when no range is given', async () => {
    const res = await summary();
    expect(res.statusCode).toBe(200);
    expect(res.json().range).toBe('today');
    expect(res.json().current.revenuePaise).toBe(350_001);
  });

  it('7d: the last 7 IST days including today, against the 7 days before, with every day listed', async () => {
    const body = (await summary('7d')).json();
    expect(body).toMatchObject({ range: '7d', from: '2026-11-14T18:30:00.000Z', to: '2026-11-21T10:00:00.000Z' });
    // The returned and the cancelled orders are neither revenue nor orders; the return and the cancellation
    // count on the days they happened.
    expect(body.current).toEqual({
      revenuePaise: 640_001,
      grossSalesPaise: 640_001,
      refundsPaise: 0,
      netSalesPaise: 640_001,
      orders: 5,
      averageOrderPaise: 128_000,
      codShare: 0.6,
      cancellations: 1,
      returnsToOrigin: 1,
    });
    expect(body.previous).toEqual({
      revenuePaise: 100_000,
      grossSalesPaise: 100_000,
      refundsPaise: 0,
      netSalesPaise: 100_000,
      orders: 2,
      averageOrderPaise: 50_000,
      codShare: 0.5,
      cancellations: 1,
      returnsToOrigin: 0,
    });
    expect(body.daily).toEqual([
      ...zeroDays(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']),
      { date: '2026-11-20', orders: 3, revenuePaise: 290_000 },
      { date: '2026-11-21', orders: 2, revenuePaise: 350_001 },
    ]);
    expect(body.attention).toMatchObject({ unbookedOrders: 2, unpaidCardAttempts: 2 });
  });

  it('30d: the last 30 IST days against the 30 before', async () => {
    const body = (await summary('30d')).json();
    expect(body).toMatchObject({ range: '30d', from: '2026-10-22T18:30:00.000Z', to: '2026-11-21T10:00:00.000Z' });
    expect(body.current).toEqual({
      revenuePaise: 780_001,
      grossSalesPaise: 780_001,
      refundsPaise: 0,
      netSalesPaise: 780_001,
      orders: 9,
      averageOrderPaise: 86_667,
      codShare: 6 / 9,
      cancellations: 2,
      returnsToOrigin: 1,
    });
    expect(body.previous).toEqual({
      revenuePaise: 20_000,
      grossSalesPaise: 20_000,
      refundsPaise: 0,
      netSalesPaise: 20_000,
      orders: 1,
      averageOrderPaise: 20_000,
      codShare: 0,
      cancellations: 0,
      returnsToOrigin: 0,
    });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ date: '2026-10-23', orders: 1, revenuePaise: 30_000 });
    expect(body.daily.at(-1)).toEqual({ date: '2026-11-21', orders: 2, revenuePaise: 350_001 });
    const busy = body.daily.filter((d: { orders: number }) => d.orders > 0).map((d: { date: string }) => d.date);
    expect(busy).toEqual(['2026-10-23', '2026-11-07', '2026-11-08', '2026-11-14', '2026-11-20', '2026-11-21']);
    expect(body.attention).toMatchObject({ unbookedOrders: 2, unpaidCardAttempts: 2 });
  });

  it('answers plain numbers, never figures formatted for a locale', async () => {
    const body = (await summary('30d')).json();
    for (const figures of [body.current, body.previous]) {
      for (const [name, value] of Object.entries(figures)) {
        expect(typeof value, name).toBe('number');
        if (name !== 'codShare') expect(Number.isInteger(value), name).toBe(true);
      }
    }
    // en-IN would write 7,80,001 and ₹7,800.01: the API leaves that to the screen.
    expect(JSON.stringify(body)).not.toMatch(/₹|\d,\d/);
  });

  it("lists active products' sizes with 3 units or fewer, fewest first, leaving out drafts and archived", async () => {
    const body = (await summary('today')).json();
    expect(body.lowStock).toEqual([
      { productId: saree, title: 'Banarasi Silk Saree', size: 'S', stock: 0 },
      { productId: kurti, title: 'Cotton Kurti', size: 'M', stock: 1 },
      { productId: saree, title: 'Banarasi Silk Saree', size: 'M', stock: 3 },
    ]);
  });

  it('shows at most 10 sizes sold out and 10 running low: sold-out sizes never hide the others', async () => {
    const low = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`W${String(i).padStart(2, '0')}`, 2]));
    const out = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`X${String(i).padStart(2, '0')}`, 0]));
    const many = await product('Zari Border Dupatta', 'active', low);
    const gone = await product('Kota Doria Saree', 'active', out);
    const body = (await summary('today')).json();
    const rows = body.lowStock as { productId: string; size: string; stock: number }[];
    expect(rows).toHaveLength(20);
    expect(rows.filter((r) => r.stock === 0)).toHaveLength(10);
    expect(rows.slice(0, 2)).toEqual([
      { productId: saree, title: 'Banarasi Silk Saree', size: 'S', stock: 0 },
      { productId: gone, title: 'Kota Doria Saree', size: 'X00', stock: 0 },
    ]);
    expect(rows[10]).toEqual({ productId: kurti, title: 'Cotton Kurti', size: 'M', stock: 1 });
    expect(rows[11]).toEqual({ productId: many, title: 'Zari Border Dupatta', size: 'W00', stock: 2 });
    expect(rows.at(-1)).toEqual({ productId: many, title: 'Zari Border Dupatta', size: 'W08', stock: 2 });
  });

  it('reads low stock from a partial index whose bound is LOW_STOCK_THRESHOLD', async () => {
    // The index is only usable while its predicate covers the query's: a new threshold needs a new index.
    const result = await t.database.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'product_variants_low_stock_idx'`,
    );
    const [row] = (result as { rows: { indexdef: string }[] }).rows;
    expect(row?.indexdef).toContain(`WHERE (stock <= ${LOW_STOCK_THRESHOLD})`);
  });

  it('refuses a range it does not know', async () => {
    const res = await summary('1y');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', field: 'range' });
  });

  it('answers only staff: 401 without a token, 403 staff_only to a shopper', async () => {
    const anonymous = await summary('today', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized', message: BACK_OFFICE_MESSAGES.staffOnly });
    const shopper = await signedIn(t);
    const refused = await summary('today', shopper.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'staff_only', message: BACK_OFFICE_MESSAGES.staffOnly });
  });

  it('answers an owner as well as staff', async () => {
    const owner = await signedInStaff(t, { role: 'owner' });
    expect((await summary('7d', owner.headers)).statusCode).toBe(200);
  });

  it('uses the same figures whatever time zone the database session is in', async () => {
    // The days are IST whatever the server's zone: the SQL never reads the session's TimeZone.
    if (t.database.kind !== 'pglite') return;
    // Los Angeles left daylight saving on 1 November 2026, inside the last 30 days: a day there was 25 hours.
    const before = [(await summary('7d')).json(), (await summary('30d')).json()];
    await t.database.db.execute(sql`set time zone 'America/Los_Angeles'`);
    try {
      expect([(await summary('7d')).json(), (await summary('30d')).json()]).toEqual(before);
    } finally {
      await t.database.db.execute(sql`set time zone 'UTC'`);
    }
  });
});

// Runs last: it adds orders of today. The attention counts are the queue's sections (GET /api/admin/queue), one
// definition each (modules/order-admin/queue-sections.ts).
describe('attention counts', () => {
  it('counts what the queue lists: unbooked past the grace or failed, open NDRs, returns, payments', async () => {
    const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
    const change = async (id: string, set: Partial<typeof orders.$inferInsert>) =>
      t.database.db.update(orders).set(set).where(eq(orders.id, id));
    // Placed 5 minutes ago, not yet tried: checkout is still booking it (within UNBOOKED_GRACE_MINUTES).
    await placed({ at: minutesAgo(5), totalPaise: 10_000, status: 'placed', booked: false });
    // Placed 2 minutes ago, its booking already failed: needs a hand now.
    await change(await placed({ at: minutesAgo(2), totalPaise: 10_000, status: 'placed', booked: false }), {
      bookingAttempts: 1,
      lastBookingError: 'Courier down',
    });
    // A failed delivery waiting for the shop, and one already answered.
    await change(await placed({ at: minutesAgo(3000), totalPaise: 10_000, status: 'shipped' }), {
      ndrState: 'open',
      ndrAt: minutesAgo(60),
      ndrReasonText: 'Undelivered',
    });
    await change(await placed({ at: minutesAgo(3000), totalPaise: 10_000, status: 'shipped' }), {
      ndrState: 'reattempt_requested',
      ndrAt: minutesAgo(60),
    });
    // A return already received back.
    await change(
      await placed({ at: minutesAgo(9000), totalPaise: 10_000, status: 'returned', returnedAt: minutesAgo(600) }),
      { receivedBackAt: minutesAgo(60) },
    );
    // Payments without an order: one waiting, one settled.
    await t.database.db.insert(paymentAttention).values([
      { gatewayOrderId: 'order_A', gatewayPaymentId: 'pay_A', amountPaise: 99_900, reason: 'Out of stock' },
      {
        gatewayOrderId: 'order_C',
        gatewayPaymentId: 'pay_C',
        amountPaise: 99_900,
        reason: 'Out of stock',
        resolvedAt: minutesAgo(10),
        resolution: 'refunded',
      },
    ]);

    const attention = (await summary('today')).json().attention;
    // Unbooked: the 21 Nov midnight order, the September one and the failed one; the 15 Nov return to receive.
    expect(attention).toMatchObject({
      unbookedOrders: 3,
      failedDeliveries: 1,
      returnsToReceive: 1,
      paymentsWithoutOrder: 1,
    });
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/queue', headers: staffHeaders });
    expect(queue.json().counts).toEqual({
      unbooked: attention.unbookedOrders,
      ndr: attention.failedDeliveries,
      returns: attention.returnsToReceive,
      payments: attention.paymentsWithoutOrder,
    });
  });

  it('gives the COD confirmation rate of the period and the orders awaiting confirmation now', async () => {
    expect((await summary('today')).json().codConfirmation).toEqual({
      confirmed: 0,
      expired: 0,
      rate: null,
      awaiting: 0,
    });
    const set = async (id: string, values: Partial<typeof orders.$inferInsert>) =>
      t.database.db.update(orders).set(values).where(eq(orders.id, id));
    const today = ist('2026-11-21 10:00:00.000');
    for (const confirmedAt of [today, today, today, ist('2026-11-20 10:00:00.000')]) {
      await set(await placed({ at: confirmedAt, totalPaise: 49_900 }), {
        codConfirmation: 'confirmed',
        codConfirmedAt: confirmedAt,
      });
    }
    await set(await placed({ at: today, totalPaise: 49_900, status: 'cancelled', cancelledAt: today }), {
      codConfirmation: 'expired',
    });
    await set(await placed({ at: today, totalPaise: 49_900, status: 'placed', booked: false }), {
      codConfirmation: 'awaiting',
      codConfirmDeadline: ist('2026-11-23 10:00:00.000'),
    });
    // Today: three confirmed (yesterday's is another period), one expired; one waits whatever the period.
    expect((await summary('today')).json().codConfirmation).toEqual({
      confirmed: 3,
      expired: 1,
      rate: 0.75,
      awaiting: 1,
    });
  });
});
