// Returns of orders placed with offers (docs/decisions/083-one-pricing-function.md): the refund is
// what was paid less what the kept pieces cost with the offers worked out again, quoted before the request and
// stored on it; the fees come back with the last piece; an order placed before orders kept their pricing refunds as
// it always did.
import type { AdminOffer, ReturnQuoteResponse, ReturnRequest } from '@vastra/domain/api';
import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders, refunds, returnPayouts } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, newProduct, signedIn, signedInStaff, type Line } from '../../testing/factories';
import { couponBody } from '../../testing/offer-bodies';
import { as } from '../../testing/requests';
import { deliveredOrder, returnRow, staffReturnAction } from '../../testing/returns-testing';
import { planExchange } from './settle-exchange';

const clock = manualClock(new Date('2026-12-05T10:00:00Z'));
const DAY_MS = 86_400_000;
const UPI = { kind: 'upi', upiId: 'priyasharma@okaxis' } as const;
const window = { startsAt: '2026-12-01T00:00:00+05:30', endsAt: '2026-12-31T00:00:00+05:30' };

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  owner = (await signedInStaff(t, { role: 'owner' })).headers;
});
afterAll(() => t.close());

async function offer(body: object): Promise<AdminOffer> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/offers', headers: owner, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminOffer>();
}
const endOffer = async (id: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/offers/${id}/end`, headers: owner });
  expect(res.statusCode, res.body).toBe(200);
};
const setFees = async (delivery: object) => {
  const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: owner, payload: { delivery } });
  expect(res.statusCode, res.body).toBe(200);
};
const buy2get1 = (productIds: string[]) =>
  offer({
    kind: 'buy-x-get-y',
    label: 'Buy 2 get 1 free',
    ...window,
    scope: { kind: 'products', productIds },
    combinable: true,
    buyQuantity: 2,
    getQuantity: 1,
    reward: { type: 'free' },
  });

/** A COD order placed through the checkout (its pricing kept), then delivered yesterday; its lines in bag order. */
async function deliveredCodOrder(lines: Line[], extra: Record<string, unknown> = {}) {
  const shopper = await signedIn(t);
  const res = await as(t, shopper.token).post('/api/orders/cod', { ...codBody(lines), ...extra });
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json<{ orderId: string }>().orderId;
  await t.database.db
    .update(orders)
    .set({ status: 'delivered', deliveredAt: new Date(clock.now().getTime() - DAY_MS) })
    .where(eq(orders.id, orderId));
  const items = await t.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return { shopper, orderId, items: items.map((i) => i.id), totalPaise: row?.totalPaise ?? -1 };
}

type Order = { shopper: { token: string }; orderId: string };
const quoteReturn = async (o: Order, orderItemId: string, quantity: number) => {
  const res = await as(t, o.shopper.token).post(`/api/orders/${o.orderId}/returns/quote`, { orderItemId, quantity });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReturnQuoteResponse>();
};
const askReturn = async (o: Order, orderItemId: string, quantity: number) => {
  const res = await as(t, o.shopper.token).post(`/api/orders/${o.orderId}/returns`, {
    orderItemId,
    kind: 'return',
    quantity,
    reason: 'too_large',
    payout: UPI,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ReturnRequest>();
};
/** Approved and received with the check accepted: the payout (or nothing, for ₹0) is settled. */
const receive = async (id: string) => {
  expect((await staffReturnAction(t, owner, id, 'approve')).statusCode).toBe(200);
  const received = await staffReturnAction(t, owner, id, 'receive', { qc: 'accept' });
  expect(received.statusCode, received.body).toBe(200);
  return received.json<ReturnRequest>();
};
const payoutsOf = (id: string) =>
  t.database.db.select().from(returnPayouts).where(eq(returnPayouts.returnRequestId, id));

describe('returning pieces of a "buy 2 get 1 free" order (3 × ₹600, ₹1,200 paid)', () => {
  it('the first piece back refunds ₹0 (the free one, said why); the next a full ₹600, paid to her UPI', async () => {
    const saree = await newProduct(t, 'Chanderi Saree', { Free: { pricePaise: 60_000, stock: 10 } });
    const b2g1 = await buy2get1([saree]);
    try {
      const order = await deliveredCodOrder([{ productId: saree, size: 'Free', quantity: 3 }]);
      expect(order.totalPaise).toBe(120_000);
      const [line = ''] = order.items;

      const first = await quoteReturn(order, line, 1);
      expect(first).toEqual({
        refundPaise: 0,
        paidPaise: 40_000,
        message: "Buy 2 get 1 free no longer applies to what you keep, so ₹400 of this item's price is not refunded.",
      });
      expect(first.message).toBe(M.offerNoLongerApplies('Buy 2 get 1 free', 40_000));
      const free = await askReturn(order, line, 1);
      expect(free.refundPaise).toBe(0);

      // A second piece: she keeps one at ₹600, so ₹1,200 − ₹600 comes back, all of it for this request.
      expect(await quoteReturn(order, line, 1)).toEqual({ refundPaise: 60_000, paidPaise: 40_000, message: null });
      const paid = await askReturn(order, line, 1);
      expect(paid.refundPaise).toBe(60_000);

      // Settled: nothing sent for the ₹0 request (refunded, said in the history), ₹600 paid out to her UPI ID.
      expect(await receive(free._id)).toMatchObject({ state: 'refunded', refund: null });
      expect(await payoutsOf(free._id)).toEqual([]);
      const history = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId));
      expect(history.map((e) => e.summary)).toContain(M.nothingToRefund);
      expect(await receive(paid._id)).toMatchObject({ state: 'refunded', refundDestination: 'upi' });
      expect((await payoutsOf(paid._id)).map((p) => [p.amountPaise, p.status])).toEqual([[60_000, 'processed']]);

      // The last piece: the rest of what was paid, ₹1,200 in all.
      expect(await quoteReturn(order, line, 1)).toEqual({ refundPaise: 60_000, paidPaise: 40_000, message: null });
    } finally {
      await endOffer(b2g1.id);
    }
  });
});

describe("a coupon order partly returned below the coupon's minimum", () => {
  it('refunds what was paid less the coupon the kept piece no longer earns, and says so', async () => {
    const kurti = await newProduct(t, 'Mulmul Kurti', { M: { pricePaise: 100_000, stock: 10 } });
    const coupon = await offer(couponBody('KEEP20', { ...window, minBasketPaise: 150_000 }));
    try {
      // ₹1,000 × 2 − 20 % = ₹1,600 paid; keeping one (₹1,000, below ₹1,500) the coupon no longer applies.
      const order = await deliveredCodOrder([{ productId: kurti, quantity: 2 }], { couponCode: 'KEEP20' });
      expect(order.totalPaise).toBe(160_000);
      const [line = ''] = order.items;
      const quoted = await quoteReturn(order, line, 1);
      expect(quoted).toEqual({
        refundPaise: 60_000,
        paidPaise: 80_000,
        message: "KEEP20 no longer applies to what you keep, so ₹200 of this item's price is not refunded.",
      });
      expect((await askReturn(order, line, 1)).refundPaise).toBe(60_000);
    } finally {
      await endOffer(coupon.id);
    }
  });
});

describe('the whole order returned', () => {
  it('refunds everything paid, the delivery and COD fees with the last piece', async () => {
    const kurti = await newProduct(t, 'Block Print Kurti', { M: { pricePaise: 100_000, stock: 10 } });
    const saree = await newProduct(t, 'Kota Saree', { Free: { pricePaise: 60_000, stock: 10 } });
    const tenOff = await offer({
      kind: 'tiered',
      label: '10% off everything',
      ...window,
      scope: { kind: 'products', productIds: [kurti, saree] },
      combinable: true,
      tiers: [{ minBasketPaise: 0, percent: 10 }],
    });
    await setFees({ feeRupees: 49, freeAboveRupees: null, codFeeRupees: 29 });
    try {
      // ₹1,600 − 10 % = ₹1,440, + ₹49 delivery + ₹29 COD = ₹1,518.
      const order = await deliveredCodOrder([
        { productId: kurti, quantity: 1 },
        { productId: saree, size: 'Free', quantity: 1 },
      ]);
      expect(order.totalPaise).toBe(151_800);
      const [kurtiLine = '', sareeLine = ''] = order.items;
      // The kurti alone: its ₹900 paid (the 10 % still holds on the saree kept), no fees.
      expect(await quoteReturn(order, kurtiLine, 1)).toEqual({ refundPaise: 90_000, paidPaise: 90_000, message: null });
      const kurtiBack = await askReturn(order, kurtiLine, 1);
      expect(kurtiBack.refundPaise).toBe(90_000);
      // The saree last: its ₹540 and the ₹78 of fees.
      expect(await quoteReturn(order, sareeLine, 1)).toEqual({ refundPaise: 61_800, paidPaise: 54_000, message: null });
      const sareeBack = await askReturn(order, sareeLine, 1);
      expect(sareeBack.refundPaise).toBe(61_800);
      expect((kurtiBack.refundPaise ?? 0) + (sareeBack.refundPaise ?? 0)).toBe(order.totalPaise);

      // Paid out in full: the order's bound (not the saree line's ₹540) lets the fees go back.
      await receive(kurtiBack._id);
      await receive(sareeBack._id);
      const paid = [...(await payoutsOf(kurtiBack._id)), ...(await payoutsOf(sareeBack._id))];
      expect(paid.map((p) => p.amountPaise)).toEqual([90_000, 61_800]);
    } finally {
      await setFees({ feeRupees: 0, freeAboveRupees: null, codFeeRupees: 0 });
      await endOffer(tenOff.id);
    }
  });
});

describe('an order placed before orders kept their pricing', () => {
  it('refunds the pieces at their price, as before', async () => {
    const order = await deliveredOrder(t, { quantity: 2 });
    expect(await quoteReturn(order, order.itemId, 2)).toEqual({
      refundPaise: 159_800,
      paidPaise: 159_800,
      message: null,
    });
    expect((await askReturn(order, order.itemId, 1)).refundPaise).toBe(79_900);
  });

  it('refuses a quote for more pieces than are left, or for a line not in the order, with the reason', async () => {
    const order = await deliveredOrder(t, { quantity: 1 });
    const more = await as(t, order.shopper.token).post(`/api/orders/${order.orderId}/returns/quote`, {
      orderItemId: order.itemId,
      quantity: 2,
    });
    expect(more.statusCode).toBe(422);
    expect(more.json()).toMatchObject({ code: 'return_not_allowed', message: M.tooManyUnits(1) });
    const other = await deliveredOrder(t);
    const stranger = await as(t, other.shopper.token).post(`/api/orders/${order.orderId}/returns/quote`, {
      orderItemId: order.itemId,
      quantity: 1,
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('an exchange of a discounted line', () => {
  it('ships the new size at the price paid for the piece, with no refund or charge', async () => {
    const kurti = await newProduct(t, 'Ikat Kurti', {
      M: { pricePaise: 100_000, stock: 10 },
      L: { pricePaise: 100_000, stock: 10 },
    });
    const tenOff = await offer({
      kind: 'tiered',
      label: '10% off kurtis',
      ...window,
      scope: { kind: 'products', productIds: [kurti] },
      combinable: true,
      tiers: [{ minBasketPaise: 0, percent: 10 }],
    });
    let ended = false;
    try {
      // ₹1,000 × 2 − 10 % = ₹1,800 paid, ₹900 a piece; the kurti's price today is another matter.
      const order = await deliveredCodOrder([{ productId: kurti, quantity: 2 }]);
      await endOffer(tenOff.id);
      ended = true;
      const [line = ''] = order.items;
      const res = await as(t, order.shopper.token).post(`/api/orders/${order.orderId}/returns`, {
        orderItemId: line,
        kind: 'exchange',
        quantity: 1,
        exchangeSize: 'L',
        reason: 'too_small',
      });
      expect(res.statusCode, res.body).toBe(201);
      const exchange = res.json<ReturnRequest>();
      expect(exchange).toMatchObject({ kind: 'exchange', refundPaise: null, refundDestination: null });

      const [orderNow] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
      if (!orderNow) throw new Error('order not found');
      const step = await planExchange(t.database.db, clock, orderNow, await returnRow(t, exchange._id));
      expect(step?.shipment).toMatchObject({
        paymentMode: 'prepaid',
        totalPaise: 90_000,
        items: [{ productId: kurti, size: 'L', quantity: 1, unitPricePaise: 90_000 }],
      });
      expect(await payoutsOf(exchange._id)).toEqual([]);
      expect(await t.database.db.select().from(refunds).where(eq(refunds.returnRequestId, exchange._id))).toEqual([]);
    } finally {
      if (!ended) await endOffer(tenOff.id);
    }
  });
});

describe('returns of two lines asked at the same time', () => {
  it('never refund more than was paid: the order is priced one request after the other', async () => {
    const a = await newProduct(t, 'Silk Dupatta', { Free: { pricePaise: 60_000, stock: 10 } });
    const b = await newProduct(t, 'Cotton Dupatta', { Free: { pricePaise: 60_000, stock: 10 } });
    const b2g1 = await buy2get1([a, b]);
    try {
      // 2 × ₹600 + 1 × ₹600, the cheapest piece free: ₹1,200 paid (₹800 and ₹400 by line).
      const order = await deliveredCodOrder([
        { productId: a, size: 'Free', quantity: 2 },
        { productId: b, size: 'Free', quantity: 1 },
      ]);
      expect(order.totalPaise).toBe(120_000);
      const [lineA = '', lineB = ''] = order.items;
      const [first, second] = await Promise.all([askReturn(order, lineA, 1), askReturn(order, lineB, 1)]);
      // Whichever came first refunds ₹0 (two pieces kept, the offer gone); the second ₹600 (one piece kept).
      expect([first.refundPaise, second.refundPaise].sort()).toEqual([0, 60_000]);
      const last = await askReturn(order, lineA, 1);
      expect((first.refundPaise ?? 0) + (second.refundPaise ?? 0) + (last.refundPaise ?? 0)).toBe(120_000);
    } finally {
      await endOffer(b2g1.id);
    }
  });
});
