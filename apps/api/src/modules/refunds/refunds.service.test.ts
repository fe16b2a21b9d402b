import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orderItems } from '../../db/schema';
import { AppError } from '../../errors';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { systemClock } from '../../shared/clock';
import { GatewayRefusedError } from '../payments';
import { createRefunds } from './refunds.service';
import { countingGateway, moneyStateOfOrder, newPrepaidOrder, refundRows } from '../../testing/refund-testing';

let t: TestApp;
const staff = { id: null as unknown as string, fullName: 'Meera Iyer' };
let fake: ReturnType<typeof countingGateway>;
let service: ReturnType<typeof createRefunds>;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  fake = countingGateway();
  service = createRefunds({ db: t.database.db, gateway: fake.gateway, clock: systemClock });
});

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const e = err as AppError;
  return { kind: e.kind, code: e.code, message: e.message };
};

describe('refunds service', () => {
  it('refunds what is left, processed at once by the sandbox: money refunded, audit and history written', async () => {
    const { orderId } = await newPrepaidOrder(t);
    const row = await service.issue({ orderId, reason: 'Shopper asked', idempotencyKey: 'key_one_0001', staff });
    expect(row).toMatchObject({ amountPaise: 79_900, status: 'processed', idempotencyKey: 'key_one_0001' });
    expect(row.gatewayRefundId).toMatch(/^rfnd_/);
    expect(row.settledAt).not.toBeNull();
    expect(await moneyStateOfOrder(t, orderId)).toBe('refunded');
    expect(fake.calls).toEqual([
      expect.objectContaining({ amountPaise: 79_900, idempotencyKey: 'key_one_0001', paymentId: expect.any(String) }),
    ]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
    expect(audits.map((a) => a.action)).toEqual(['order.refund']);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => [e.actor, e.summary])).toEqual([
      ['staff', 'Refund of ₹799.00 issued: Shopper asked'],
      ['gateway', 'Refund of ₹799.00 processed by the gateway'],
    ]);
  });

  it('answers the same key with the same row and never calls the gateway twice for a settled refund', async () => {
    const { orderId } = await newPrepaidOrder(t);
    const first = await service.issue({ orderId, reason: 'r', idempotencyKey: 'key_same_0001', staff });
    const again = await service.issue({ orderId, reason: 'r', idempotencyKey: 'key_same_0001', staff });
    expect(again.id).toBe(first.id);
    expect(fake.calls).toHaveLength(1);
    expect(await refundRows(t, orderId)).toHaveLength(1);
  });

  it('leaves the row pending and unsent when the gateway is down; a retry with the key sends it', async () => {
    const { orderId } = await newPrepaidOrder(t);
    fake.state.down = true;
    const pending = await service.issue({
      orderId,
      amountPaise: 10_000,
      reason: 'r',
      idempotencyKey: 'key_down_01',
      staff,
    });
    expect(pending).toMatchObject({ status: 'pending', gatewayRefundId: null });
    expect(await moneyStateOfOrder(t, orderId)).toBe('refund_pending');
    fake.state.down = false;
    const sent = await service.issue({
      orderId,
      amountPaise: 10_000,
      reason: 'r',
      idempotencyKey: 'key_down_01',
      staff,
    });
    expect(sent).toMatchObject({ id: pending.id, status: 'processed' });
    expect(fake.calls.map((c) => c.idempotencyKey)).toEqual(['key_down_01', 'key_down_01']);
    expect(await moneyStateOfOrder(t, orderId)).toBe('partially_refunded');
  });

  it('marks the row failed when the gateway refuses it for good', async () => {
    const { orderId } = await newPrepaidOrder(t);
    fake.state.answer = async () => {
      throw new GatewayRefusedError('The payment has been fully refunded already');
    };
    const row = await service.issue({ orderId, reason: 'r', idempotencyKey: 'key_refused1', staff });
    expect(row).toMatchObject({ status: 'failed', failureReason: 'The payment has been fully refunded already' });
    expect(await moneyStateOfOrder(t, orderId)).toBe('refund_failed');
  });

  it('refuses more than is left, a line refunded already, an unknown line and cash on delivery', async () => {
    const { orderId } = await newPrepaidOrder(t, { M: 5, L: 5 });
    expect(
      await refusal(
        service.issue({ orderId, amountPaise: 200_000, reason: 'r', idempotencyKey: 'key_big_001', staff }),
      ),
    ).toEqual({
      kind: 'conflict',
      code: 'refund_not_allowed',
      message: 'A refund can be at most ₹1,598.00, what is left of the payment',
    });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const itemId = line?.id ?? '';
    const lineRefund = await service.issue({
      orderId,
      orderItemId: itemId,
      reason: 'r',
      idempotencyKey: 'key_line_01',
      staff,
    });
    expect(lineRefund.amountPaise).toBe(79_900);
    expect(
      await refusal(service.issue({ orderId, orderItemId: itemId, reason: 'r', idempotencyKey: 'key_line_02', staff })),
    ).toMatchObject({
      code: 'refund_not_allowed',
      message: 'Everything captured for this payment has already been refunded',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      await refusal(
        service.issue({ orderId, orderItemId: unknown, reason: 'r', idempotencyKey: 'key_line_03', staff }),
      ),
    ).toMatchObject({ code: 'refund_not_allowed', message: 'This order has no such line' });
    expect(await moneyStateOfOrder(t, orderId)).toBe('partially_refunded');
  });

  it('refunds a discounted line at most what was paid for it: its price less its share of the discount', async () => {
    const { orderId } = await newPrepaidOrder(t, { M: 5 });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const itemId = line?.id ?? '';
    // ₹799 with ₹200 of the order's discount on it: ₹599 was paid for the line.
    await t.database.db.update(orderItems).set({ discountPaise: 20_000 }).where(eq(orderItems.id, itemId));
    const all = await service.issue({
      orderId,
      orderItemId: itemId,
      reason: 'r',
      idempotencyKey: 'key_disc_01',
      staff,
    });
    expect(all.amountPaise).toBe(59_900);
    expect(
      await refusal(service.issue({ orderId, orderItemId: itemId, reason: 'r', idempotencyKey: 'key_disc_02', staff })),
    ).toMatchObject({ code: 'refund_not_allowed' });
  });

  it('settles by gateway id monotonically: a late "pending" or "processed" never moves a failed refund', async () => {
    const { orderId } = await newPrepaidOrder(t);
    fake.state.answer = async (r) => ({
      id: 'rfnd_settle00001',
      paymentId: r.paymentId,
      amountPaise: r.amountPaise,
      status: 'pending',
    });
    const row = await service.issue({ orderId, reason: 'r', idempotencyKey: 'key_settle01', staff });
    expect(row).toMatchObject({ status: 'pending', gatewayRefundId: 'rfnd_settle00001' });
    const base = { id: 'rfnd_settle00001', paymentId: row.gatewayPaymentId, amountPaise: row.amountPaise };
    expect(await service.settle({ ...base, status: 'failed' })).toMatchObject({ status: 'failed' });
    expect(await service.settle({ ...base, status: 'processed' })).toMatchObject({ status: 'failed' });
    expect(await moneyStateOfOrder(t, orderId)).toBe('refund_failed');
    expect(await service.settle({ ...base, id: 'rfnd_unknown0001', status: 'processed' })).toBeNull();
  });
});
