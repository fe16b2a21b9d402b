import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { QueuePayment } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentAttention, refunds } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedIn, signedInStaff } from '../../testing/factories';
import {
  attentionRow,
  auditCount,
  createOrderPath,
  newPaymentAttention,
  refundPath,
  refundRowsOf,
  staffPost,
  watchedGateway,
} from '../../testing/payment-attention';
import { settlePaymentAttentionRefund } from './payment-attention.repository';
import { paymentRefundKey, REFUND_IN_FLIGHT_MS } from './payment-attention.service';

const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
const watched = watchedGateway();
let t: TestApp;
let kurta: string;
let shopperId: string;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp({}, { clock, providers: { paymentGateway: watched.gateway } });
  kurta = await newProduct(t, 'Linen Kurta', { L: { pricePaise: 249_900, stock: 5 } });
  shopperId = (await signedIn(t)).userId;
  staff = await signedInStaff(t, { fullName: 'Meera Iyer' });
});
afterAll(() => t.close());

const payment = (amountPaise = 249_900, extra: { basket?: boolean; capturedPaise?: number } = {}) =>
  newPaymentAttention(t, {
    userId: shopperId,
    lines: [{ productId: kurta, size: 'L', quantity: 1 }],
    amountPaise,
    ...extra,
  });
const refund = (id: string, reason = 'Stock ran out while the shopper paid') =>
  staffPost(t, staff.token, refundPath(id), { reason });

