import type { AdminOrderDetail } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderItems, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, productWithStock, signedIn, signedInStaff, stockOf } from '../../testing/factories';
import { bookShipping, simulate } from '../../testing/requests';
import { createSandboxGateway } from '../payments';
import {
  countingGateway,
  deliverRefundWebhook,
  moneyStateOfOrder,
  newPrepaidOrder,
  refundRows,
} from '../../testing/refund-testing';

const SECRET = 'sandbox_secret_for_refund_tests';
let t: TestApp;
let fake: ReturnType<typeof countingGateway>;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  fake = countingGateway(createSandboxGateway({ keyId: 'rzp_test_sandbox', keySecret: SECRET }));
  t = await buildTestApp({}, { providers: { paymentGateway: fake.gateway } });
  staffHeaders = (await signedInStaff(t)).headers;
});
afterAll(() => t.close());

const cancel = (orderId: string, reason = 'Shopper changed her mind') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: staffHeaders,
    payload: { reason },
  });
const refund = (orderId: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers: staffHeaders, payload: body });

async function booked(orderId: string, headers: Record<string, string>) {
  const res = await bookShipping(t, orderId, headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { awb: string } }>().data.awb;
}
const callsFor = (orderId: string) => fake.calls.filter((c) => c.idempotencyKey.includes(orderId.replaceAll('-', '')));

describe('POST /api/admin/orders/:id/cancel', () => {
  it('cancels a paid, booked order: booking off, stock back once, refunded; a retry changes nothing', async () => {
    const { orderId, productId, shopper } = await newPrepaidOrder(t, { M: 5 });
    const awb = await booked(orderId, shopper.headers);
    expect(await stockOf(t, productId, 'M')).toBe(4);

    const res = await cancel(orderId);
    expect(res.statusCode).toBe(200);
    const detail = res.json<AdminOrderDetail>();
    expect(detail.status).toBe('cancelled');
    expect(detail.shipment.cancellationReason).toBe('Shopper changed her mind');
    expect(detail.payment).toMatchObject({ state: 'refunded', refundablePaise: 0 });
    expect(detail.payment.refunds).toEqual([
      expect.objectContaining({ amountPaise: 79_900, status: 'processed', reason: 'Shopper changed her mind' }),
    ]);
    expect(detail.history.map((h) => h.summary)).toEqual([
      'Order placed and paid online',
      ...detail.history.slice(1, -2).map((h) => h.summary),
      'Cancelled: Shopper changed her mind',
      'Refund of ₹799.00 processed by the gateway',
    ]);
    expect(await stockOf(t, productId, 'M')).toBe(5);
    // The courier's side is cancelled: the simulator refuses to pick it up as a forward parcel.
    expect((await simulate(t, awb, 'rto')).json()).toMatchObject({ message: 'Shipment was cancelled before pickup.' });

    const again = await cancel(orderId, 'Pressed twice');
    expect(again.statusCode).toBe(200);
    expect(again.json<AdminOrderDetail>().payment.refunds).toHaveLength(1);
    expect(await stockOf(t, productId, 'M')).toBe(5);
    expect(callsFor(orderId)).toHaveLength(1);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
    expect(audits.map((a) => a.action)).toEqual(['order.cancel']);

    // The shopper sees the cancellation and the refund, in rupees, on the order and in the list.
    const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: shopper.headers });
    expect(mine.json()).toMatchObject({
      status: 'cancelled',
      cancelledAt: expect.any(String),
      paymentInfo: { method: 'prepaid', state: 'refunded' },
      refunds: [{ amount: 799, status: 'processed', createdAt: expect.any(String), settledAt: expect.any(String) }],
      shipping: { cancellationReason: 'Shopper changed her mind' },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/orders/my', headers: shopper.headers });
    expect(list.json<{ _id: string; refunds: unknown[] }[]>().find((o) => o._id === orderId)?.refunds).toHaveLength(1);
  });

  it('cancels a cash on delivery order without any refund', async () => {
    const productId = await productWithStock(t, { S: 2 });
    const shopper = await signedIn(t);
    const orderId = await newOrder(t, shopper.userId, [{ productId, size: 'S', quantity: 2 }]);
    await t.database.db.update(orders).set({ moneyState: 'cod' }).where(eq(orders.id, orderId));
    const res = await cancel(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrderDetail>()).toMatchObject({ status: 'cancelled', payment: { state: 'cod', refunds: [] } });
    expect(await stockOf(t, productId, 'S')).toBe(2);
  });

  it('refuses once the courier has picked the parcel up (409 order_not_cancellable): nothing changes', async () => {
    const { orderId, productId, shopper } = await newPrepaidOrder(t, { L: 3 });
    const awb = await booked(orderId, shopper.headers);
    await simulate(t, awb, 'advance');
    await simulate(t, awb, 'advance');
    const res = await cancel(orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'The parcel is already with the courier: use Return to origin instead',
      code: 'order_not_cancellable',
    });
    expect(await refundRows(t, orderId)).toEqual([]);
    expect(await stockOf(t, productId, 'L')).toBe(2);
    expect(await moneyStateOfOrder(t, orderId)).toBe('paid');
  });

  it.each([
    ['delivered', 'A delivered order cannot be cancelled'],
    ['returned', 'This order has already come back'],
    ['out_for_delivery', 'The parcel is already with the courier: use Return to origin instead'],
  ])('refuses a %s order', async (status, message) => {
    const { orderId } = await newPrepaidOrder(t);
    await t.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
    const res = await cancel(orderId);
    expect([res.statusCode, res.json()]).toEqual([409, { message, code: 'order_not_cancellable' }]);
  });

  it('stands when the gateway is down: the refund waits pending and a retried cancel sends it', async () => {
    const { orderId } = await newPrepaidOrder(t);
    fake.state.down = true;
    const res = await cancel(orderId);
    fake.state.down = false;
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrderDetail>()).toMatchObject({
      status: 'cancelled',
      payment: { state: 'refund_pending', refunds: [expect.objectContaining({ status: 'pending' })] },
    });
    const retry = await cancel(orderId);
    expect(retry.json<AdminOrderDetail>().payment).toMatchObject({
      state: 'refunded',
      refunds: [expect.objectContaining({ status: 'processed' })],
    });
    expect(callsFor(orderId).map((c) => c.idempotencyKey)).toEqual([
      `cancel_${orderId.replaceAll('-', '')}`,
      `cancel_${orderId.replaceAll('-', '')}`,
    ]);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await cancel('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/:id/refunds', () => {
  it('refunds one line by default, money only, and refuses that line again (409 refund_not_allowed)', async () => {
    const { orderId, productId } = await newPrepaidOrder(t, { M: 5, L: 5 });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const res = await refund(orderId, { reason: 'Torn seam', itemId: line?.id });
    expect(res.statusCode).toBe(200);
    const detail = res.json<AdminOrderDetail>();
    expect(detail.payment).toMatchObject({ state: 'partially_refunded', refundablePaise: 79_900 });
    expect(detail.status).toBe('placed');
    expect(await stockOf(t, productId, 'M')).toBe(4);
    const again = await refund(orderId, { reason: 'Torn seam', itemId: line?.id });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: 'Everything captured for this payment has already been refunded', code: 'refund_not_allowed' },
    ]);
    const tooMuch = await refund(orderId, { reason: 'Goodwill', amountPaise: 80_000 });
    expect(tooMuch.json()).toEqual({
      message: 'A refund can be at most ₹799.00, what is left of the payment',
      code: 'refund_not_allowed',
    });
    const unknownLine = await refund(orderId, { reason: 'x', itemId: 'not-a-line' });
    expect(unknownLine.json()).toEqual({ message: 'This order has no such line', code: 'refund_not_allowed' });
  });

  it('refuses cash on delivery', async () => {
    const productId = await productWithStock(t, { S: 2 });
    const shopper = await signedIn(t);
    const orderId = await newOrder(t, shopper.userId, [{ productId, size: 'S', quantity: 1 }]);
    const res = await refund(orderId, { reason: 'x' });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: 'Cash on delivery orders have no online payment to refund', code: 'refund_not_allowed' },
    ]);
  });
});

