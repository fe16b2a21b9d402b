// GET /api/admin/dashboard/returns on a fixed clock: orders delivered, return requests made, refunds and payouts
// started at exact instants around IST midnight, and the figures each period must answer
// (docs/decisions/021-dashboard-figures.md).
import { BACK_OFFICE_MESSAGES } from '@vastra/domain/back-office';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orderItems, orders, products, refunds, returnPayouts, returnRequests } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, newProduct, signedIn, signedInStaff } from '../../testing/factories';

/** A wall-clock time in India as the instant it is. */
const ist = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}+05:30`);

// Saturday 21 November 2026, 15:30 in India.
const NOW = ist('2026-11-21 15:30:00.000');
const clock = manualClock(NOW);

let t: TestApp;
let statements: string[] | null = null;
let staffHeaders: Record<string, string>;
let shopperId: string;

async function product(category: string, sizes: string[]) {
  const id = await newProduct(
    t,
    `A ${category}`,
    Object.fromEntries(sizes.map((size) => [size, { pricePaise: 79_900, stock: 100 }])),
  );
  await t.database.db.update(products).set({ category }).where(eq(products.id, id));
  return id;
}

/** An order delivered at `deliveredAt` (or still on its way when null); its lines' ids by 'productId:size'. */
async function delivered(deliveredAt: Date | null, lines: { productId: string; size: string; quantity: number }[]) {
  const orderId = await newOrder(t, shopperId, lines);
  await t.database.db
    .update(orders)
    .set({ status: deliveredAt ? 'delivered' : 'shipped', deliveredAt })
    .where(eq(orders.id, orderId));
  const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const item = (productId: string, size: string) => {
    const found = items.find((i) => i.productId === productId && i.size === size);
    if (!found) throw new Error(`no line ${size}`);
    return found.id;
  };
  return { orderId, item };
}

/** A return request of `quantity` units of one line, made at an IST wall-clock time. */
async function request(
  order: { orderId: string },
  itemId: string,
  [kind, quantity, state, reason]: ['return' | 'exchange', number, string, string],
  made: string,
) {
  const [row] = await t.database.db
    .insert(returnRequests)
    .values({
      orderId: order.orderId,
      orderItemId: itemId,
      userId: shopperId,
      kind,
      state,
      quantity,
      exchangeSize: kind === 'exchange' ? 'XL' : null,
      reason,
      refundPaise: kind === 'return' ? 79_900 * quantity : null,
      refundDestination: kind === 'return' ? 'original_payment' : null,
      createdAt: ist(made),
    })
    .returning({ id: returnRequests.id });
  if (!row) throw new Error('request not inserted');
  return row.id;
}

let keys = 0;
async function refund(orderId: string, returnRequestId: string | null, amountPaise: number, status: string, at: Date) {
  keys += 1;
  await t.database.db.insert(refunds).values({
    orderId,
    returnRequestId,
    gatewayPaymentId: 'pay_returns',
    amountPaise,
    status,
    reason: 'Return',
    idempotencyKey: `refund-${keys}`,
    createdAt: at,
  });
}

async function payout(orderId: string, returnRequestId: string, amountPaise: number, status: string, at: Date) {
  keys += 1;
  await t.database.db.insert(returnPayouts).values({
    orderId,
    returnRequestId,
    amountPaise,
    destinationKind: 'upi',
    destinationMasked: 'ra****@okaxis',
    status,
    idempotencyKey: `payout-${keys}`,
    createdAt: at,
  });
}

const dashboard = (period?: string, headers = staffHeaders) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/dashboard/returns${period ? `?period=${period}` : ''}`,
    headers,
  });

