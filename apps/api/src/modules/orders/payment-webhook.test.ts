// The Razorpay path end to end (PAYMENT_PROVIDER=razorpay): only the network to Razorpay is mocked,
// answering with the recorded shapes of payments/__fixtures__ (docs/rules/third-parties.md#razorpay-orders,
// docs/rules/third-parties.md#razorpay-webhooks).
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentOrdersRepository } from './payment-orders.repository';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  CUSTOMER,
  itemsOf,
  newProduct,
  orderCount,
  paymentOrderCount,
  paymentOrderOf,
  razorpaySignature,
  signedIn,
  stockOf,
} from '../../testing/factories';
import { as } from '../../testing/requests';

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_abc123',
  RAZORPAY_KEY_SECRET: 'key_secret_for_tests',
  RAZORPAY_WEBHOOK_SECRET: 'webhook_secret_for_tests',
};
const fixture = (name: string) =>
  readFileSync(new URL(`../payments/__fixtures__/${name}.json`, import.meta.url), 'utf8');

let t: TestApp;
let kurta: string;
let shopper: { userId: string; token: string };
let gatewayOrders = 0;
/** How Razorpay answers POST /v1/orders in the current test (default: the recorded order for the asked amount). */
let razorpay: (body: { amount: number }, init: RequestInit) => Promise<Response>;
const created = (body: { amount: number }) => {
  const order = {
    ...(JSON.parse(fixture('razorpay-order-created')) as object),
    id: `order_RZPtest${String(++gatewayOrders).padStart(7, '0')}`,
    amount: body.amount,
    amount_due: body.amount,
  };
  return Promise.resolve(
    new Response(JSON.stringify(order), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
};

beforeAll(async () => {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    if (!url.startsWith('https://api.razorpay.com/v1/orders'))
      return Promise.reject(new TypeError(`unexpected fetch ${url}`));
    return razorpay(JSON.parse(init.body as string) as { amount: number }, init);
  });
  t = await buildTestApp({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_TIMEOUT_MS: '100', ...KEYS });
  kurta = await newProduct(t, 'Linen Kurta', { L: { pricePaise: 249_900, stock: 10 } });
  shopper = await signedIn(t);
});
beforeEach(() => {
  razorpay = created;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

async function createOrder(withDetails = true): Promise<string> {
  const items = itemsOf([{ productId: kurta, size: 'L', quantity: 1 }]);
  const res = await as(t, shopper.token).post('/api/payment/create-order', {
    amount: 2499,
    items,
    ...(withDetails ? { customerInfo: CUSTOMER } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

/** Razorpay's delivery of a recorded event, re-pointed at our gateway order and signed over the raw bytes. */
function delivery(name: string, gatewayOrderId: string, paymentId: string) {
  const body = fixture(name)
    .replaceAll('order_RZPtest0000001', gatewayOrderId)
    .replace(/pay_RZPtest000000\d/g, paymentId);
  const signature = createHmac('sha256', KEYS.RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex');
  return { body, signature };
}
const deliver = (d: { body: string; signature: string }, eventId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    payload: d.body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': d.signature,
      'x-razorpay-event-id': eventId,
    },
  });

describe('PAYMENT_PROVIDER=razorpay', () => {
  it("serves Razorpay's key and checkout script, and no sandbox endpoints", async () => {
    expect((await as(t).get('/api/payment/get-key')).json()).toEqual({
      key: 'rzp_test_abc123',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect((await as(t).get('/api/payment/sandbox/checkout.js')).statusCode).toBe(404);
  });

  it.each([
    [
      'answers 500',
      () => Promise.resolve(new Response(fixture('razorpay-error-server'), { status: 500 })),
      'The payment provider is having trouble right now. Please try again.',
    ],
    [
      'answers 429',
      () => Promise.resolve(new Response(fixture('razorpay-error-server'), { status: 429 })),
      'The payment provider is busy right now. Please try again in a minute.',
    ],
    [
      'never answers',
      (_b: unknown, init: RequestInit) =>
        new Promise<Response>((_r, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
      'The payment provider did not answer in time. Please try again.',
    ],
  ])(
    'create-order answers 502 with a clear message when Razorpay %s, storing nothing',
    async (_case, answer, message) => {
      razorpay = answer;
      const stored = await paymentOrderCount(t);
      const res = await as(t, shopper.token).post('/api/payment/create-order', {
        amount: 2499,
        items: itemsOf([{ productId: kurta, size: 'L', quantity: 1 }]),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message, code: 'provider_failed' });
      expect(await paymentOrderCount(t)).toBe(stored);
      expect(await orderCount(t)).toBe(0);
    },
  );
});

describe('POST /api/payment/webhook', () => {
  it('records the paid order from payment.captured when the browser never verified, once per event id', async () => {
    const gatewayOrderId = await createOrder();
    const d = delivery('webhook-payment-captured', gatewayOrderId, 'pay_WHtest00000001');
    const res = await deliver(d, 'evt_captured_1');
    expect(res.json()).toEqual({ status: 'recorded' });
    expect(await orderCount(t, shopper.userId)).toBe(1);
    expect(await stockOf(t, kurta, 'L')).toBe(9);
    const [order] = (await as(t, shopper.token).get('/api/orders/my')).json<
      { paymentMode: string; totalAmount: number; customerInfo: object }[]
    >();
    expect(order).toMatchObject({ paymentMode: 'prepaid', totalAmount: 2499, customerInfo: CUSTOMER });

    expect((await deliver(d, 'evt_captured_1')).json()).toEqual({ status: 'duplicate' });
    const paid = delivery('webhook-order-paid', gatewayOrderId, 'pay_WHtest00000001');
    expect((await deliver(paid, 'evt_order_paid_1')).json()).toEqual({ status: 'already-recorded' });
    // The browser's verify arriving late finds the same order (idempotent with the webhook).
    const verify = await as(t, shopper.token).post('/api/orders/verify', {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: 'pay_WHtest00000001',
      razorpay_signature: razorpaySignature(KEYS.RAZORPAY_KEY_SECRET, gatewayOrderId, 'pay_WHtest00000001'),
      orderData: {
        customerInfo: CUSTOMER,
        items: itemsOf([{ productId: kurta, size: 'L', quantity: 1 }]),
        totalAmount: 2499,
      },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(await orderCount(t, shopper.userId)).toBe(1);
    expect(await stockOf(t, kurta, 'L')).toBe(9);
  });

  it('refuses a tampered body with 400, writes nothing, and still processes the genuine delivery later', async () => {
    const gatewayOrderId = await createOrder();
    const d = delivery('webhook-payment-captured', gatewayOrderId, 'pay_WHtest00000002');
    const before = await orderCount(t);
    const tampered = await deliver(
      { ...d, body: d.body.replace('"captured": true', '"captured": true ') },
      'evt_captured_2',
    );
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ message: 'Invalid webhook signature', code: 'bad_request' });
    expect(await orderCount(t)).toBe(before);
    expect((await deliver(d, 'evt_captured_2')).json()).toEqual({ status: 'recorded' });
  });

  it(
    'acknowledges, but cannot record, a payment whose order details were ' + 'never stored (logged for a refund)',
    async () => {
      const gatewayOrderId = await createOrder(false);
      const before = await orderCount(t);
      const res = await deliver(
        delivery('webhook-payment-captured', gatewayOrderId, 'pay_WHtest00000003'),
        'evt_captured_3',
      );
      expect(res.json()).toEqual({ status: 'needs-attention' });
      expect(await orderCount(t)).toBe(before);
      expect(await paymentOrderOf(t, gatewayOrderId)).toBeDefined();
    },
  );

  it('ignores payment.failed and payments for gateway orders it never created', async () => {
    const gatewayOrderId = await createOrder();
    expect(
      (await deliver(delivery('webhook-payment-failed', gatewayOrderId, 'pay_WHtest00000004'), 'evt_failed_1')).json(),
    ).toEqual({ status: 'ignored' });
    expect(
      (
        await deliver(delivery('webhook-payment-captured', 'order_NotOurs0000001', 'pay_WHtest00000005'), 'evt_other_1')
      ).json(),
    ).toEqual({ status: 'ignored' });
  });

  it(
    'acknowledges (2xx) a payment id already on another order, keeps it for ' +
      'the back office, and places no second order',
    async () => {
      const first = await createOrder();
      expect(
        (await deliver(delivery('webhook-payment-captured', first, 'pay_WHtest00000010'), 'evt_reused_1')).json(),
      ).toEqual({ status: 'recorded' });
      const second = await createOrder();
      const [orders, stock] = [await orderCount(t), await stockOf(t, kurta, 'L')];

      // A signed delivery naming the second gateway order with the payment that already paid for the first.
      const res = await deliver(delivery('webhook-payment-captured', second, 'pay_WHtest00000010'), 'evt_reused_2');
      expect([res.statusCode, res.json()]).toEqual([200, { status: 'needs-attention' }]);
      expect(await paymentOrdersRepository.openAttention(t.database.db)).toContainEqual(
        expect.objectContaining({
          gatewayOrderId: second,
          gatewayPaymentId: 'pay_WHtest00000010',
          amountPaise: 249_900,
          reason: 'This payment has already been used for another order.',
          eventId: 'evt_reused_2',
          resolvedAt: null,
        }),
      );
      expect([await orderCount(t), await stockOf(t, kurta, 'L')]).toEqual([orders, stock]);
      // Razorpay's order.paid for the same payment adds no second record, and is acknowledged too.
      expect(
        (await deliver(delivery('webhook-order-paid', second, 'pay_WHtest00000010'), 'evt_reused_3')).statusCode,
      ).toBe(200);
      const kept = (await paymentOrdersRepository.openAttention(t.database.db)).filter(
        (a) => a.gatewayPaymentId === 'pay_WHtest00000010',
      );
      expect(kept).toHaveLength(1);
    },
  );

  it('keeps every captured payment it cannot record (here: no order details stored) as needing attention', async () => {
    const gatewayOrderId = await createOrder(false);
    expect(
      (
        await deliver(delivery('webhook-payment-captured', gatewayOrderId, 'pay_WHtest00000011'), 'evt_nodetails_1')
      ).json(),
    ).toEqual({ status: 'needs-attention' });
    expect(await paymentOrdersRepository.openAttention(t.database.db)).toContainEqual(
      expect.objectContaining({
        gatewayOrderId,
        gatewayPaymentId: 'pay_WHtest00000011',
        reason: 'no shopper or no order details were stored at create-order',
      }),
    );
  });

  it(
    'reads ids PostgreSQL cannot store (a NUL byte) as an unreadable event: ' + '200 ignored, nothing written',
    async () => {
      const gatewayOrderId = await createOrder();
      const before = await orderCount(t);
      const body = fixture('webhook-payment-captured')
        .replaceAll('order_RZPtest0000001', `${gatewayOrderId}\\u0000`)
        .replace(/pay_RZPtest000000\d/g, 'pay_WHtest00000012');
      const signature = createHmac('sha256', KEYS.RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex');
      const res = await deliver({ body, signature }, 'evt_nul_1');
      expect([res.statusCode, res.json()]).toEqual([200, { status: 'ignored' }]);
      expect(await orderCount(t)).toBe(before);
    },
  );

  it(
    'answers 503 only when nothing at all can be recorded (the database ' +
      'fails), and records the delivery when it comes again',
    async () => {
      const gatewayOrderId = await createOrder(false);
      const d = delivery('webhook-payment-captured', gatewayOrderId, 'pay_WHtest00000013');
      await t.database.db.execute(sql`alter table payment_attention rename to payment_attention_away`);
      try {
        const failed = await deliver(d, 'evt_dbdown_1');
        expect([failed.statusCode, failed.json()]).toEqual([
          503,
          { message: 'The payment could not be recorded right now. Deliver it again.', code: 'unavailable' },
        ]);
      } finally {
        await t.database.db.execute(sql`alter table payment_attention_away rename to payment_attention`);
      }
      expect((await deliver(d, 'evt_dbdown_1')).json()).toEqual({ status: 'needs-attention' });
      expect((await paymentOrdersRepository.openAttention(t.database.db)).map((a) => a.gatewayPaymentId)).toContain(
        'pay_WHtest00000013',
      );
    },
  );
});
