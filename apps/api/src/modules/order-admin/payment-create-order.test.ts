import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { CreateOrderFromPaymentResponse } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, productVariants, refunds } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, orderCount, orderRow, signedIn, signedInStaff, stockOf } from '../../testing/factories';
import {
  attentionRow,
  auditCount,
  createOrderPath,
  newPaymentAttention,
  refundPath,
  staffPost,
  watchedGateway,
} from '../../testing/payment-attention';

const watched = watchedGateway();
let t: TestApp;
let kurta: string;
let shopperId: string;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp({}, { providers: { paymentGateway: watched.gateway } });
  kurta = await newProduct(t, 'Linen Kurta', {
    L: { pricePaise: 249_900, stock: 5 },
    S: { pricePaise: 249_900, stock: 0 },
  });
  shopperId = (await signedIn(t)).userId;
  staff = await signedInStaff(t, { fullName: 'Meera Iyer' });
});
afterAll(() => t.close());

const payment = (size = 'L', extra: { basket?: boolean; capturedPaise?: number } = {}) =>
  newPaymentAttention(t, {
    userId: shopperId,
    lines: [{ productId: kurta, size, quantity: 2 }],
    amountPaise: 499_800,
    ...extra,
  });
const createOrder = (id: string) => staffPost(t, staff.token, createOrderPath(id));

describe('POST /api/admin/payments/:id/create-order', () => {
  it('makes the paid order of its basket, takes the stock, settles the payment; a repeat answers it', async () => {
    const row = await payment();
    const [stock, orders] = [await stockOf(t, kurta, 'L'), await orderCount(t, shopperId)];
    const res = await createOrder(row.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = CreateOrderFromPaymentResponse.parse(res.json());
    expect(body.payment).toMatchObject({
      id: row.id,
      resolution: 'order_created',
      orderId: body.orderId,
      canCreateOrder: false,
      refunds: [],
    });
    expect(await orderRow(t, body.orderId)).toMatchObject({
      userId: shopperId,
      paymentMode: 'prepaid',
      moneyState: 'paid',
      totalPaise: 499_800,
      gatewayOrderId: row.gatewayOrderId,
      gatewayPaymentId: row.gatewayPaymentId,
      paidAt: expect.any(Date),
    });
    expect(await stockOf(t, kurta, 'L')).toBe(stock - 2);
    expect(await orderCount(t, shopperId)).toBe(orders + 1);
    expect(await attentionRow(t, row.id)).toMatchObject({
      resolution: 'order_created',
      orderId: body.orderId,
      resolvedBy: 'Meera Iyer',
      resolvedAt: expect.any(Date),
    });
    expect(await auditCount(t, 'payment.create_order', row.id)).toBe(1);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, body.orderId));
    expect(events.map((e) => [e.kind, e.actor, e.staffName])).toEqual([
      ['created_from_payment', 'staff', 'Meera Iyer'],
    ]);

    const again = await createOrder(row.id);
    expect([again.statusCode, again.json()]).toEqual([200, body]);
    expect(await stockOf(t, kurta, 'L')).toBe(stock - 2);
    expect(await orderCount(t, shopperId)).toBe(orders + 1);
    expect(await auditCount(t, 'payment.create_order', row.id)).toBe(1);
  });

  it('answers 409 out_of_stock when the stock is gone, leaving the payment to refund', async () => {
    const row = await payment('S');
    const orders = await orderCount(t);
    const res = await createOrder(row.id);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      {
        message: 'Sorry, "Linen Kurta" (S) is out of stock.',
        code: 'out_of_stock',
        productId: kurta,
        size: 'S',
        available: 0,
      },
    ]);
    expect(await orderCount(t)).toBe(orders);
    expect(await attentionRow(t, row.id)).toMatchObject({ resolvedAt: null, resolution: null });
    // Nothing holds the payment back from its refund.
    const refunded = await staffPost(t, staff.token, refundPath(row.id), { reason: 'No stock' });
    expect(refunded.json()).toMatchObject({ resolution: 'refunded' });

    // Restocked, another payment for the same size becomes its order.
    await t.database.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.size, 'S'));
    const later = await payment('S');
    expect((await createOrder(later.id)).statusCode).toBe(200);
    expect(await stockOf(t, kurta, 'S')).toBe(0);
  });

  it('refuses a payment without a bound basket, one captured for another amount, refunded or settled', async () => {
    const bare = await payment('L', { basket: false });
    const refused = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];
    expect(refused(await createOrder(bare.id))).toEqual([
      409,
      { message: M.paymentNoBasket, code: 'action_not_allowed' },
    ]);

    const other = await payment('L', { capturedPaise: 100 });
    expect(refused(await createOrder(other.id))).toEqual([
      409,
      { message: M.paymentAmountDiffers, code: 'action_not_allowed' },
    ]);

    const refunding = await payment();
    await t.database.db.insert(refunds).values({
      paymentAttentionId: refunding.id,
      gatewayPaymentId: refunding.gatewayPaymentId,
      amountPaise: 499_800,
      reason: 'Asked by the shopper',
      idempotencyKey: `pay_${refunding.id.replaceAll('-', '')}`,
    });
    expect(refused(await createOrder(refunding.id))).toEqual([
      409,
      { message: M.paymentRefundIssued, code: 'action_not_allowed' },
    ]);

    const refunded = await payment();
    await staffPost(t, staff.token, refundPath(refunded.id), { reason: 'Asked by the shopper' });
    expect(refused(await createOrder(refunded.id))).toEqual([
      409,
      { message: M.paymentResolved, code: 'action_not_allowed' },
    ]);
    expect(await stockOf(t, kurta, 'L')).toBe(3);
  });

  it('two presses at once make one order', async () => {
    const row = await payment();
    const stock = await stockOf(t, kurta, 'L');
    const answers = await Promise.all([createOrder(row.id), createOrder(row.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => r.json<{ orderId: string }>().orderId);
    expect(a).toBe(b);
    expect(await stockOf(t, kurta, 'L')).toBe(stock - 2);
    expect(await auditCount(t, 'payment.create_order', row.id)).toBe(1);
  });
});