beforeAll(async () => {
  t = await buildTestApp({}, { clock, onQuery: (sql) => statements?.push(sql) });
  staffHeaders = (await signedInStaff(t)).headers;
  shopperId = (await signedIn(t)).id;
  const kurti = await product('kurti', ['M', 'L', 'S', 'XXL']);
  const saree = await product('saree', ['Free']);
  const tshirt = await product('t-shirt', ['M', 'XL']);
  // A category the owner added after the seed's five (docs/decisions/097-categories.md).
  await t.database.db.insert(categories).values({ slug: 'dupatta', name: 'Dupatta', position: 5, hsn: '6214' });
  const dupatta = await product('dupatta', ['Free']);

  // Delivered at the first instant of the last 7 days, and at the last instant before now.
  const a = await delivered(ist('2026-11-15 00:00:00.000'), [
    { productId: kurti, size: 'M', quantity: 4 },
    { productId: kurti, size: 'L', quantity: 2 },
    { productId: kurti, size: 'XXL', quantity: 1 },
    { productId: saree, size: 'Free', quantity: 1 },
  ]);
  const b = await delivered(ist('2026-11-21 15:29:59.999'), [
    { productId: tshirt, size: 'M', quantity: 3 },
    { productId: tshirt, size: 'XL', quantity: 3 },
    { productId: dupatta, size: 'Free', quantity: 1 },
  ]);
  // The instant before the last 7 days; the instant before the last 30 days; August (before the last 90 days).
  const c = await delivered(ist('2026-11-14 23:59:59.999'), [{ productId: kurti, size: 'S', quantity: 5 }]);
  await delivered(ist('2026-10-22 23:59:59.999'), [{ productId: saree, size: 'Free', quantity: 2 }]);
  const e = await delivered(ist('2026-08-01 12:00:00.000'), [{ productId: kurti, size: 'M', quantity: 10 }]);
  // On its way: never counted.
  await delivered(null, [{ productId: kurti, size: 'M', quantity: 3 }]);

  const kurtiM = a.item(kurti, 'M');
  await request(a, kurtiM, ['return', 1, 'requested', 'too_small'], '2026-11-16 10:00:00.000');
  await request(a, kurtiM, ['exchange', 1, 'exchange_shipped', 'too_small'], '2026-11-17 10:00:00.000');
  // Rejected: no unit of it counts, its reason does.
  await request(a, kurtiM, ['return', 1, 'rejected', 'damaged'], '2026-11-17 11:00:00.000');
  await request(a, a.item(kurti, 'L'), ['exchange', 1, 'received', 'too_large'], '2026-11-18 10:00:00.000');
  const sareeFree = a.item(saree, 'Free');
  const sareeReturn = await request(a, sareeFree, ['return', 1, 'refunded', 'not_as_pictured'], '2026-11-16 12:00');
  const tshirtXl = b.item(tshirt, 'XL');
  const tshirtReturn = await request(b, tshirtXl, ['return', 1, 'refunded', 'too_large'], '2026-11-21 15:00');
  // Delivered before the last 7 days, asked for within them: its units count in 30 days, its reason in 7.
  const kurtiS = await request(c, c.item(kurti, 'S'), ['return', 2, 'refunded', 'too_small'], '2026-11-15 10:00');
  // Asked for the instant before the last 90 days, and at their first instant (still waiting for staff).
  const eM = e.item(kurti, 'M');
  const august = await request(e, eM, ['return', 1, 'refunded', 'damaged'], '2026-08-23 23:59:59.999');
  await request(e, eM, ['return', 1, 'requested', 'other'], '2026-08-24 00:00:00.000');

  // Refunds to the original payment: counted by when they were started, never when failed or not for a return.
  await refund(a.orderId, sareeReturn, 79_900, 'processed', ist('2026-11-15 00:00:00.000'));
  await refund(a.orderId, sareeReturn, 79_900, 'failed', ist('2026-11-18 09:00:00.000'));
  await refund(c.orderId, kurtiS, 159_800, 'pending', ist('2026-11-14 23:59:59.999'));
  await refund(b.orderId, null, 50_000, 'processed', ist('2026-11-20 09:00:00.000'));
  // Payouts by UPI or bank for cash-on-delivery returns.
  await payout(b.orderId, tshirtReturn, 49_900, 'failed', ist('2026-11-21 10:00:00.000'));
  await payout(b.orderId, tshirtReturn, 49_900, 'processed', ist('2026-11-21 15:29:59.999'));
  await payout(e.orderId, august, 30_000, 'pending', ist('2026-08-24 00:00:00.000'));
});
afterAll(() => t.close());

const rate = (deliveredUnits: number, returnedUnits: number, exchangedUnits: number, r: number, x: number) => ({
  deliveredUnits,
  returnedUnits,
  exchangedUnits,
  returnRate: r,
  exchangeRate: x,
});