describe('refund webhooks', () => {
  const deliver = (event: 'refund-processed' | 'refund-failed', refundId: string, eventId: string) =>
    deliverRefundWebhook(t, SECRET, event, refundId, eventId);

  it('settles a pending refund by its gateway id, once, and never moves it back', async () => {
    const { orderId } = await newPrepaidOrder(t);
    fake.state.answer = async (r) => ({
      id: 'rfnd_Webhook000001',
      paymentId: r.paymentId,
      amountPaise: r.amountPaise,
      status: 'pending',
    });
    const res = await refund(orderId, { reason: 'Late parcel', amountPaise: 10_000 });
    fake.state.answer = null;
    expect(res.json<AdminOrderDetail>().payment.state).toBe('refund_pending');

    expect((await deliver('refund-processed', 'rfnd_Webhook000001', 'evt_refund_1')).statusCode).toBe(200);
    expect(await moneyStateOfOrder(t, orderId)).toBe('partially_refunded');
    await deliver('refund-failed', 'rfnd_Webhook000001', 'evt_refund_2');
    const [row] = await refundRows(t, orderId);
    expect(row).toMatchObject({ status: 'processed', gatewayRefundId: 'rfnd_Webhook000001' });
    expect(row?.settledAt).not.toBeNull();
    expect(await moneyStateOfOrder(t, orderId)).toBe('partially_refunded');
  });
});
