import { PlaceOrderResponse } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttention } from '../../db/schema';
import { AppError } from '../../errors';
import { manualClock } from '../../shared/clock';
import { createSandboxGateway } from '../payments';
import { createVerifyPayment } from './verify-payment';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  CUSTOMER,
  itemsOf,
  type Line,
  newProduct,
  orderCount,
  paymentOrderOf,
  razorpaySignature,
  signedIn,
  stockOf,
} from '../../testing/factories';
import { as } from '../../testing/requests';
import { CUSTOMER_INFO } from '@vastra/domain/testing';

let t: TestApp;
let suit: string;
let dupatta: string;
let shopper: { userId: string; token: string };
const TEST_CARD = { number: '4111111111111111', expiry: '12/30', cvv: '123' };

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_ORDERS_PER_IP_10_MIN: '20' });
  suit = await newProduct(t, 'Chanderi Suit Set', {
    M: { pricePaise: 249_900, stock: 20 },
    S: { pricePaise: 239_900, stock: 1 },
  });
  // The suit's price exactly: a basket of one is another basket of the same total.
  dupatta = await newProduct(t, 'Kota Doria Dupatta', { Free: { pricePaise: 249_900, stock: 5 } });
  shopper = await signedIn(t);
});
afterAll(() => t.close());

/** The browser's card flow up to the gateway's answer: create-order, then the sandbox checkout's pay call. */
async function pay(lines: Line[], options: { amount?: number; withItems?: boolean; token?: string } = {}) {
  const created = await as(t, options.token ?? shopper.token).post('/api/payment/create-order', {
    amount: options.amount ?? 1,
    ...(options.withItems === false ? {} : { items: itemsOf(lines) }),
  });
  expect(created.statusCode, created.body).toBe(200);
  const order = created.json<{ id: string; amount: number; currency: string }>();
  const paid = await as(t).post('/api/payment/sandbox/pay', { order_id: order.id, card: TEST_CARD });
  expect(paid.statusCode, paid.body).toBe(200);
  return {
    order,
    payment: paid.json<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>(),
  };
}

const verify = (payment: object, lines: Line[], token = shopper.token) =>
  as(t, token).post('/api/orders/verify', {
    ...payment,
    orderData: { customerInfo: CUSTOMER, items: itemsOf(lines), totalAmount: 1 },
  });

