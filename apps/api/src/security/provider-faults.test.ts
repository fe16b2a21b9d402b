import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../db/schema';
import { isShippingJobs } from '../modules/shipping';
import { manualClock } from '../shared/clock';
import { fakeProviders, RAZORPAY_URL, SHIPROCKET_URL, type Behaviour } from './fake-providers';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import {
  codBody,
  CUSTOMER,
  itemsOf,
  newProduct,
  orderCount,
  paymentOrderCount,
  razorpaySignature,
  signedIn,
  stockOf,
} from '../testing/factories';
import { as } from '../testing/requests';

// Adversarial suite, provider faults: the card gateway and the shipper fail, time out, answer too late or refuse an
// expired token. Never a double charge, never an order paid without a verified payment, every paid
// or COD order saved, every unbooked order booked later by the job, and a clear 502 for the shopper.
const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_faults',
  RAZORPAY_KEY_SECRET: 'key_secret_for_faults',
  RAZORPAY_WEBHOOK_SECRET: 'webhook_secret_for_faults',
};
const SHIPROCKET_TIMEOUT_MS = 1_000;
const MINUTE = 60_000;
const clock = manualClock();
const fake = fakeProviders();

let t: TestApp;
let kurti: string;
let shopper: { userId: string; token: string };

beforeAll(async () => {
  // The Shiprocket client keeps the fetch it was built with, so the fake goes in before the app.
  vi.stubGlobal('fetch', fake.fetch);
  t = await buildTestApp(
    {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_API_URL: RAZORPAY_URL,
      RAZORPAY_TIMEOUT_MS: '300',
      ...KEYS,
      SHIPPING_PROVIDER: 'shiprocket',
      SHIPROCKET_API_URL: SHIPROCKET_URL,
      SHIPROCKET_EMAIL: 'api@vastra.in',
      SHIPROCKET_PASSWORD: 'secret',
      SHIPROCKET_TIMEOUT_MS: String(SHIPROCKET_TIMEOUT_MS),
      SHIPPING_TRACKING_REFRESH_MINUTES: '0',
    },
    { clock },
  );
  kurti = await newProduct(t, 'Faulty Kurti', { M: { pricePaise: 79_900, stock: 100 } });
  shopper = await signedIn(t);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

const items = () => itemsOf([{ productId: kurti, size: 'M', quantity: 1, price: 799 }]);
const createOrder = () =>
  as(t, shopper.token).post('/api/payment/create-order', { amount: 799, items: items(), customerInfo: CUSTOMER });
const verify = (payment: object) =>
  as(t, shopper.token).post('/api/orders/verify', {
    ...payment,
    orderData: { customerInfo: CUSTOMER, items: items(), totalAmount: 799 },
  });

/** What checkout.js hands the browser after a successful card payment (signed as Razorpay signs). */
function paid(gatewayOrderId: string, paymentId = `pay_${gatewayOrderId.slice(6)}`) {
  return {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: razorpaySignature(KEYS.RAZORPAY_KEY_SECRET, gatewayOrderId, paymentId),
  };
}

/** Razorpay's `payment.captured` webhook, signed with the webhook secret over the exact bytes. */
function webhook(
  gatewayOrderId: string,
  paymentId: string,
  amountPaise: number,
  secret = KEYS.RAZORPAY_WEBHOOK_SECRET,
) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: paymentId, order_id: gatewayOrderId, amount: amountPaise, status: 'captured' } },
    },
  });
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: body,
  });
}

const ordersPaidBy = (gatewayOrderId: string) =>
  t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
async function orderRow(orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}
function jobs() {
  const job = t.app.jobs.find(isShippingJobs);
  if (!job) throw new Error('shipping jobs are not registered');
  return job;
}
/** The booking retry job, after the back-off of the failed attempt has passed. */
async function jobRunsLater() {
  clock.advance(61 * MINUTE);
  return jobs().runOnce();
}
const failNextShiprocket = (route: 'create' | 'assign', orderId: string, behaviour: Behaviour) =>
  fake.shiprocket.overrides.push({ route, orderId, behaviour });

