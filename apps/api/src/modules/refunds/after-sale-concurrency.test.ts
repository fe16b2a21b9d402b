// Races of cancel and refund. PGlite runs one transaction at a time, so these prove the rules only on real
// PostgreSQL (`bash scripts/test-pg.sh`); on PGlite they must hold too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff, stockOf } from '../../testing/factories';
import { bookShipping, simulate } from '../../testing/requests';
import { countingGateway, newPrepaidOrder, refundRows } from '../../testing/refund-testing';

let t: TestApp;
let fake: ReturnType<typeof countingGateway>;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  fake = countingGateway();
  t = await buildTestApp({}, { providers: { paymentGateway: fake.gateway } });
  staffHeaders = (await signedInStaff(t)).headers;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: staffHeaders, payload: payload as Record<string, unknown> });
const callsFor = (orderId: string) =>
  fake.calls.filter((c) => c.idempotencyKey === `cancel_${orderId.replaceAll('-', '')}`);

async function bookedPrepaid(stock: Record<string, number>) {
  const made = await newPrepaidOrder(t, stock);
  const res = await bookShipping(t, made.orderId, made.shopper.headers);
  expect(res.statusCode).toBe(200);
  return { ...made, awb: res.json<{ data: { awb: string } }>().data.awb };
}

async function orderOf(orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no order');
  return row;
}

describe('cancel and refund races', () => {
  it('two cancels of a paid, booked order: both 200, one refund, one gateway call, stock once', async () => {
    const { orderId, productId } = await bookedPrepaid({ M: 5 });
    const answers = await Promise.all([
      post(`/api/admin/orders/${orderId}/cancel`, { reason: 'First' }),
      post(`/api/admin/orders/${orderId}/cancel`, { reason: 'Second' }),
    ]);
    expect(answers.map((a) => [a.statusCode, a.json<{ status: string }>().status])).toEqual([
      [200, 'cancelled'],
      [200, 'cancelled'],
    ]);
    expect(await refundRows(t, orderId)).toHaveLength(1);
    expect(callsFor(orderId)).toHaveLength(1);
    expect(await stockOf(t, productId, 'M')).toBe(5);
  });

  it('the shopper cancelling while staff cancel: both 200, one refund, one gateway call, stock once', async () => {
    const { orderId, productId, shopper } = await bookedPrepaid({ M: 4 });
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: shopper.headers,
        payload: { reason: 'Ordered by mistake' },
      }),
      post(`/api/admin/orders/${orderId}/cancel`, { reason: 'Staff' }),
    ]);
    expect(answers.map((a) => [a.statusCode, a.json<{ status: string }>().status])).toEqual([
      [200, 'cancelled'],
      [200, 'cancelled'],
    ]);
    expect(await refundRows(t, orderId)).toHaveLength(1);
    expect(callsFor(orderId)).toHaveLength(1);
    expect(await stockOf(t, productId, 'M')).toBe(4);
    expect(['shopper', 'staff']).toContain((await orderOf(orderId)).cancelledBy);
  });

  it('two concurrent refunds of one line refund it once (the other 409)', async () => {
    const { orderId } = await newPrepaidOrder(t, { M: 5, L: 5 });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const answers = await Promise.all(
      [1, 2].map(() => post(`/api/admin/orders/${orderId}/refunds`, { reason: 'Torn', itemId: line?.id })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await refundRows(t, orderId)).toHaveLength(1);
  });

  it('cancel racing the courier picking the parcel up ends one consistent way each round', async () => {
    const outcomes = { cancelled: 0, shipped: 0 };
    for (let round = 0; round < 8; round++) {
      const { orderId, productId, awb, shopper } = await bookedPrepaid({ M: 3 });
      await simulate(t, awb, 'advance'); // one step before picked up
      const [cancelled] = await Promise.all([
        post(`/api/admin/orders/${orderId}/cancel`, { reason: 'Race' }),
        simulate(t, awb, 'advance'),
      ]);
      // Follow the courier's tracking onto the order, as the shopper's tracking page does.
      await t.app.inject({ method: 'GET', url: `/api/orders/track-shipping/${orderId}`, headers: shopper.headers });
      const order = await orderOf(orderId);
      const rows = await refundRows(t, orderId);
      if (cancelled.statusCode === 200) {
        outcomes.cancelled += 1;
        expect(order.status).toBe('cancelled');
        expect(rows).toHaveLength(1);
        expect(await stockOf(t, productId, 'M')).toBe(3);
        expect((await simulate(t, awb, 'rto')).json()).toMatchObject({
          message: 'Shipment was cancelled before pickup.',
        });
      } else {
        outcomes.shipped += 1;
        expect(cancelled.json()).toMatchObject({ code: 'order_not_cancellable' });
        expect(order.status).toBe('shipped');
        expect(rows).toEqual([]);
        expect(await stockOf(t, productId, 'M')).toBe(2);
      }
    }
    expect(outcomes.cancelled + outcomes.shipped).toBe(8);
  });
});
