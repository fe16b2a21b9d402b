import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, jobs, orderEvents, returnRequests, stockMovements } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CUSTOMER, signedInStaff, stockOf } from '../../testing/factories';
import { fakeReturnShipping } from '../../testing/fake-return-shipping';
import { as } from '../../testing/requests';
import { deliveredOrder, returnRow, staffReturnAction } from '../../testing/returns-testing';
import { isReturnsJob } from './index';
import { SETTLE_LEASE_MS } from './settle-shared';

let t: TestApp;
let staffHeaders: Record<string, string>;
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
const shipping = fakeReturnShipping();

beforeAll(async () => {
  t = await buildTestApp({}, { clock, providers: { shipping: { provider: shipping.provider } } });
  staffHeaders = (await signedInStaff(t, { fullName: 'Meera Iyer' })).headers;
});
afterAll(() => t.close());

const staffPost = (id: string, action: string, payload?: object) =>
  staffReturnAction(t, staffHeaders, id, action, payload);

/** A delivered order and its request (an exchange M → L by default, or a COD return). */
async function requested(kind: 'exchange' | 'return' = 'exchange') {
  const order = await deliveredOrder(t);
  const body =
    kind === 'exchange'
      ? { orderItemId: order.itemId, kind, quantity: 1, exchangeSize: 'L', reason: 'too_small' }
      : {
          orderItemId: order.itemId,
          kind,
          quantity: 1,
          reason: 'not_as_pictured',
          payout: { kind: 'upi', upiId: 'asha@okaxis' },
        };
  const res = await as(t, order.shopper.token).post(`/api/orders/${order.orderId}/returns`, body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...order, id: res.json<{ _id: string }>()._id };
}

