// The order tells its whole story: the back office's list and page and the shopper's page carry the order's badges
// (domain orderBadges), and the back-office page its return and exchange requests with their pickups and payouts.
import type { AdminOrderDetail } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, returnRequests } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { fakeReturnShipping } from '../../testing/fake-return-shipping';
import { as } from '../../testing/requests';
import { deliveredOrder, staffReturnAction } from '../../testing/returns-testing';

let t: TestApp;
let staffHeaders: Record<string, string>;
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
const shipping = fakeReturnShipping();

beforeAll(async () => {
  t = await buildTestApp(
    { PAYOUT_PROVIDER: 'manual' },
    { clock, providers: { shipping: { provider: shipping.provider } } },
  );
  staffHeaders = (await signedInStaff(t, { role: 'owner', fullName: 'Meera Iyer' })).headers;
});
afterAll(() => t.close());

const adminOrder = async (id: string) => {
  const res = await t.app.inject({ url: `/api/admin/orders/${id}`, headers: staffHeaders });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetail>();
};
const listRow = async (orderId: string) => {
  const res = await t.app.inject({ url: `/api/admin/orders?q=${orderId}`, headers: staffHeaders });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: string; badges?: string[] }[] }>().items.find((r) => r.id === orderId);
};

describe("an order's badges and requests", () => {
  it('shows a COD order returned and refunded by UPI as Refunded, with the payout under its return', async () => {
    const order = await deliveredOrder(t);
    const asked = await as(t, order.shopper.token).post(`/api/orders/${order.orderId}/returns`, {
      orderItemId: order.itemId,
      kind: 'return',
      quantity: 1,
      reason: 'not_as_pictured',
      payout: { kind: 'upi', upiId: 'priya.sharma@okaxis' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json<{ _id: string }>()._id;
    expect((await adminOrder(order.orderId)).badges).toEqual(['return_requested']);

    expect((await staffReturnAction(t, staffHeaders, id, 'approve')).statusCode).toBe(200);
    expect((await staffReturnAction(t, staffHeaders, id, 'receive', { qc: 'accept' })).statusCode).toBe(200);
    const paid = await staffReturnAction(t, staffHeaders, id, 'payout-paid', { reference: '412345678901' });
    expect(paid.statusCode, paid.body).toBe(200);

    const [request] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    const detail = await adminOrder(order.orderId);
    expect(detail.status).toBe('delivered');
    expect(detail.badges).toEqual(['refunded']);
    expect(detail.requests).toEqual([
      expect.objectContaining({
        id,
        kind: 'return',
        state: 'refunded',
        quantity: 1,
        refundPaise: detail.totalPaise,
        refundDestination: 'upi',
        pickupAwb: request?.pickupAwb,
        payouts: [
          expect.objectContaining({
            amountPaise: detail.totalPaise,
            status: 'processed',
            destinationMasked: 'pr**********@okaxis',
            reference: '412345678901',
          }),
        ],
      }),
    ]);
    expect(request?.pickupAwb).toMatch(/^RVP/);
    expect((await listRow(order.orderId))?.badges).toEqual(['refunded']);
    const mine = await as(t, order.shopper.token).get(`/api/orders/${order.orderId}`);
    expect(mine.json<{ badges?: string[] }>().badges).toEqual(['refunded']);
    const all = await as(t, order.shopper.token).get('/api/orders/my');
    expect(all.json<{ badges?: string[] }[]>()[0]?.badges).toEqual(['refunded']);
  });

  it('shows an RTO as in transit until it is received, then as returned to us', async () => {
    const order = await deliveredOrder(t);
    await t.database.db
      .update(orders)
      .set({ status: 'returned', returnedAt: clock.now(), deliveredAt: null })
      .where(eq(orders.id, order.orderId));
    expect((await adminOrder(order.orderId)).badges).toEqual(['rto_in_transit']);
    expect((await listRow(order.orderId))?.badges).toEqual(['rto_in_transit']);
    await t.database.db.update(orders).set({ receivedBackAt: clock.now() }).where(eq(orders.id, order.orderId));
    expect((await adminOrder(order.orderId)).badges).toEqual(['returned_to_us']);
  });

  it('shows a failed delivery waiting for the shop', async () => {
    const order = await deliveredOrder(t);
    await t.database.db
      .update(orders)
      .set({ status: 'shipped', deliveredAt: null, ndrState: 'open', ndrAt: clock.now(), ndrReason: 'other' })
      .where(eq(orders.id, order.orderId));
    expect((await listRow(order.orderId))?.badges).toEqual(['failed_delivery']);
  });
});
