import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import type { Order } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, productWithStock, signedIn, stockOf } from '../../testing/factories';
import { bookShipping, simulate } from '../../testing/requests';
import { countingGateway, newPrepaidOrder, refundRows } from '../../testing/refund-testing';

let t: TestApp;
let fake: ReturnType<typeof countingGateway>;

beforeAll(async () => {
  fake = countingGateway();
  t = await buildTestApp({}, { providers: { paymentGateway: fake.gateway } });
});
afterAll(() => t.close());

const cancel = (orderId: string, headers: Record<string, string>, reason = 'Ordered by mistake') =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers, payload: { reason } });
const callsFor = (orderId: string) =>
  fake.calls.filter((c) => c.idempotencyKey === `cancel_${orderId.replaceAll('-', '')}`);

describe('POST /api/orders/:id/cancel (the shopper)', () => {
  it('cancels her paid, booked order: booking off, stock back once, refunded in full; again answers 200', async () => {
    const { orderId, productId, shopper } = await newPrepaidOrder(t, { M: 5 });
    const booked = await bookShipping(t, orderId, shopper.headers);
    const awb = booked.json<{ data: { awb: string } }>().data.awb;
    const before = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: shopper.headers });
    expect(before.json()).toMatchObject({ cancellable: true, cancelledBy: null });

    const res = await cancel(orderId, shopper.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>()).toMatchObject({
      status: 'cancelled',
      cancellable: false,
      cancelledBy: 'shopper',
      cancelledAt: expect.any(String),
      shipping: { cancellationReason: 'Ordered by mistake' },
      paymentInfo: { method: 'prepaid', state: 'refunded' },
      refunds: [{ amount: 799, status: 'processed', createdAt: expect.any(String), settledAt: expect.any(String) }],
    });
    expect(await stockOf(t, productId, 'M')).toBe(5);
    expect((await simulate(t, awb, 'rto')).json()).toMatchObject({ message: 'Shipment was cancelled before pickup.' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.cancelledBy).toBe('shopper');
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.find((e) => e.kind === 'cancelled')).toMatchObject({
      actor: 'shopper',
      staffId: null,
      summary: 'Cancelled: Ordered by mistake',
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
    expect(audits.map((a) => [a.action, a.staffId, (a.after as { cancelledBy: string }).cancelledBy])).toEqual([
      ['order.cancel', null, 'shopper'],
    ]);

    const again = await cancel(orderId, shopper.headers, 'Pressed twice');
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>().refunds).toHaveLength(1);
    expect(again.json<Order>().shipping.cancellationReason).toBe('Ordered by mistake');
    expect(await refundRows(t, orderId)).toHaveLength(1);
    expect(callsFor(orderId)).toHaveLength(1);
    expect(await stockOf(t, productId, 'M')).toBe(5);
  });

  it('cancels a cash-on-delivery order: stock back, no refund', async () => {
    const productId = await productWithStock(t, { L: 3 });
    const shopper = await signedIn(t);
    const orderId = await newOrder(t, shopper.userId, [{ productId, size: 'L', quantity: 2 }]);
    expect(await stockOf(t, productId, 'L')).toBe(1);
    const res = await cancel(orderId, shopper.headers, 'Delivery date too late');
    expect(res.json<Order>()).toMatchObject({ status: 'cancelled', cancelledBy: 'shopper', refunds: [] });
    expect(await stockOf(t, productId, 'L')).toBe(3);
  });

  it("answers another shopper's order, a missing one and a malformed id as not found, changing nothing", async () => {
    const { orderId, productId } = await newPrepaidOrder(t, { M: 2 });
    const other = await signedIn(t);
    for (const id of [orderId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await cancel(id, other.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Order not found.' });
    }
    expect(await stockOf(t, productId, 'M')).toBe(1);
    expect(await refundRows(t, orderId)).toEqual([]);
  });

  it('refuses once the courier has the parcel (409 order_not_cancellable, in her words)', async () => {
    const { orderId, shopper } = await newPrepaidOrder(t, { M: 2 });
    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, orderId));
    const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: shopper.headers });
    expect(mine.json()).toMatchObject({ cancellable: false });
    const res = await cancel(orderId, shopper.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'order_not_cancellable', message: M.shopperCancelWithCourier });
    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    expect((await cancel(orderId, shopper.headers)).json()).toMatchObject({ message: M.shopperCancelDelivered });
    expect(await refundRows(t, orderId)).toEqual([]);
  });

  it('refuses an empty reason (400)', async () => {
    const { orderId, shopper } = await newPrepaidOrder(t, { M: 2 });
    const res = await cancel(orderId, shopper.headers, '   ');
    expect(res.statusCode).toBe(400);
  });
});
