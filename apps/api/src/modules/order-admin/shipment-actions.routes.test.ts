import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import type { AdminOrderDetail, DevShipmentResponse } from '@vastra/domain/api';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orderItems, orders } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  catalogVersion,
  newOrder,
  orderRow,
  productWithStock,
  signedIn,
  signedInStaff,
  stockOf,
  uuid,
} from '../../testing/factories';
import { bookedOrder, simulate } from '../../testing/requests';

// The back office's shipment actions against the simulator (SHIPPING_SIM_MINUTES_PER_STEP 0: a shipment moves
// only when told). Runs on PGlite and, with scripts/test-pg.sh, on PostgreSQL.

const clock = manualClock();
let t: TestApp;
let shopper: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp({ SHIPPING_SIM_MINUTES_PER_STEP: '0' }, { clock });
  shopper = await signedIn(t);
  staff = await signedInStaff(t, { fullName: 'Ravi Menon' });
});
afterAll(() => t.close());

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: staff.headers, ...(payload ? { payload } : {}) });
const book = (id: string) => post(`/api/admin/orders/${id}/book`);
const ndrAction = (id: string, payload: object) => post(`/api/admin/orders/${id}/ndr`, payload);
/** Received back with every line checked `restock`. */
const receivedBack = async (id: string) => {
  const items = await t.database.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, id));
  return post(`/api/admin/orders/${id}/received-back`, {
    lines: items.map((item) => ({ itemId: item.id, condition: 'restock' })),
  });
};
const devNdr = (awb: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/dev/shipments/${awb}/ndr`, ...(payload ? { payload } : {}) });
const failNext = (count: number, message: string) =>
  t.app.inject({ method: 'POST', url: '/api/dev/shipments/fail-next', payload: { count, message } });

const historyOf = (orderId: string) =>
  t.database.db
    .select({ kind: orderEvents.kind, actor: orderEvents.actor, staff: orderEvents.staffName, s: orderEvents.summary })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.seq));
const auditsOf = (orderId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, action)));

/** A booked order moved on to 'out for delivery' (six stages after the AWB). */
async function outForDelivery(quantity = 1) {
  const productId = await productWithStock(t, { M: 5 });
  const order = await bookedOrder(t, shopper, productId, 'M', quantity);
  for (let i = 0; i < 6; i++) await simulate(t, order.awb, 'advance');
  expect((await orderRow(t, order.orderId)).status).toBe('out_for_delivery');
  return { ...order, productId };
}

describe('POST /api/admin/orders/{id}/book', () => {
  it('records a courier failure (502, the provider message), then Retry books; a repeat does nothing', async () => {
    const productId = await productWithStock(t, { M: 3 });
    const orderId = await newOrder(t, shopper.id, [{ productId, size: 'M', quantity: 1 }]);
    expect((await failNext(1, 'Pincode not serviceable by any courier')).statusCode).toBe(200);

    const failed = await book(orderId);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'Pincode not serviceable by any courier', code: 'provider_failed' });
    expect(await orderRow(t, orderId)).toMatchObject({
      awb: null,
      bookingAttempts: 1,
      lastBookingError: 'Pincode not serviceable by any courier',
    });

    const retried = await book(orderId);
    expect(retried.statusCode, retried.body).toBe(200);
    const detail = retried.json<AdminOrderDetail>();
    expect(detail.shipment).toMatchObject({ lastBookingError: null, bookingAttempts: 1 });
    expect(detail.shipment.awb).toMatch(/^\d{11,15}$/);
    expect(detail.actions.book).toBe(false);
    const summary = `Booked with ${detail.shipment.courier}, AWB ${detail.shipment.awb}`;
    expect(detail.history.map((h) => [h.kind, h.actor, h.staffName, h.summary])).toEqual([
      ['placed', 'shopper', null, 'Order placed (cash on delivery)'],
      ['booking_failed', 'staff', 'Ravi Menon', 'Booking failed: Pincode not serviceable by any courier'],
      ['booked', 'staff', 'Ravi Menon', summary],
    ]);

    const again = await book(orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json<AdminOrderDetail>().shipment.awb).toBe(detail.shipment.awb);
    expect(await historyOf(orderId)).toHaveLength(2);
    const audits = await auditsOf(orderId, 'order.book');
    expect(audits.map((a) => [a.staffName, a.after])).toEqual(
      expect.arrayContaining([
        ['Ravi Menon', { attempts: 1, error: 'Pincode not serviceable by any courier' }],
        ['Ravi Menon', { awb: detail.shipment.awb, courier: detail.shipment.courier }],
      ]),
    );
    expect(audits).toHaveLength(2);
  });

  it('books concurrent clicks once', async () => {
    const productId = await productWithStock(t, { M: 3 });
    const orderId = await newOrder(t, shopper.id, [{ productId, size: 'M', quantity: 1 }]);
    const answers = await Promise.all([book(orderId), book(orderId), book(orderId)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.json<AdminOrderDetail>().shipment.awb)).size).toBe(1);
    expect((await historyOf(orderId)).map((h) => h.kind)).toEqual(['booked']);
  });

  it('refuses an order that is not placed (409 action_not_allowed) and answers 404 for no such order', async () => {
    const productId = await productWithStock(t, { M: 3 });
    const orderId = await newOrder(t, shopper.id, [{ productId, size: 'M', quantity: 1 }]);
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    const res = await book(orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.notBookable, code: 'action_not_allowed' });
    for (const id of [uuid(), 'not-an-id']) {
      expect((await book(id)).json()).toEqual({ message: M.orderNotFound, code: 'not_found' });
    }
  });
});

describe('a failed delivery (NDR)', () => {
  it('is filed once per courier event; Re-attempt sends the parcel out again and delivery clears it', async () => {
    const { orderId, awb } = await outForDelivery();
    clock.advance(60_000);
    const raised = await devNdr(awb);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<DevShipmentResponse>()).toMatchObject({
      stage: 'ndr_customer_unavailable',
      orderStatus: 'out_for_delivery',
    });
    expect(raised.json<DevShipmentResponse>().tracking?.currentStatus).toBe('UNDELIVERED');
    // Read again (a poll, the control repeated): still the one NDR.
    await devNdr(awb);
    await simulate(t, awb, 'advance');
    const row = await orderRow(t, orderId);
    expect(row).toMatchObject({
      status: 'out_for_delivery',
      ndrState: 'open',
      ndrReason: 'customer_unavailable',
      ndrReasonText: 'Undelivered: Customer Not Available',
      ndrAttempts: 1,
    });
    expect(row.ndrAt?.toISOString()).toBe(clock.now().toISOString());

    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/queue', headers: staff.headers });
    expect(queue.json().ndr).toContainEqual(
      expect.objectContaining({ id: orderId, detail: 'Undelivered: Customer Not Available', awb }),
    );

    const answered = await ndrAction(orderId, { action: 'reattempt', comment: 'Customer home after 6 pm' });
    expect(answered.statusCode, answered.body).toBe(200);
    const detail = answered.json<AdminOrderDetail>();
    expect(detail.shipment.ndr).toMatchObject({ state: 'reattempt_requested', reason: 'customer_unavailable' });
    expect(detail.actions.ndr).toBe(false);
    expect(detail.shipment.timeline[0]?.statusText).toBe('Out for delivery');
    expect((await ndrAction(orderId, { action: 'reattempt' })).statusCode).toBe(200);
    const other = await ndrAction(orderId, { action: 'return' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: M.noOpenNdr, code: 'action_not_allowed' });
    expect(await auditsOf(orderId, 'order.ndr')).toHaveLength(1);

    const delivered = await simulate(t, awb, 'advance');
    expect(delivered.json<DevShipmentResponse>().orderStatus).toBe('delivered');
    expect(await orderRow(t, orderId)).toMatchObject({ ndrState: null, ndrAttempts: 1 });
    expect((await historyOf(orderId)).map((h) => [h.kind, h.actor, h.staff, h.s])).toEqual([
      ['booked', 'system', null, expect.stringMatching(/^Booked with /)],
      ['status', 'courier', null, 'Status: placed → shipped'],
      ['status', 'courier', null, 'Status: shipped → out for delivery'],
      ['ndr', 'courier', null, 'Delivery failed (attempt 1): Undelivered: Customer Not Available'],
      ['ndr_action', 'staff', 'Ravi Menon', 'Re-attempt requested: Customer home after 6 pm'],
      ['status', 'courier', null, 'Status: out for delivery → delivered'],
    ]);
  });

  it('Return sends it to origin; stock comes back only when received back, once', async () => {
    const { orderId, awb, productId } = await outForDelivery(2);
    expect(await stockOf(t, productId, 'M')).toBe(3);
    clock.advance(60_000);
    await devNdr(awb, { reason: 'refused' });
    expect(await orderRow(t, orderId)).toMatchObject({ ndrState: 'open', ndrReason: 'refused' });
    expect((await receivedBack(orderId)).json()).toEqual({ message: M.notReturning, code: 'action_not_allowed' });

    const answered = await ndrAction(orderId, { action: 'return' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<AdminOrderDetail>()).toMatchObject({
      status: 'returned',
      shipment: { ndr: { state: 'return_requested' }, receivedBackAt: null },
      actions: { receivedBack: true, ndr: false },
    });
    for (let i = 0; i < 2; i++) await simulate(t, awb, 'advance');
    expect(await orderRow(t, orderId)).toMatchObject({ shipperStatus: 'RTO DELIVERED', stockRestoredAt: null });
    expect(await stockOf(t, productId, 'M')).toBe(3);
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/queue', headers: staff.headers });
    expect(queue.json().returns).toContainEqual(expect.objectContaining({ id: orderId, detail: 'RTO DELIVERED' }));

    const version = await catalogVersion(t);
    const received = await receivedBack(orderId);
    expect(received.statusCode, received.body).toBe(200);
    const detail = received.json<AdminOrderDetail>();
    expect(detail.shipment.receivedBackAt).toBe(clock.now().toISOString());
    expect(detail.actions.receivedBack).toBe(false);
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'received_back',
      staffName: 'Ravi Menon',
      summary: 'Parcel received back: 2 restocked',
    });
    expect(await stockOf(t, productId, 'M')).toBe(5);
    expect(await catalogVersion(t)).toBe(version + 1);

    const again = await receivedBack(orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json<AdminOrderDetail>().shipment.receivedBackAt).toBe(detail.shipment.receivedBackAt);
    expect(await stockOf(t, productId, 'M')).toBe(5);
    expect(await auditsOf(orderId, 'order.received_back')).toHaveLength(1);
    const queueAfter = await t.app.inject({ method: 'GET', url: '/api/admin/queue', headers: staff.headers });
    expect(queueAfter.json().returns.map((o: { id: string }) => o.id)).not.toContain(orderId);
  });

  it('counts a second failed attempt after a re-attempt and reopens it', async () => {
    const { orderId, awb } = await outForDelivery();
    clock.advance(60_000);
    await devNdr(awb, { reason: 'address_incomplete' });
    await ndrAction(orderId, { action: 'reattempt' });
    clock.advance(60_000);
    expect((await devNdr(awb)).statusCode).toBe(200);
    expect(await orderRow(t, orderId)).toMatchObject({
      ndrState: 'open',
      ndrReason: 'customer_unavailable',
      ndrAttempts: 2,
    });
  });

  it('refuses the dev control before transit and the action without an open NDR', async () => {
    const productId = await productWithStock(t, { M: 2 });
    const { orderId, awb } = await bookedOrder(t, shopper, productId);
    const early = await devNdr(awb);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Shipment not in transit yet.', code: 'conflict' });
    expect((await devNdr('12345678901')).statusCode).toBe(404);
    const res = await ndrAction(orderId, { action: 'reattempt' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.noOpenNdr, code: 'action_not_allowed' });
  });
});
