// A prepaid return is refunded only when its refund is processed: the gateway's webhook (or its answer) settles the
// refund through the refunds module, which moves the request (settle-money.ts `returnRefundHook`).
import type { AdminReturnRequest } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, refunds } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { fakeReturnShipping } from '../../testing/fake-return-shipping';
import { countingGateway, deliverRefundWebhook } from '../../testing/refund-testing';
import { as } from '../../testing/requests';
import { deliveredOrder, returnRow, staffReturnAction } from '../../testing/returns-testing';
import { createSandboxGateway } from '../payments';
import { isReturnsJob } from './index';

const SECRET = 'sandbox_secret_for_return_refunds';
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
const shipping = fakeReturnShipping();
const fake = countingGateway(createSandboxGateway({ keyId: 'rzp_test_sandbox', keySecret: SECRET }));
let t: TestApp;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    { clock, providers: { shipping: { provider: shipping.provider }, paymentGateway: fake.gateway } },
  );
  staffHeaders = (await signedInStaff(t, { fullName: 'Meera Iyer' })).headers;
});
afterAll(() => t.close());

const staffPost = (id: string, action: string, payload?: object) =>
  staffReturnAction(t, staffHeaders, id, action, payload);
const refundsOf = (id: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.returnRequestId, id)).orderBy(refunds.createdAt);
const historyOf = async (orderId: string) =>
  (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.at))
    .map((e) => e.summary)
    .filter((s) => s.includes('efund'));
/** The gateway accepts the next refunds and leaves them pending under this id (processed later by a webhook). */
const acceptPending = (gatewayId: string) => {
  fake.state.answer = async (r) => ({
    id: gatewayId,
    paymentId: r.paymentId,
    amountPaise: r.amountPaise,
    status: 'pending',
  });
};

/** A prepaid order's return, approved, picked up and received with the check accepted (the refund sent then). */
async function receivedReturn() {
  const order = await deliveredOrder(t, { prepaid: true });
  const made = await as(t, order.shopper.token).post(`/api/orders/${order.orderId}/returns`, {
    orderItemId: order.itemId,
    kind: 'return',
    quantity: 1,
    reason: 'too_large',
  });
  const id = made.json<{ _id: string }>()._id;
  expect((await staffPost(id, 'approve')).statusCode).toBe(200);
  const received = await staffPost(id, 'receive', { qc: 'accept' });
  expect(received.statusCode, received.body).toBe(200);
  return { ...order, id, received: received.json<AdminReturnRequest>() };
}

describe('a return refunded only when its refund is processed', () => {
  it('accepted pending: received and waiting (no second refund); the webhook processes it: refunded once', async () => {
    acceptPending('rfnd_ReturnPend0001');
    const { id, orderId, received } = await receivedReturn();
    fake.state.answer = null;
    expect(received).toMatchObject({
      state: 'received',
      refund: { status: 'pending', reference: 'rfnd_ReturnPend0001', failureReason: null },
      times: { refunded: null },
    });
    // Try again and the job wait for the gateway: no second refund, no second call.
    const calls = fake.calls.length;
    expect((await staffPost(id, 'complete')).json()).toMatchObject({ state: 'received' });
    clock.advance(11 * 60_000);
    const job = t.app.jobs.find(isReturnsJob);
    await job?.runOnce();
    expect(fake.calls).toHaveLength(calls);
    expect((await refundsOf(id)).map((r) => r.status)).toEqual(['pending']);

    expect(
      (await deliverRefundWebhook(t, SECRET, 'refund-processed', 'rfnd_ReturnPend0001', 'evt_ret_1')).statusCode,
    ).toBe(200);
    const refunded = await returnRow(t, id);
    expect(refunded).toMatchObject({ state: 'refunded', refundedAt: clock.now() });
    clock.advance(60_000);
    await deliverRefundWebhook(t, SECRET, 'refund-processed', 'rfnd_ReturnPend0001', 'evt_ret_2');
    expect((await returnRow(t, id)).refundedAt).toEqual(refunded.refundedAt);
    expect(await historyOf(orderId)).toEqual([
      'Return refund of ₹799.00 to the original payment issued',
      'Refund of ₹799.00 processed by the gateway',
      'Return refunded: ₹799.00',
    ]);
    const view = await t.app.inject({ method: 'GET', url: `/api/admin/returns/${id}`, headers: staffHeaders });
    expect(view.json()).toMatchObject({ state: 'refunded', refund: { status: 'processed' } });
  });

  it('failed at the gateway: stays received with the reason; Try again sends a new refund that processes', async () => {
    acceptPending('rfnd_ReturnFail0001');
    const { id, orderId, itemId } = await receivedReturn();
    fake.state.answer = null;
    await deliverRefundWebhook(t, SECRET, 'refund-failed', 'rfnd_ReturnFail0001', 'evt_ret_3');
    expect(await returnRow(t, id)).toMatchObject({ state: 'received', refundedAt: null });
    const view = await t.app.inject({ method: 'GET', url: `/api/admin/returns/${id}`, headers: staffHeaders });
    expect(view.json()).toMatchObject({
      state: 'received',
      refund: { status: 'failed', reference: 'rfnd_ReturnFail0001', failureReason: 'Refused by the gateway' },
    });

    const again = await staffPost(id, 'complete');
    expect(again.json()).toMatchObject({ state: 'refunded', refund: { status: 'processed' } });
    const rows = await refundsOf(id);
    expect(rows.map((r) => [r.status, r.amountPaise, r.idempotencyKey.slice(-2)])).toEqual([
      ['failed', 79_900, '_1'],
      ['processed', 79_900, '_2'],
    ]);
    expect(await historyOf(orderId)).toEqual([
      'Return refund of ₹799.00 to the original payment issued',
      'Refund of ₹799.00 failed at the gateway',
      'Return refund of ₹799.00 failed: Refused by the gateway',
      'Return refund of ₹799.00 to the original payment issued',
      'Refund of ₹799.00 processed by the gateway',
      'Return refunded: ₹799.00',
    ]);
    // Never more than the line in total: a late "processed" for the failed one moves nothing, nothing is left.
    await deliverRefundWebhook(t, SECRET, 'refund-processed', 'rfnd_ReturnFail0001', 'evt_ret_4');
    expect((await refundsOf(id)).map((r) => r.status)).toEqual(['failed', 'processed']);
    const staffRefund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: staffHeaders,
      payload: { reason: 'More', amountPaise: 100, itemId },
    });
    expect(staffRefund.statusCode).toBe(409);
    expect(staffRefund.json()).toMatchObject({ code: 'refund_not_allowed' });
  });
});