describe('the card gateway failing at create-order', () => {
  it.each<[string, Behaviour, string]>([
    [
      'a 500',
      { status: 500, body: { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } } },
      'The payment provider is having trouble right now. Please try again.',
    ],
    [
      'a 503 without JSON',
      { status: 503, body: 'upstream connect error' },
      'The payment provider is having trouble right now. Please try again.',
    ],
    [
      'a 429',
      { status: 429, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Too many requests' } } },
      'The payment provider is busy right now. Please try again in a minute.',
    ],
    ['no answer (timeout)', 'hang', 'The payment provider did not answer in time. Please try again.'],
  ])(
    'answers %s with 502 and the message the checkout shows, binding nothing and taking no stock',
    async (_case, behaviour, message) => {
      const before = [await paymentOrderCount(t), await orderCount(t), await stockOf(t, kurti, 'M')];
      fake.razorpay.next.push(behaviour);
      const res = await createOrder();
      expect([res.statusCode, res.json()]).toEqual([502, { message, code: 'provider_failed' }]);
      expect([await paymentOrderCount(t), await orderCount(t), await stockOf(t, kurti, 'M')]).toEqual(before);
    },
  );
});

describe('a gateway success that arrives after the timeout', () => {
  it(
    'makes the retry a new gateway order: only the order the shopper paid ' +
      'becomes an order, once, however often verify and the webhook repeat',
    async () => {
      const ordersBefore = await orderCount(t);
      const stockBefore = await stockOf(t, kurti, 'M');
      fake.razorpay.next.push('late');
      const lost = await createOrder();
      expect([lost.statusCode, lost.json().message]).toEqual([
        502,
        'The payment provider did not answer in time. Please try again.',
      ]);
      const [orphan] = [...fake.razorpay.orders.keys()].slice(-1);
      if (!orphan) throw new Error('the gateway made no order');

      const retried = await createOrder();
      expect(retried.statusCode, retried.body).toBe(200);
      const gatewayOrderId = retried.json<{ id: string }>().id;
      expect(gatewayOrderId).not.toBe(orphan);
      const payment = paid(gatewayOrderId);

      const first = await verify(payment);
      expect(first.statusCode, first.body).toBe(201);
      const again = await verify(payment);
      expect([again.statusCode, again.json().orderId]).toEqual([200, first.json().orderId]);
      expect((await webhook(gatewayOrderId, payment.razorpay_payment_id, 79_900)).json()).toEqual({
        status: 'already-recorded',
      });
      expect((await webhook(gatewayOrderId, payment.razorpay_payment_id, 79_900)).json()).toEqual({
        status: 'duplicate',
      });

      // The gateway order nobody saw: its id cannot be verified, and a webhook for it records nothing.
      const orphanVerify = await verify(paid(orphan));
      expect([orphanVerify.statusCode, orphanVerify.json().message]).toEqual([
        400,
        'Unknown payment order. Please start the payment again.',
      ]);
      expect((await webhook(orphan, 'pay_orphan0000001', 79_900)).json()).toEqual({ status: 'ignored' });

      expect(await ordersPaidBy(gatewayOrderId)).toHaveLength(1);
      expect(await ordersPaidBy(orphan)).toHaveLength(0);
      expect([await orderCount(t), await stockOf(t, kurti, 'M')]).toEqual([ordersBefore + 1, stockBefore - 1]);
    },
  );

  it(
    'records the order once from the webhook when verify never came, and ' + 'answers a late verify with it (200)',
    async () => {
      const created = await createOrder();
      const gatewayOrderId = created.json<{ id: string }>().id;
      const payment = paid(gatewayOrderId);
      expect((await webhook(gatewayOrderId, payment.razorpay_payment_id, 79_900)).json()).toEqual({
        status: 'recorded',
      });
      const late = await verify(payment);
      expect(late.statusCode).toBe(200);
      const recorded = await ordersPaidBy(gatewayOrderId);
      expect(recorded.map((o) => [o.id, o.gatewayPaymentId, o.totalPaise, o.paidAt !== null])).toEqual([
        [late.json().orderId, payment.razorpay_payment_id, 79_900, true],
      ]);
    },
  );

  it(
    'never marks an order paid without a verified payment: forged ' +
      'signatures, forged webhooks and wrong amounts record nothing',
    async () => {
      const gatewayOrderId = (await createOrder()).json<{ id: string }>().id;
      const before = [await orderCount(t), await stockOf(t, kurti, 'M')];
      const forged = await verify({ ...paid(gatewayOrderId), razorpay_signature: 'f'.repeat(64) });
      expect([forged.statusCode, forged.json().message]).toEqual([
        400,
        'Payment verification failed: the payment signature is invalid.',
      ]);
      const otherSecret = await webhook(gatewayOrderId, 'pay_forged00000001', 79_900, 'not-the-webhook-secret');
      expect([otherSecret.statusCode, otherSecret.json().message]).toEqual([400, 'Invalid webhook signature']);
      expect((await webhook(gatewayOrderId, 'pay_short000000001', 100)).json()).toEqual({ status: 'needs-attention' });
      expect(await ordersPaidBy(gatewayOrderId)).toHaveLength(0);
      expect([await orderCount(t), await stockOf(t, kurti, 'M')]).toEqual(before);
    },
  );
});

