import { ORDERS_COD_LIMIT_MESSAGES } from '@vastra/domain/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { orderMessages } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, CUSTOMER, newProduct, orderCount, signedIn, stockOf } from '../../testing/factories';
import { as } from '../../testing/requests';
import { setCodSettings } from '../../testing/shop-settings';

// The shop's defaults, as a production server without these variables runs them (config.ts).
const DEFAULTS = loadConfig({ NODE_ENV: 'test' });
const STRICT = {
  COD_ORDERS_PER_SHOPPER_HOUR: String(DEFAULTS.COD_ORDERS_PER_SHOPPER_HOUR),
  COD_ORDERS_PER_PHONE_HOUR: String(DEFAULTS.COD_ORDERS_PER_PHONE_HOUR),
  COD_OPEN_ORDERS_PER_SHOPPER: String(DEFAULTS.COD_OPEN_ORDERS_PER_SHOPPER),
  COD_OPEN_ORDERS_PER_PHONE: String(DEFAULTS.COD_OPEN_ORDERS_PER_PHONE),
  ORDER_SMS_PER_PHONE_DAY: String(DEFAULTS.ORDER_SMS_PER_PHONE_DAY),
};
const HOUR_MS = 3_600_000;

// 10:00 UTC is 3:30 pm in India: an hour later is 4:30 pm.
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
let t: TestApp;
let kurti: string;
let phones = 0;
/** A delivery phone no other test of this file uses. */
const freshPhone = () => `91234${String(++phones).padStart(5, '0')}`;

beforeAll(async () => {
  t = await buildTestApp(STRICT, { clock });
  kurti = await newProduct(t, 'Indigo Block Print Kurti', { M: { pricePaise: 129_900, stock: 100 } });
  await setCodSettings(t, { maxOrderValue: null });
});
afterAll(() => t.close());

const bodyTo = (phone: string) => ({
  ...codBody([{ productId: kurti, size: 'M', quantity: 1 }]),
  customerInfo: { ...CUSTOMER, phone },
});
const cod = (token: string, phone: string, headers: Record<string, string> = {}) =>
  as(t, token).post('/api/orders/cod', bodyTo(phone), headers);
const cancel = (token: string, orderId: string) =>
  as(t, token).post(`/api/orders/${orderId}/cancel`, { reason: 'Ordered the wrong size' });

/** Places one COD order and cancels it: counted in the hour, no longer open. */
async function placedAndCancelled(token: string, phone: string) {
  const res = await cod(token, phone);
  expect(res.statusCode, res.body).toBe(201);
  const cancelled = await cancel(token, res.json<{ orderId: string }>().orderId);
  expect(cancelled.statusCode, cancelled.body).toBe(200);
}

function expectRefused(res: Awaited<ReturnType<typeof cod>>, message: string, retryAfterSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(res.json()).toMatchObject({ code: 'rate_limited', message, retryAfterSeconds });
}