describe('the back office on a request', () => {
  it('approves and books the reverse pickup from the delivery address with an R-reference', async () => {
    const { id, orderId } = await requested();
    const res = await staffPost(id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'pickup_scheduled',
      pickup: { courier: 'Delhivery Reverse', error: null },
      customerName: CUSTOMER.name,
      paymentMode: 'cod',
      category: 'kurti',
    });
    const pickup = shipping.pickups.at(-1);
    expect(pickup?.reference).toBe(`R${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`);
    expect(pickup).toMatchObject({ orderId, qualityCheck: true, customer: { pincode: '411001', city: 'Pune' } });
    expect(pickup?.items).toEqual([expect.objectContaining({ size: 'M', quantity: 1, unitPricePaise: 79_900 })]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['return.approved', 'return.pickup_scheduled']);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.kind)).toContain('return');
  });

  it('keeps a request approved with the error when the courier fails (502), and approving again retries', async () => {
    const { id } = await requested();
    shipping.state.down = true;
    const failed = await staffPost(id, 'approve');
    shipping.state.down = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'provider_failed',
      message: 'Fake push failed: courier not reachable',
    });
    expect(await returnRow(t, id)).toMatchObject({
      state: 'approved',
      lastPickupError: 'Fake push failed: courier not reachable',
    });
    // The failed booking gave its claim back: approving again books at once.
    expect((await returnRow(t, id)).pickupBookingStartedAt).toBeNull();
    const retried = await staffPost(id, 'approve');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'pickup_scheduled', pickup: { error: null } });
    expect(shipping.pickups.at(-1)?.reference.length).toBeLessThanOrEqual(20);
  });

  it('a second approval while the first books answers the request approved; the courier is called once', async () => {
    const { id } = await requested();
    const mine = () => shipping.pickups.filter((p) => p.reference.startsWith(`R${id.slice(0, 8).toUpperCase()}`));
    const release = shipping.hold();
    const first = staffPost(id, 'approve');
    await vi.waitFor(() => expect(mine()).toHaveLength(1));
    const second = await staffPost(id, 'approve');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ state: 'approved', pickup: { awb: null, error: null } });
    release();
    const booked = await first;
    expect(booked.json()).toMatchObject({ state: 'pickup_scheduled', pickup: { error: null } });
    const third = await staffPost(id, 'approve');
    expect(third.statusCode).toBe(200);
    expect(third.json()).toMatchObject({ state: 'pickup_scheduled', pickup: { awb: booked.json().pickup.awb } });
    expect(mine()).toHaveLength(1);
    expect(await returnRow(t, id)).toMatchObject({ pickupBookingStartedAt: null });
  });

  it('a booking claimed by an approval that never finished is claimed again once its lease ran out', async () => {
    const { id } = await requested();
    const mine = () => shipping.pickups.filter((p) => p.reference.startsWith(`R${id.slice(0, 8).toUpperCase()}`));
    const claimedAt = (ago: number) =>
      t.database.db
        .update(returnRequests)
        .set({
          state: 'approved',
          approvedAt: clock.now(),
          pickupBookingStartedAt: new Date(clock.now().getTime() - ago),
        })
        .where(eq(returnRequests.id, id));
    await claimedAt(SETTLE_LEASE_MS - 1_000);
    expect((await staffPost(id, 'approve')).json()).toMatchObject({ state: 'approved', pickup: { awb: null } });
    expect(mine()).toHaveLength(0);
    await claimedAt(SETTLE_LEASE_MS + 1_000);
    expect((await staffPost(id, 'approve')).json()).toMatchObject({ state: 'pickup_scheduled' });
    expect(mine()).toHaveLength(1);
  });

  it("rejects with the shopper's reason and gives an exchange's held size back once", async () => {
    const { id, productId } = await requested();
    expect(await stockOf(t, productId, 'L')).toBe(0);
    const res = await staffPost(id, 'reject', { reason: 'Worn and washed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'rejected', rejectionReason: 'Worn and washed' });
    expect(await stockOf(t, productId, 'L')).toBe(1);
    const again = await staffPost(id, 'reject', { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'action_not_allowed', message: M.cannotMove('Rejected', 'rejected') });
    expect(await stockOf(t, productId, 'L')).toBe(1);
  });

  it('receives with QC accepted: the unit back into stock exactly once, then the COD payout is made', async () => {
    const { id, productId } = await requested('return');
    await staffPost(id, 'approve');
    const picked = await staffPost(id, 'picked-up');
    expect(picked.json()).toMatchObject({ state: 'picked_up' });
    const before = await stockOf(t, productId, 'M');
    const res = await staffPost(id, 'receive', { qc: 'accept' });
    expect(res.statusCode, res.body).toBe(200);
    // The sandbox payout pays at once: the request is refunded to the masked UPI ID with the bank's reference.
    expect(res.json()).toMatchObject({
      state: 'refunded',
      qcResult: 'accept',
      payoutMasked: 'a***@okaxis',
      refund: { status: 'processed', reference: expect.stringMatching(/^\d{12}$/) },
    });
    expect(await stockOf(t, productId, 'M')).toBe(before + 1);
    // The payout was the reaction to the receipt's order event, written with it and run right after the commit.
    const [settlement] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `return.received:${id}`));
    expect(settlement).toMatchObject({ task: 'reaction:return-settlement', state: 'done', attempts: 1 });
    const again = await staffPost(id, 'receive', { qc: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(t, productId, 'M')).toBe(before + 1);
    const moves = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, productId), eq(stockMovements.reason, 'received')));
    expect(moves).toHaveLength(1);
  });

  it("receives with QC rejected: the note is the shopper's reason, the hold released, no stock back", async () => {
    const { id, productId } = await requested();
    await staffPost(id, 'approve');
    const noNote = await staffPost(id, 'receive', { qc: 'reject' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe(M.qcNoteNeeded);
    const res = await staffPost(id, 'receive', { qc: 'reject', note: 'Tags removed' });
    expect(res.json()).toMatchObject({
      state: 'rejected',
      qcResult: 'reject',
      rejectionReason: 'Quality check failed: Tags removed',
    });
    expect(await stockOf(t, productId, 'L')).toBe(1);
    expect(await stockOf(t, productId, 'M')).toBe(3);
  });

  it('refuses actions out of order with 409 action_not_allowed', async () => {
    const { id } = await requested();
    for (const [action, body] of [['picked-up'], ['receive', { qc: 'accept' }], ['complete']] as const) {
      const res = await staffPost(id, action, body);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().code).toBe('action_not_allowed');
    }
  });

  it('lists the queue newest first with counts per open state and a keyset cursor', async () => {
    await requested();
    await requested();
    const res = await t.app.inject({ url: '/api/admin/returns?limit=1', headers: staffHeaders });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.returns).toHaveLength(1);
    expect(page.counts.requested).toBeGreaterThanOrEqual(2);
    const next = await t.app.inject({
      url: `/api/admin/returns?limit=1&cursor=${page.nextCursor}`,
      headers: staffHeaders,
    });
    expect(next.json().returns[0]._id).not.toBe(page.returns[0]._id);
    const bad = await t.app.inject({ url: '/api/admin/returns?cursor=nonsense', headers: staffHeaders });
    expect(bad.statusCode).toBe(400);
  });

  it("the job moves a scheduled pickup to picked up once the courier's tracking says so", async () => {
    const { id } = await requested();
    const approved = await staffPost(id, 'approve');
    const awb = approved.json().pickup.awb as string;
    const job = t.app.jobs.find(isReturnsJob);
    if (!job) throw new Error('returns job not registered');
    clock.advance(6 * 60_000);
    await job.runOnce();
    expect((await returnRow(t, id)).state).toBe('pickup_scheduled');
    shipping.state.tracking.set(awb, 'PICKED UP');
    clock.advance(6 * 60_000);
    await job.runOnce();
    expect((await returnRow(t, id)).state).toBe('picked_up');
  });
});