describe('the shipper failing', () => {
  async function placeCod(): Promise<string> {
    const res = await as(t, shopper.token).post(
      '/api/orders/cod',
      codBody([{ productId: kurti, size: 'M', quantity: 1 }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ orderId: string }>().orderId;
  }
  async function placePrepaid(): Promise<string> {
    const gatewayOrderId = (await createOrder()).json<{ id: string }>().id;
    const res = await verify(paid(gatewayOrderId));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ orderId: string }>().orderId;
  }
  const book = (orderId: string) => as(t, shopper.token).post(`/api/orders/book-shipping/${orderId}`, undefined);

  it.each([
    ['COD', placeCod],
    ['card', placePrepaid],
  ])(
    'keeps a %s order when Shiprocket is down (502 "Shiprocket is ' +
      'unavailable"), and the job books it once Shiprocket is back',
    async (_mode, place) => {
      const orderId = await place();
      failNextShiprocket('create', orderId, { status: 503, body: '<html>Service Unavailable</html>' });
      const res = await book(orderId);
      // The browser shows '{shipper} push failed: {message}' (docs/rules/errors.md#messages-to-the-shopper) from this
      // answer.
      expect([res.statusCode, res.json()]).toEqual([
        502,
        { success: false, data: null, message: 'Shiprocket is unavailable (HTTP 503)', code: 'provider_failed' },
      ]);
      expect(await orderRow(orderId)).toMatchObject({ status: 'placed', awb: null, bookingAttempts: 1 });

      await jobRunsLater();
      const booked = await orderRow(orderId);
      expect(booked.awb).toMatch(/^\d{14}$/);
      expect(fake.shiprocket.ordersFor(orderId)).toHaveLength(1);
    },
  );

  it('books an order the browser never pushed (closed tab) from the job', async () => {
    const orderId = await placeCod();
    await jobs().runOnce();
    expect((await orderRow(orderId)).awb).toMatch(/^\d{14}$/);
  });

  it(
    'resumes a booking whose order Shiprocket made but whose answer timed ' +
      'out: the job finds it, never creates it twice',
    async () => {
      const orderId = await placeCod();
      failNextShiprocket('create', orderId, 'late');
      const res = await book(orderId);
      expect([res.statusCode, res.json().message]).toEqual([502, 'Shiprocket did not answer within 1 s']);
      expect(fake.shiprocket.ordersFor(orderId)).toHaveLength(1);

      await jobRunsLater();
      const row = await orderRow(orderId);
      expect(row.awb, row.lastBookingError ?? '').toMatch(/^\d{14}$/);
      expect(fake.shiprocket.ordersFor(orderId).map((o) => o.awb)).toEqual([row.awb]);
    },
  );

  it(
    'recognises an AWB assigned by a call that timed out, instead of failing ' + 'on "Cannot reassign courier" forever',
    async () => {
      const orderId = await placeCod();
      failNextShiprocket('assign', orderId, 'late');
      const res = await book(orderId);
      expect([res.statusCode, res.json().message]).toEqual([
        502,
        'AWB assignment failed: Shiprocket did not answer within 1 s',
      ]);

      await jobRunsLater();
      const row = await orderRow(orderId);
      expect(row.awb, row.lastBookingError ?? '').toMatch(/^\d{14}$/);
      expect(fake.shiprocket.ordersFor(orderId).map((o) => o.awb)).toEqual([row.awb]);
      expect(row.courier).toBe('Delhivery Surface');
    },
  );

  it('logs in again when Shiprocket rejects an expired token, and books at once', async () => {
    const orderId = await placeCod();
    await book(orderId).then((r) => expect(r.statusCode).toBe(200));
    const logins = fake.shiprocket.logins;
    fake.shiprocket.expireTokens();
    const next = await placeCod();
    const res = await book(next);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.shiprocket.logins).toBe(logins + 1);
  });

  it('answers 502 when even a fresh token is refused, and the job books the order later', async () => {
    const orderId = await placeCod();
    const refused = { status: 401, body: { message: 'Token has expired', status_code: 401 } };
    failNextShiprocket('create', orderId, refused);
    failNextShiprocket('create', orderId, refused);
    const res = await book(orderId);
    expect([res.statusCode, res.json().message]).toEqual([502, 'Token has expired']);
    await jobRunsLater();
    expect((await orderRow(orderId)).awb).toMatch(/^\d{14}$/);
  });
});