describe('card payment through the sandbox gateway', () => {
  it('GET /api/payment/get-key gives the sandbox key and its checkout script, served as JavaScript', async () => {
    const key = await as(t).get('/api/payment/get-key');
    expect(key.json()).toEqual({
      key: 'rzp_test_vastrasandbox',
      checkoutScriptUrl: '/api/payment/sandbox/checkout.js',
    });
    const script = await as(t).get('/api/payment/sandbox/checkout.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.body).toContain('window.Razorpay = Razorpay');
  });

  it("binds the gateway order to the server's total for the items, whatever amount the client sends", async () => {
    const { order } = await pay([{ productId: suit, size: 'M', quantity: 2, price: 1 }], { amount: 10 });
    expect(order).toMatchObject({ amount: 499_800, currency: 'INR' });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await paymentOrderOf(t, order.id)).toMatchObject({ amountPaise: 499_800, userId: shopper.userId });
  });

  it('signs the sandbox payment exactly as Razorpay signs: hex HMAC-SHA256 of order_id|payment_id', async () => {
    const { order, payment } = await pay([{ productId: suit, quantity: 1 }]);
    expect(payment.razorpay_order_id).toBe(order.id);
    expect(payment.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(payment.razorpay_signature).toBe(
      razorpaySignature(t.config.SANDBOX_KEY_SECRET, order.id, payment.razorpay_payment_id),
    );
  });

  it(
    'places a paid prepaid order on verify (201), then answers a repeated ' + 'verify with the same order (200)',
    async () => {
      const lines = [{ productId: suit, size: 'M', quantity: 1 }];
      const { payment } = await pay(lines);
      const stock = await stockOf(t, suit, 'M');
      const res = await verify(payment, lines);
      expect(res.statusCode, res.body).toBe(201);
      const body = PlaceOrderResponse.parse(res.json());
      expect(body.order).toMatchObject({
        totalAmount: 2499,
        paymentMode: 'prepaid',
        paymentInfo: { method: 'prepaid' },
      });
      expect(body.order.paymentInfo.paidAt).not.toBeNull();
      const again = await verify(payment, lines);
      expect(again.statusCode).toBe(200);
      expect(again.json().orderId).toBe(body.orderId);
      expect(await stockOf(t, suit, 'M')).toBe(stock - 1);
    },
  );

  it('declines 4000 0000 0000 0002 with Razorpay error fields', async () => {
    const created = await as(t, shopper.token).post('/api/payment/create-order', {
      amount: 1,
      items: itemsOf([{ productId: suit, quantity: 1 }]),
    });
    const id = created.json<{ id: string }>().id;
    const res = await as(t).post('/api/payment/sandbox/pay', {
      order_id: id,
      card: { ...TEST_CARD, number: '4000000000000002' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: expect.stringContaining('declined'),
      source: 'customer',
      step: 'payment_authorization',
      reason: 'card_declined',
      metadata: { order_id: id, payment_id: expect.stringMatching(/^pay_/) },
    });
  });
});

describe('POST /api/orders/verify refusals write nothing', () => {
  it('refuses a forged signature with 400', async () => {
    const lines = [{ productId: suit, quantity: 1 }];
    const { payment } = await pay(lines);
    const orders = await orderCount(t);
    const forged = {
      ...payment,
      razorpay_signature: razorpaySignature('not-the-secret', payment.razorpay_order_id, payment.razorpay_payment_id),
    };
    const res = await verify(forged, lines);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment verification failed: the payment signature is invalid.');
    // A genuine signature of another payment id does not fit this one either.
    expect((await verify({ ...payment, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA' }, lines)).statusCode).toBe(400);
    expect(await orderCount(t)).toBe(orders);
  });

  it("refuses an amount that is not the server's total for orderData with 400", async () => {
    // Bound to ₹1 (no items sent), then verified for a ₹2,499 suit: the gateway amount does not match.
    const { payment } = await pay([], { amount: 1, withItems: false });
    const orders = await orderCount(t);
    const res = await verify(payment, [{ productId: suit, quantity: 1, price: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment amount does not match the order total.');
    expect(await orderCount(t)).toBe(orders);
  });

  it(
    'refuses a payment made for basket X when verified with basket Y of the ' +
      'same total (400), writing nothing; X is accepted',
    async () => {
      const x = [{ productId: suit, size: 'M', quantity: 1 }];
      const y = [{ productId: dupatta, size: 'Free', quantity: 1 }];
      const { order, payment } = await pay(x);
      expect(order.amount).toBe(249_900);
      const before = [await orderCount(t), await stockOf(t, suit, 'M'), await stockOf(t, dupatta, 'Free')];
      const refused = await verify(payment, y);
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        {
          message: 'This payment was made for a different basket. Please start the payment again.',
          code: 'bad_request',
        },
      ]);
      // The same product in another size or quantity is another basket too.
      expect((await verify(payment, [{ productId: suit, size: 'M', quantity: 2 }])).statusCode).toBe(400);
      expect([await orderCount(t), await stockOf(t, suit, 'M'), await stockOf(t, dupatta, 'Free')]).toEqual(before);

      const accepted = await verify(payment, x);
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json().order.items.map((i: { title: string }) => i.title)).toEqual(['Chanderi Suit Set']);
      // Once X is placed, Y is still refused rather than answered with X's order.
      expect((await verify(payment, y)).statusCode).toBe(400);
      expect([await stockOf(t, suit, 'M'), await stockOf(t, dupatta, 'Free')]).toEqual([
        (before[1] ?? 0) - 1,
        before[2],
      ]);
    },
  );

  it(
    'refuses to place any basket for a gateway order made from {amount} ' +
      'alone, even when the amount fits (decision 015)',
    async () => {
      const { payment } = await pay([], { amount: 2499, withItems: false });
      const before = [await orderCount(t), await stockOf(t, suit, 'M')];
      const res = await verify(payment, [{ productId: suit, size: 'M', quantity: 1 }]);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        {
          message:
            'This payment was started without its items (create-order got only an amount), ' +
            'so it cannot become an order.',
          code: 'bad_request',
        },
      ]);
      expect([await orderCount(t), await stockOf(t, suit, 'M')]).toEqual(before);
    },
  );

  it('refuses a gateway order we never created with 400', async () => {
    const res = await verify(
      {
        razorpay_order_id: 'order_XXXXXXXXXXXXXX',
        razorpay_payment_id: 'pay_XXXXXXXXXXXXXX',
        razorpay_signature: 'a'.repeat(64),
      },
      [{ productId: suit, quantity: 1 }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown payment order. Please start the payment again.');
  });

  it("refuses another shopper's payment with 403, and strangers with 401", async () => {
    const lines = [{ productId: suit, quantity: 1 }];
    const { payment } = await pay(lines);
    const thief = await signedIn(t);
    expect((await verify(payment, lines, thief.token)).statusCode).toBe(403);
    expect((await as(t).post('/api/orders/verify', { ...payment })).statusCode).toBe(401);
    expect(await orderCount(t, thief.userId)).toBe(0);
  });

  it('answers 409 when the stock went while the shopper paid, keeping the gateway order for the refund', async () => {
    const lines = [{ productId: suit, size: 'S', quantity: 1 }];
    const early = await pay(lines);
    const late = await pay(lines);
    expect((await verify(early.payment, lines)).statusCode).toBe(201);
    const orders = await orderCount(t);
    const res = await verify(late.payment, lines);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Sorry, "Chanderi Suit Set" (S) is out of stock.');
    expect(await orderCount(t)).toBe(orders);
    expect(await paymentOrderOf(t, late.order.id)).toMatchObject({ amountPaise: 239_900 });
    expect(await stockOf(t, suit, 'S')).toBe(0);
    // Kept for the back office, once per payment however often the shopper retries.
    expect((await verify(late.payment, lines)).statusCode).toBe(409);
    const kept = await t.database.db
      .select()
      .from(paymentAttention)
      .where(eq(paymentAttention.gatewayPaymentId, late.payment.razorpay_payment_id));
    expect(kept).toEqual([
      expect.objectContaining({
        gatewayOrderId: late.order.id,
        amountPaise: 239_900,
        reason: 'Sorry, "Chanderi Suit Set" (S) is out of stock.',
        source: 'verify',
        eventId: null,
        resolvedAt: null,
      }),
    ]);
  });

  it('still logs PAID BUT NOT PLACED when it keeps the payment for the back office', async () => {
    const lines = [{ productId: suit, size: 'M', quantity: 1 }];
    const { order, payment } = await pay(lines);
    const logged: [unknown, string][] = [];
    const log = { error: (o: unknown, m: string) => logged.push([o, m]), warn: () => undefined } as never;
    const gone = new AppError('conflict', 'Sorry, "Chanderi Suit Set" (S) is out of stock.', { code: 'out_of_stock' });
    const verifyPayment = createVerifyPayment({
      db: t.database.db,
      gateway: createSandboxGateway({ keyId: t.config.SANDBOX_KEY_ID, keySecret: t.config.SANDBOX_KEY_SECRET }),
      placeOrder: () => Promise.reject(gone),
      clock: manualClock(new Date('2026-11-26T08:00:00Z')),
    });
    const body = { ...payment, orderData: { customerInfo: CUSTOMER_INFO, items: itemsOf(lines), totalAmount: 1 } };
    await expect(verifyPayment(shopper.userId, body, log)).rejects.toBe(gone);
    expect(logged).toEqual([
      [
        {
          refundNeeded: true,
          gatewayOrderId: order.id,
          paymentId: payment.razorpay_payment_id,
          amountPaise: 249_900,
          userId: shopper.userId,
          reason: gone.message,
        },
        'PAID BUT NOT PLACED: a verified payment could not become an order; refund it',
      ],
    ]);
    const [kept] = await t.database.db
      .select()
      .from(paymentAttention)
      .where(eq(paymentAttention.gatewayPaymentId, payment.razorpay_payment_id));
    expect(kept).toMatchObject({ source: 'verify', createdAt: new Date('2026-11-26T08:00:00Z') });
  });

  it('create-order refuses items already out of stock (409) before the shopper pays', async () => {
    const res = await as(t, shopper.token).post('/api/payment/create-order', {
      amount: 2399,
      items: itemsOf([{ productId: suit, size: 'S', quantity: 1 }]),
    });
    expect(res.statusCode).toBe(409);
    // The same rule and words as COD's refusal (price-order.ts stockShortage), so the card path can show it.
    expect(res.json().message).toBe('Sorry, "Chanderi Suit Set" (S) is out of stock.');
  });

  it('create-order works without a session and records no buyer', async () => {
    const res = await as(t).post('/api/payment/create-order', { amount: 2499 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: 249_900, currency: 'INR' });
    expect(await paymentOrderOf(t, res.json<{ id: string }>().id)).toMatchObject({ userId: null, orderData: null });
  });

  it(
    'limits gateway orders per client address: 429 with Retry-After once ' + 'PAYMENT_ORDERS_PER_IP_10_MIN is used up',
    async () => {
      const from = (remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/payment/create-order', payload: { amount: 10 }, remoteAddress });
      for (let i = 0; i < 20; i++) expect((await from('10.9.9.9')).statusCode).toBe(200);
      const refused = await from('10.9.9.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().message).toMatch(/^Too many payment attempts\. Please try again in \d+s\.$/);
      expect((await from('10.9.9.10')).statusCode).toBe(200);
    },
  );
});