describe('POST /api/admin/payments/:id/refund', () => {
  it('refunds all that was captured, settles the payment and answers it with its refund', async () => {
    const row = await payment();
    const calls = watched.calls.length;
    const res = await refund(row.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = QueuePayment.parse(res.json());
    expect(body).toMatchObject({
      id: row.id,
      gatewayPaymentId: row.gatewayPaymentId,
      amountPaise: 249_900,
      source: 'webhook',
      canCreateOrder: false,
      resolution: 'refunded',
      orderId: null,
    });
    expect(body.refunds).toEqual([
      {
        id: expect.any(String),
        amountPaise: 249_900,
        status: 'processed',
        reason: 'Stock ran out while the shopper paid',
        orderItemId: null,
        gatewayRefundId: expect.stringMatching(/^rfnd_/),
        failureReason: null,
        staffName: 'Meera Iyer',
        createdAt: '2026-11-26T09:00:00.000Z',
        settledAt: '2026-11-26T09:00:00.000Z',
      },
    ]);
    expect(watched.calls.slice(calls)).toEqual([
      {
        paymentId: row.gatewayPaymentId,
        amountPaise: 249_900,
        idempotencyKey: `pay_${row.id.replaceAll('-', '')}`,
        notes: { paymentAttentionId: row.id },
      },
    ]);
    const [stored] = await refundRowsOf(t, row.id);
    expect(stored).toMatchObject({ orderId: null, idempotencyKey: `pay_${row.id.replaceAll('-', '')}` });
    expect(await attentionRow(t, row.id)).toMatchObject({
      resolution: 'refunded',
      resolvedBy: 'Meera Iyer',
      resolvedAt: new Date('2026-11-26T09:00:00Z'),
      orderId: null,
    });
    expect(await auditCount(t, 'payment.refund', row.id)).toBe(1);

    // Pressed again: the same answer, nothing sent or written twice.
    const again = await refund(row.id);
    expect([again.statusCode, again.json()]).toEqual([200, body]);
    expect(watched.calls.length).toBe(calls + 1);
    expect(await refundRowsOf(t, row.id)).toHaveLength(1);
    expect(await auditCount(t, 'payment.refund', row.id)).toBe(1);
  });

  it('refunds only what is left after an earlier refund (exact paise)', async () => {
    const row = await payment(249_900);
    await t.database.db.insert(refunds).values({
      paymentAttentionId: row.id,
      gatewayPaymentId: row.gatewayPaymentId,
      amountPaise: 100_000,
      status: 'processed',
      reason: 'Part refunded by phone',
      idempotencyKey: `manual_${row.id.slice(0, 8)}`,
      createdAt: new Date(clock.now().getTime() - 60_000),
      settledAt: clock.now(),
    });
    const res = await refund(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<QueuePayment>().refunds.map((r) => [r.amountPaise, r.status])).toEqual([
      [100_000, 'processed'],
      [149_900, 'processed'],
    ]);
    expect(watched.calls.at(-1)?.amountPaise).toBe(149_900);
    expect((await attentionRow(t, row.id)).resolution).toBe('refunded');
  });

  it('answers 502 when the gateway fails, keeping the refund pending; the retry sends the same key once', async () => {
    const row = await payment();
    const calls = watched.calls.length;
    watched.failNext(1);
    const failed = await refund(row.id);
    expect([failed.statusCode, failed.json()]).toEqual([
      502,
      { message: 'The payment provider did not answer in time. Please try again.', code: 'provider_failed' },
    ]);
    const [pending] = await refundRowsOf(t, row.id);
    expect(pending).toMatchObject({
      status: 'pending',
      amountPaise: 249_900,
      gatewayRefundId: null,
      failureReason: 'The payment provider did not answer in time. Please try again.',
    });
    expect((await attentionRow(t, row.id)).resolvedAt).toBeNull();

    const retried = await refund(row.id, 'Another reason, same refund');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<QueuePayment>()).toMatchObject({ resolution: 'refunded' });
    const rows = await refundRowsOf(t, row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: pending?.id, status: 'processed', failureReason: null });
    const keys = watched.calls.slice(calls).map((c) => c.idempotencyKey);
    expect(keys).toEqual([pending?.idempotencyKey, pending?.idempotencyKey]);
  });

  it('a second press while the first is with the gateway answers the pending refund without calling it', async () => {
    const row = await payment();
    const calls = watched.calls.length;
    watched.hold();
    const first = refund(row.id);
    await vi.waitFor(() => expect(watched.calls.length).toBe(calls + 1));
    const second = await refund(row.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<QueuePayment>().refunds.map((r) => r.status)).toEqual(['pending']);
    watched.release();
    expect((await first).json<QueuePayment>().resolution).toBe('refunded');
    expect(watched.calls.length).toBe(calls + 1);
    expect(await refundRowsOf(t, row.id)).toHaveLength(1);
  });

  it('sends again, with its key, a pending refund whose sender was lost (no answer in flight time)', async () => {
    const row = await payment();
    const key = paymentRefundKey(row.id, 0);
    const long = new Date(clock.now().getTime() - REFUND_IN_FLIGHT_MS);
    await t.database.db.insert(refunds).values({
      paymentAttentionId: row.id,
      gatewayPaymentId: row.gatewayPaymentId,
      amountPaise: 249_900,
      reason: 'Stock ran out',
      idempotencyKey: key,
      createdAt: long,
      updatedAt: long,
    });
    const calls = watched.calls.length;
    const res = await refund(row.id);
    expect(res.json<QueuePayment>()).toMatchObject({ resolution: 'refunded', refunds: [{ status: 'processed' }] });
    expect(watched.calls.slice(calls).map((c) => [c.idempotencyKey, c.amountPaise])).toEqual([[key, 249_900]]);
  });

  it('two members of staff pressing at once make one refund row and one gateway call', async () => {
    const row = await payment();
    const other = await signedInStaff(t, { fullName: 'Kabir Rao' });
    const calls = watched.calls.length;
    watched.hold();
    const presses = [refund(row.id), staffPost(t, other.token, refundPath(row.id), { reason: 'Out of stock' })];
    await vi.waitFor(() => expect(watched.calls.length).toBe(calls + 1));
    // One press is at the gateway; the other answers the pending refund once it had the lock.
    await Promise.race(presses);
    watched.release();
    const answers = await Promise.all(presses);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(watched.calls.length).toBe(calls + 1);
    expect(await refundRowsOf(t, row.id)).toHaveLength(1);
    expect((await attentionRow(t, row.id)).resolution).toBe('refunded');
  });

  it('a refund the gateway answers pending settles the payment only once processed (the webhook path)', async () => {
    const row = await payment();
    watched.answerWith('pending');
    const res = await refund(row.id);
    watched.answerWith(null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<QueuePayment>()).toMatchObject({ resolution: null, canCreateOrder: false });
    const [pending] = await refundRowsOf(t, row.id);
    expect(pending).toMatchObject({ status: 'pending', settledAt: null, gatewayRefundId: expect.any(String) });
    // Pressed again while the gateway works on it: nothing is sent.
    const calls = watched.calls.length;
    clock.advance(REFUND_IN_FLIGHT_MS * 2);
    expect((await refund(row.id)).statusCode).toBe(200);
    expect(watched.calls.length).toBe(calls);

    // The gateway's refund webhook moves the row, then settles the payment in the same transaction.
    const settledAt = clock.now();
    const resolved = await t.database.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(refunds)
        .set({ status: 'processed', settledAt })
        .where(eq(refunds.id, pending?.id ?? ''))
        .returning();
      if (!moved) throw new Error('no refund');
      return settlePaymentAttentionRefund(tx, moved);
    });
    expect(resolved).toBe(true);
    expect(await attentionRow(t, row.id)).toMatchObject({
      resolution: 'refunded',
      resolvedBy: 'Meera Iyer',
      resolvedAt: settledAt,
    });
  });

  it('a refund the gateway refuses is shown failed, and the next press refunds with a new key', async () => {
    const row = await payment();
    watched.answerWith('failed');
    const res = await refund(row.id);
    watched.answerWith(null);
    expect(res.json<QueuePayment>().refunds).toMatchObject([
      { status: 'failed', failureReason: M.paymentRefundRefused },
    ]);
    expect((await attentionRow(t, row.id)).resolvedAt).toBeNull();
    const again = await refund(row.id);
    expect(again.json<QueuePayment>()).toMatchObject({ resolution: 'refunded' });
    expect(watched.calls.at(-1)?.idempotencyKey).toBe(paymentRefundKey(row.id, 1));
    expect(paymentRefundKey(row.id, 1)).toBe(`pay_${row.id.replaceAll('-', '')}_2`);
  });

  it('refuses a payment settled by an order, one whose order exists, and answers 404 for no such payment', async () => {
    const settled = await payment();
    expect((await staffPost(t, staff.token, createOrderPath(settled.id))).statusCode).toBe(200);
    const res = await refund(settled.id);
    expect([res.statusCode, res.json()]).toEqual([409, { message: M.paymentResolved, code: 'refund_not_allowed' }]);

    // The shopper's order was made (say, verify retried) while the payment still waits in the queue.
    const placed = await payment();
    expect((await staffPost(t, staff.token, createOrderPath(placed.id))).statusCode).toBe(200);
    // A second captured payment of the same gateway order (the shopper paid twice).
    const [twin] = await t.database.db
      .insert(paymentAttention)
      .values({
        gatewayOrderId: placed.gatewayOrderId,
        gatewayPaymentId: `${placed.gatewayPaymentId}2`,
        amountPaise: 249_900,
        reason: 'This payment has already been used for another order.',
      })
      .returning();
    if (!twin) throw new Error('not inserted');
    const refused = await refund(twin.id);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: M.paymentHasOrder, code: 'refund_not_allowed' },
    ]);

    for (const id of ['0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21', 'not-a-uuid']) {
      const missing = await refund(id);
      expect([missing.statusCode, missing.json()]).toEqual([404, { message: M.paymentNotFound, code: 'not_found' }]);
    }
  });
});