describe('cash-on-delivery limits (the defaults)', () => {
  it('defaults: 5 COD orders an hour and 3 open, per shopper and per phone; 10 texts a day', () => {
    expect(DEFAULTS).toMatchObject({
      COD_ORDERS_PER_SHOPPER_HOUR: 5,
      COD_ORDERS_PER_PHONE_HOUR: 5,
      COD_OPEN_ORDERS_PER_SHOPPER: 3,
      COD_OPEN_ORDERS_PER_PHONE: 3,
      ORDER_SMS_PER_PHONE_DAY: 10,
    });
  });

  it('20 concurrent COD submits by one shopper: exactly 3 placed, 17 refused 429, stock exact', async () => {
    const shopper = await signedIn(t);
    const phone = freshPhone();
    const before = await stockOf(t, kurti, 'M');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => cod(shopper.token, phone, { 'idempotency-key': `burst-${i}` })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expectRefused(res, ORDERS_COD_LIMIT_MESSAGES.tooManyOpenByShopper(3), 3600);
    }
    expect(await orderCount(t, shopper.userId)).toBe(3);
    expect(await stockOf(t, kurti, 'M')).toBe(before - 3);
  });

  it('an Idempotency-Key retry of an accepted order gets its order (200), not 429, at the limit', async () => {
    const shopper = await signedIn(t);
    const phone = freshPhone();
    const first = await cod(shopper.token, phone, { 'idempotency-key': 'retry-1' });
    expect(first.statusCode, first.body).toBe(201);
    await cod(shopper.token, phone, { 'idempotency-key': 'retry-2' });
    // The third order's submit is sent twice at once (a double tap): both get the one order, neither a 429.
    const twice = await Promise.all([0, 1].map(() => cod(shopper.token, phone, { 'idempotency-key': 'retry-3' })));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(twice.map((r) => r.json<{ orderId: string }>().orderId)).size).toBe(1);
    expectRefused(
      await cod(shopper.token, phone, { 'idempotency-key': 'retry-4' }),
      ORDERS_COD_LIMIT_MESSAGES.tooManyOpenByShopper(3),
      3600,
    );
    const again = await cod(shopper.token, phone, { 'idempotency-key': 'retry-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ orderId: string }>().orderId).toBe(first.json<{ orderId: string }>().orderId);
    expect(await orderCount(t, shopper.userId)).toBe(3);
  });

  it('a cancelled order frees its slot; the 6th COD order of the hour is refused until the hour passed', async () => {
    const shopper = await signedIn(t);
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) await placedAndCancelled(shopper.token, phone);
    const refused = await cod(shopper.token, phone);
    expectRefused(refused, ORDERS_COD_LIMIT_MESSAGES.tooManyByShopper('4:30 pm'), 3600);
    expect(refused.json<{ message: string }>().message).toBe(
      'You have placed several cash-on-delivery orders in a short time. Please try again after 4:30 pm, or pay online.',
    );
    clock.advance(HOUR_MS);
    expect((await cod(shopper.token, phone)).statusCode).toBe(201);
  });

  it('limits the delivery phone whoever places the orders: 3 open, then 5 in an hour', async () => {
    const phone = freshPhone();
    const [first, second, third, fourth, fifth, sixth, other] = await Promise.all(
      Array.from({ length: 7 }, () => signedIn(t).then((s) => s.token)),
    );
    const open: { token: string; orderId: string }[] = [];
    for (const placer of [first, second, third].map((token) => ({ token: token ?? '' }))) {
      const res = await cod(placer.token, phone);
      expect(res.statusCode, res.body).toBe(201);
      open.push({ token: placer.token, orderId: res.json<{ orderId: string }>().orderId });
    }
    expectRefused(await cod(fourth ?? '', phone), ORDERS_COD_LIMIT_MESSAGES.tooManyOpenToPhone(3), 3600);
    // Cancelled, they are no longer open, but still counted in the hour.
    for (const { token, orderId } of open) expect((await cancel(token, orderId)).statusCode).toBe(200);
    clock.advance(60_000);
    await placedAndCancelled(fourth ?? '', phone);
    await placedAndCancelled(fifth ?? '', phone);
    // Five to this phone in the hour: the sixth may go once the first (a minute ago) leaves the hour.
    const at = new Date(clock.now().getTime() - 60_000 + HOUR_MS);
    const refused = await cod(sixth ?? '', phone);
    expectRefused(refused, ORDERS_COD_LIMIT_MESSAGES.tooManyToPhone(formatIST(at)), 3540);
    // Another phone is not limited by this one.
    expect((await cod(other ?? '', freshPhone())).statusCode).toBe(201);
  });

  it("the open-orders refusal says in the shop's words when to try again", async () => {
    const shopper = await signedIn(t);
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect((await cod(shopper.token, phone)).statusCode).toBe(201);
    const refused = await cod(shopper.token, phone);
    expect(refused.json<{ message: string }>().message).toBe(
      'You already have 3 cash-on-delivery orders that are not yet confirmed or shipped. Please try again once one ' +
        'of them is confirmed (the link is in our SMS) or shipped, or pay online.',
    );
  });
});

describe('order texts per phone per day', () => {
  it('past ORDER_SMS_PER_PHONE_DAY the order is placed, only its text skipped; a day later texts resume', async () => {
    const texts = await buildTestApp({ ORDER_SMS_PER_PHONE_DAY: '2' }, { clock });
    try {
      const product = await newProduct(texts, 'Banarasi Silk Saree', { Free: { pricePaise: 99_900, stock: 10 } });
      const shopper = await signedIn(texts);
      const phone = '9123499999';
      const body = {
        ...codBody([{ productId: product, size: 'Free', quantity: 1 }]),
        customerInfo: { ...CUSTOMER, phone },
      };
      const placed = [];
      for (let i = 0; i < 3; i++) {
        const res = await as(texts, shopper.token).post('/api/orders/cod', body);
        expect(res.statusCode, res.body).toBe(201);
        placed.push(res.json<{ orderId: string }>().orderId);
      }
      expect(await orderCount(texts, shopper.userId)).toBe(3);
      expect(await textedOrders(texts, `+91${phone}`)).toEqual(placed.slice(0, 2).sort());
      // The third order's text is kept as skipped for good (attempts at the maximum: the retry job leaves it).
      const [skipped] = await texts.database.db
        .select()
        .from(orderMessages)
        .where(eq(orderMessages.orderId, placed[2] ?? ''));
      expect(skipped).toMatchObject({
        status: 'failed',
        attempts: 5,
        lastError: 'skipped: 2 texts to this phone in a day',
      });
      clock.advance(24 * HOUR_MS);
      const nextDay = await as(texts, shopper.token).post('/api/orders/cod', body);
      expect(nextDay.statusCode, nextDay.body).toBe(201);
      const all = [...placed.slice(0, 2), nextDay.json<{ orderId: string }>().orderId];
      expect(await textedOrders(texts, `+91${phone}`)).toEqual(all.sort());
    } finally {
      await texts.close();
    }
  });
});

async function textedOrders(target: TestApp, to: string): Promise<string[]> {
  const rows = await target.database.db
    .select({ orderId: orderMessages.orderId })
    .from(orderMessages)
    .where(and(eq(orderMessages.to, to), eq(orderMessages.status, 'sent')));
  return rows.map((r) => r.orderId).sort();
}

function formatIST(at: Date): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(at);
}