describe('GET /api/admin/dashboard/returns', () => {
  it('7d: units of the orders delivered in the last 7 IST days, sent back by kind, rejected left out', async () => {
    const res = await dashboard('7d');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ period: '7d', from: '2026-11-14T18:30:00.000Z', to: '2026-11-21T10:00:00.000Z' });
    // 15 units delivered; 3 returned (20 %), 2 exchanged (13.33… → 13.3 %).
    expect(body.overall).toEqual(rate(15, 3, 2, 20, 13.3));
    // The shop's order of categories, any other after them.
    expect(body.byCategory).toEqual([
      { category: 'kurti', ...rate(7, 1, 2, 14.3, 28.6) },
      { category: 't-shirt', ...rate(6, 1, 0, 16.7, 0) },
      { category: 'saree', ...rate(1, 1, 0, 100, 0) },
      { category: 'dupatta', ...rate(1, 0, 0, 0, 0) },
    ]);
    // The preferred size order (M, L, S, XL, Free), then the others.
    expect(body.bySize).toEqual([
      { size: 'M', ...rate(7, 1, 1, 14.3, 14.3) },
      { size: 'L', ...rate(2, 0, 1, 0, 50) },
      { size: 'XL', ...rate(3, 1, 0, 33.3, 0) },
      { size: 'Free', ...rate(2, 1, 0, 50, 0) },
      { size: 'XXL', ...rate(1, 0, 0, 0, 0) },
    ]);
    expect(body.refunds).toEqual({ gatewayPaise: 79_900, payoutPaise: 49_900, totalPaise: 129_800 });
    // Requests made in the period, rejected ones too; ties in the order the form lists the reasons.
    expect(body.topReasons).toEqual([
      { reason: 'too_small', label: 'Size too small', count: 3 },
      { reason: 'too_large', label: 'Size too large', count: 2 },
      { reason: 'not_as_pictured', label: 'Not as pictured', count: 1 },
      { reason: 'damaged', label: 'Damaged', count: 1 },
    ]);
    // Requested (two) or received (one) now, whenever they were made.
    expect(body.waiting).toBe(3);
  });

  it('30d is the default: adds the order delivered the instant before the last 7 days', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ period: '30d', from: '2026-10-22T18:30:00.000Z', to: '2026-11-21T10:00:00.000Z' });
    expect(body.overall).toEqual(rate(20, 5, 2, 25, 10));
    expect(body.byCategory[0]).toEqual({ category: 'kurti', ...rate(12, 3, 2, 25, 16.7) });
    expect(body.bySize.map((s: { size: string }) => s.size)).toEqual(['M', 'L', 'S', 'XL', 'Free', 'XXL']);
    expect(body.bySize[2]).toEqual({ size: 'S', ...rate(5, 2, 0, 40, 0) });
    expect(body.refunds).toEqual({ gatewayPaise: 239_700, payoutPaise: 49_900, totalPaise: 289_600 });
    expect(body.topReasons.map((r: { count: number }) => r.count)).toEqual([3, 2, 1, 1]);
    expect(body.waiting).toBe(3);
  });

  it('90d: from the first instant of the last 90 IST days, August before them left out', async () => {
    const body = (await dashboard('90d')).json();
    expect(body).toMatchObject({ period: '90d', from: '2026-08-23T18:30:00.000Z' });
    // 22 units: 5 returned (22.72… → 22.7 %), 2 exchanged (9.09… → 9.1 %).
    expect(body.overall).toEqual(rate(22, 5, 2, 22.7, 9.1));
    expect(body.byCategory.find((c: { category: string }) => c.category === 'saree')).toEqual({
      category: 'saree',
      ...rate(3, 1, 0, 33.3, 0),
    });
    expect(body.refunds).toEqual({ gatewayPaise: 239_700, payoutPaise: 79_900, totalPaise: 319_600 });
    expect(body.topReasons).toEqual([
      { reason: 'too_small', label: 'Size too small', count: 3 },
      { reason: 'too_large', label: 'Size too large', count: 2 },
      { reason: 'not_as_pictured', label: 'Not as pictured', count: 1 },
      { reason: 'damaged', label: 'Damaged', count: 1 },
      { reason: 'other', label: 'Other', count: 1 },
    ]);
  });

  it('reads everything in three statements, run side by side', async () => {
    statements = [];
    expect((await dashboard('30d')).statusCode).toBe(200);
    const ours = statements.filter((s) => /return_requests|return_payouts/.test(s));
    statements = null;
    expect(ours).toHaveLength(3);
  });

  it('answers zeros and empty lists when nothing was delivered, still counting what waits', async () => {
    clock.set(ist('2027-06-01 12:00:00.000'));
    try {
      const body = (await dashboard('7d')).json();
      expect(body.overall).toEqual(rate(0, 0, 0, 0, 0));
      expect(body).toMatchObject({ byCategory: [], bySize: [], topReasons: [], waiting: 3 });
      expect(body.refunds).toEqual({ gatewayPaise: 0, payoutPaise: 0, totalPaise: 0 });
    } finally {
      clock.set(NOW);
    }
  });

  it('uses the same figures whatever time zone the database session is in', async () => {
    if (t.database.kind !== 'pglite') return;
    const before = [(await dashboard('7d')).json(), (await dashboard('90d')).json()];
    await t.database.db.execute(sql`set time zone 'America/Los_Angeles'`);
    try {
      expect([(await dashboard('7d')).json(), (await dashboard('90d')).json()]).toEqual(before);
    } finally {
      await t.database.db.execute(sql`set time zone 'UTC'`);
    }
  });

  it('refuses a period it does not know', async () => {
    const res = await dashboard('1y');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', field: 'period' });
  });

  it('answers only staff: 401 without a token, 403 staff_only to a shopper', async () => {
    const anonymous = await dashboard('7d', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized', message: BACK_OFFICE_MESSAGES.staffOnly });
    const shopper = await signedIn(t);
    const refused = await dashboard('7d', shopper.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'staff_only', message: BACK_OFFICE_MESSAGES.staffOnly });
  });
});
