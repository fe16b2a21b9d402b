import type { AdminOffer, Order, QuoteResponse } from '@vastra/domain/api';
import { PRICING_MESSAGE_TEMPLATES as T, readPricingSnapshot } from '@vastra/domain/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerRedemptions, offers, orderItems } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  codBody,
  itemsOf,
  type Line,
  newProduct,
  orderRow,
  paymentOrderOf,
  signedIn,
  signedInStaff,
  stockOf,
} from '../../testing/factories';
import { couponBody } from '../../testing/offer-bodies';
import { as } from '../../testing/requests';

const TEST_CARD = { number: '4111111111111111', expiry: '12/30', cvv: '123' };
const clock = manualClock(new Date('2026-12-05T10:00:00Z'));

let t: TestApp;
let owner: Record<string, string>;
let kurti: string;
let saree: string;

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_ORDERS_PER_IP_10_MIN: '50' }, { clock });
  owner = (await signedInStaff(t, { role: 'owner' })).headers;
  kurti = await newProduct(t, 'Mulmul Kurti', { M: { pricePaise: 100_000, stock: 50 } });
  saree = await newProduct(t, 'Chanderi Saree', { Free: { pricePaise: 60_000, stock: 50 } });
});
afterAll(() => t.close());

async function offer(body: object): Promise<AdminOffer> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/offers', headers: owner, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminOffer>();
}
const offerAction = async (id: string, action: 'pause' | 'resume' | 'end') => {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/offers/${id}/${action}`, headers: owner });
  expect(res.statusCode, res.body).toBe(200);
};

async function quote(lines: Line[], extra: Record<string, unknown> = {}, token?: string) {
  const res = await as(t, token).post('/api/checkout/quote', { items: itemsOf(lines), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuoteResponse>();
}
const usesOf = async (id: string) =>
  (await t.database.db.select({ used: offers.usedCount }).from(offers).where(eq(offers.id, id)))[0]?.used;

const window = { startsAt: '2026-12-01T00:00:00+05:30', endsAt: '2026-12-31T00:00:00+05:30' };

describe('POST /api/checkout/quote', () => {
  it('prices the bag with a live offer, lists the offers and explains a coupon that does not apply', async () => {
    const b2g1 = await offer({
      kind: 'buy-x-get-y',
      label: 'Buy 2 get 1 free',
      ...window,
      scope: { kind: 'products', productIds: [saree] },
      combinable: true,
      buyQuantity: 2,
      getQuantity: 1,
      reward: { type: 'free' },
    });
    await offer(couponBody('QUOTE20', { ...window, minBasketPaise: 150_000 }));
    try {
      const priced = await quote([{ productId: saree, size: 'Free', quantity: 3 }]);
      // ₹600 × 3 = ₹1,800, the cheapest piece (₹600) free, spread over the three pieces.
      expect(priced).toMatchObject({
        subtotal: 1800,
        discount: 600,
        total: 1200,
        offers: [{ id: b2g1.id, kind: 'buy-x-get-y', label: 'Buy 2 get 1 free', discount: 600 }],
        lines: [
          { productId: saree, size: 'Free', title: 'Chanderi Saree', quantity: 3, unitPrice: 600, discount: 600 },
        ],
        savings: { total: 600, message: 'You save ₹600' },
        coupon: null,
      });
      expect(priced.availableOffers.map((o) => [o.label, o.code, o.terms])).toEqual([
        ['Festive 20', 'QUOTE20', '20% off, up to ₹500, on orders of ₹1,500 or more.'],
        ['Buy 2 get 1 free', null, 'Buy 2, get 1 free (the cheapest).'],
      ]);

      const below = await quote([{ productId: kurti, quantity: 1 }], { couponCode: 'quote20' });
      expect(below.coupon).toEqual({
        code: 'QUOTE20',
        applied: false,
        discount: 0,
        message: T.belowMinimum('QUOTE20', 50_000),
      });
      expect(below.coupon?.message).toBe('Add ₹500 more to use QUOTE20');
      const unknown = await quote([{ productId: kurti, quantity: 1 }], { couponCode: 'NOPE1' });
      expect(unknown.coupon?.message).toBe("We don't recognise the code NOPE1. Check it and try again.");
      const applied = await quote([{ productId: kurti, quantity: 2 }], { couponCode: 'QUOTE20' });
      expect(applied).toMatchObject({
        subtotal: 2000,
        discount: 400,
        total: 1600,
        coupon: { code: 'QUOTE20', applied: true, discount: 400, message: null },
      });
    } finally {
      await offerAction(b2g1.id, 'end');
    }
  });

  it('stops applying a paused offer at once in this process', async () => {
    const tenOff = await offer({
      kind: 'tiered',
      label: '10% off everything',
      ...window,
      scope: { kind: 'shop' },
      combinable: true,
      tiers: [{ minBasketPaise: 0, percent: 10 }],
    });
    expect((await quote([{ productId: kurti, quantity: 1 }])).total).toBe(900);
    await offerAction(tenOff.id, 'pause');
    expect((await quote([{ productId: kurti, quantity: 1 }])).total).toBe(1000);
    await offerAction(tenOff.id, 'end');
  });
});

describe('placing an order with offers', () => {
  it('charges a COD order its discounted total, keeps its pricing per line, counts the coupon use once', async () => {
    const coupon = await offer(couponBody('COD20', window));
    const shopper = await signedIn(t);
    const lines = [{ productId: kurti, quantity: 2 }];
    const shown = await quote(lines, { couponCode: 'cod20', paymentMode: 'cod' }, shopper.token);
    expect(shown.total).toBe(1600);

    const res = await as(t, shopper.token).post('/api/orders/cod', {
      ...codBody(lines),
      couponCode: 'cod20',
      quotedTotal: shown.total,
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json<{ orderId: string }>().orderId;
    // The shopper's order says how its total was made.
    expect(res.json<{ order: Order }>().order).toMatchObject({
      totalAmount: 1600,
      shippingCost: 0,
      items: [{ price: 1000, quantity: 2, discount: 400 }],
      pricing: {
        subtotal: 2000,
        discount: 400,
        offers: [{ label: 'Festive 20', discount: 400 }],
        couponCode: 'COD20',
        deliveryFee: 0,
        codFee: 0,
        savings: 'You save ₹400',
        savingsTotal: 400,
      },
    });
    const row = await orderRow(t, orderId);
    expect(row).toMatchObject({ totalPaise: 160_000, discountPaise: 40_000, couponCode: 'COD20', codFeePaise: 0 });
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({ unitPricePaise: 100_000, quantity: 2, discountPaise: 40_000 });
    const snapshot = readPricingSnapshot(row?.pricing);
    expect(snapshot?.basket.totalPaise).toBe(160_000);
    expect(snapshot?.input.coupon?.definition?.code).toBe('COD20');
    // Delivered to another state than the seller's (Karnataka): IGST, the same 2 × round(₹1,600 × 5 / 210).
    expect(snapshot?.basket.lines[0]?.tax).toMatchObject({ rate: 5, cgstPaise: 0, sgstPaise: 0, igstPaise: 7_620 });
    expect(await usesOf(coupon.id)).toBe(1);
    const [redemption] = await t.database.db
      .select()
      .from(offerRedemptions)
      .where(eq(offerRedemptions.orderId, orderId));
    expect(redemption).toMatchObject({ offerId: coupon.id, state: 'used', discountPaise: 40_000 });

    // Her second order with it: one use per shopper, refused with the reason, nothing written.
    const again = await as(t, shopper.token).post('/api/orders/cod', { ...codBody(lines), couponCode: 'COD20' });
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json()).toMatchObject({ code: 'coupon_not_applicable', message: T.alreadyUsed('COD20') });
    expect(await usesOf(coupon.id)).toBe(1);
    expect(await stockOf(t, kurti, 'M')).toBe(48);

    // Cancelled (twice: the second changes nothing), the order gives its use back once: she may use the code again.
    const cancel = () => as(t, shopper.token).post(`/api/orders/${orderId}/cancel`, { reason: 'Ordered by mistake' });
    expect((await cancel()).statusCode).toBe(200);
    expect(await usesOf(coupon.id)).toBe(0);
    expect((await cancel()).statusCode).toBe(200);
    expect(await usesOf(coupon.id)).toBe(0);
    const [released] = await t.database.db.select().from(offerRedemptions).where(eq(offerRedemptions.orderId, orderId));
    expect(released).toMatchObject({ state: 'released', releasedAt: clock.now() });
    const third = await as(t, shopper.token).post('/api/orders/cod', { ...codBody(lines), couponCode: 'COD20' });
    expect(third.statusCode, third.body).toBe(201);
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('refuses a prepaid-only coupon on cash on delivery, writing nothing', async () => {
    await offer(couponBody('UPI10', { ...window, payment: 'prepaid' }));
    const shopper = await signedIn(t);
    const before = await stockOf(t, kurti, 'M');
    const res = await as(t, shopper.token).post('/api/orders/cod', {
      ...codBody([{ productId: kurti, quantity: 2 }]),
      couponCode: 'UPI10',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'coupon_not_applicable', message: 'For prepaid orders only' });
    expect(await stockOf(t, kurti, 'M')).toBe(before);
  });

  it('refuses a COD order whose total changed since it was shown, naming both totals', async () => {
    const flash = await offer({
      kind: 'tiered',
      label: 'Flash 15%',
      ...window,
      scope: { kind: 'shop' },
      combinable: true,
      tiers: [{ minBasketPaise: 0, percent: 15 }],
    });
    const shopper = await signedIn(t);
    const lines = [{ productId: kurti, quantity: 1 }];
    const shown = await quote(lines, { paymentMode: 'cod' }, shopper.token);
    expect(shown.total).toBe(850);
    await offerAction(flash.id, 'end');
    const before = await stockOf(t, kurti, 'M');
    const res = await as(t, shopper.token).post('/api/orders/cod', { ...codBody(lines), quotedTotal: shown.total });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'quote_changed',
      message: 'The total of your bag changed from ₹850.00 to ₹1,000.00. Check your bag and place the order again.',
    });
    expect(await stockOf(t, kurti, 'M')).toBe(before);
  });

  it('binds a card payment to its discounted amount, holds the coupon use, confirms it with the order', async () => {
    const coupon = await offer(couponBody('CARD20', window));
    const shopper = await signedIn(t);
    const lines = [{ productId: kurti, quantity: 2 }];
    const created = await as(t, shopper.token).post('/api/payment/create-order', {
      amount: 1,
      items: itemsOf(lines),
      couponCode: 'card20',
      quotedTotal: 1600,
    });
    expect(created.statusCode, created.body).toBe(200);
    const gatewayOrder = created.json<{ id: string; amount: number }>();
    expect(gatewayOrder.amount).toBe(160_000);
    expect(readPricingSnapshot((await paymentOrderOf(t, gatewayOrder.id))?.pricing)?.basket.discountPaise).toBe(40_000);
    expect(await usesOf(coupon.id)).toBe(1);
    const [held] = await t.database.db
      .select()
      .from(offerRedemptions)
      .where(eq(offerRedemptions.gatewayOrderId, gatewayOrder.id));
    expect(held).toMatchObject({ state: 'held', orderId: null });

    const paid = await as(t).post('/api/payment/sandbox/pay', { order_id: gatewayOrder.id, card: TEST_CARD });
    expect(paid.statusCode, paid.body).toBe(200);
    const verified = await as(t, shopper.token).post('/api/orders/verify', {
      ...paid.json<object>(),
      orderData: { customerInfo: codBody(lines).customerInfo, items: itemsOf(lines), totalAmount: 1600 },
    });
    expect(verified.statusCode, verified.body).toBe(201);
    const orderId = verified.json<{ orderId: string }>().orderId;
    expect(await orderRow(t, orderId)).toMatchObject({
      totalPaise: 160_000,
      discountPaise: 40_000,
      couponCode: 'CARD20',
    });
    const [used] = await t.database.db.select().from(offerRedemptions).where(eq(offerRedemptions.orderId, orderId));
    expect(used).toMatchObject({ id: held?.id, state: 'used' });
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('gives back a use held for a payment that never came; paid late, the order keeps the price paid', async () => {
    const coupon = await offer(couponBody('LAST1', { ...window, totalUses: 1 }));
    const lines = [{ productId: kurti, quantity: 2 }];
    const start = async (token: string) =>
      as(t, token).post('/api/payment/create-order', { amount: 1, items: itemsOf(lines), couponCode: 'LAST1' });
    const first = await signedIn(t);
    const held = await start(first.token);
    expect(held.statusCode, held.body).toBe(200);
    // Its one use is held: a second shopper is refused while the first pays.
    const second = await signedIn(t);
    const refused = await start(second.token);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'coupon_not_applicable', message: T.usedUp('LAST1') });

    const job = t.app.jobs.find((j) => 'task' in j && j.task.name === 'coupon-holds') as unknown as {
      runOnce(now?: Date): Promise<number>;
    };
    expect(await job.runOnce()).toBe(0);
    clock.advance(30 * 60_000);
    expect(await job.runOnce()).toBe(1);
    expect(await job.runOnce()).toBe(0);
    expect(await usesOf(coupon.id)).toBe(0);

    // The first shopper's bank authorises late: her order is placed at ₹1,600, the use no longer counted.
    const gatewayOrder = held.json<{ id: string }>();
    const paid = await as(t).post('/api/payment/sandbox/pay', { order_id: gatewayOrder.id, card: TEST_CARD });
    const verified = await as(t, first.token).post('/api/orders/verify', {
      ...paid.json<object>(),
      orderData: { customerInfo: codBody(lines).customerInfo, items: itemsOf(lines), totalAmount: 1600 },
    });
    expect(verified.statusCode, verified.body).toBe(201);
    expect(await orderRow(t, verified.json<{ orderId: string }>().orderId)).toMatchObject({ totalPaise: 160_000 });
    expect(await usesOf(coupon.id)).toBe(0);
    // The use given back is the second shopper's now.
    expect((await start(second.token)).statusCode).toBe(200);
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('refuses a coupon at create-order for a shopper who is not signed in', async () => {
    const res = await as(t).post('/api/payment/create-order', {
      amount: 1,
      items: itemsOf([{ productId: kurti, quantity: 2 }]),
      couponCode: 'CARD20',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'coupon_not_applicable',
      message: 'Sign in to use a coupon: its uses are counted per shopper.',
    });
  });
});
