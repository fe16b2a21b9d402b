// Races of returns. PGlite runs one transaction at a time, so these prove the rules only on real PostgreSQL
// (`bash scripts/test-pg.sh`); on PGlite they must hold too.
import { RETURNS_MESSAGES as M } from '@vastra/domain/returns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders as ordersTable, returnRequests, stockMovements } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, productWithStock, signedIn, signedInStaff, stockOf } from '../../testing/factories';
import { fakeReturnShipping } from '../../testing/fake-return-shipping';
import { as } from '../../testing/requests';
import { deliveredOrder, staffReturnAction } from '../../testing/returns-testing';

let t: TestApp;
let staffHeaders: Record<string, string>;
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
const shipping = fakeReturnShipping();

beforeAll(async () => {
  t = await buildTestApp({}, { clock, providers: { shipping: { provider: shipping.provider } } });
  staffHeaders = (await signedInStaff(t)).headers;
});
afterAll(() => t.close());

const staffPost = (id: string, action: string, payload?: object) =>
  staffReturnAction(t, staffHeaders, id, action, payload);
const exchangeFor = (itemId: string) => ({
  orderItemId: itemId,
  kind: 'exchange',
  quantity: 1,
  exchangeSize: 'L',
  reason: 'too_small',
});

describe('returns races', () => {
  it('two receipts of one request at once: one 200, one 409, the unit back into stock exactly once', async () => {
    const { orderId, itemId, productId, shopper } = await deliveredOrder(t, { prepaid: true });
    const made = await as(t, shopper.token).post(`/api/orders/${orderId}/returns`, {
      orderItemId: itemId,
      kind: 'return',
      quantity: 1,
      reason: 'too_large',
    });
    const id = made.json<{ _id: string }>()._id;
    expect((await staffPost(id, 'approve')).statusCode).toBe(200);
    const before = await stockOf(t, productId, 'M');
    const answers = await Promise.all([
      staffPost(id, 'receive', { qc: 'accept' }),
      staffPost(id, 'receive', { qc: 'accept' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t, productId, 'M')).toBe(before + 1);
    const moves = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, productId), eq(stockMovements.reason, 'received')));
    expect(moves).toHaveLength(1);
  });

  it('two approvals of one request at once: both 200, the courier called once, one AWB', async () => {
    for (let round = 0; round < 4; round++) {
      const { orderId, itemId, shopper } = await deliveredOrder(t);
      const made = await as(t, shopper.token).post(`/api/orders/${orderId}/returns`, exchangeFor(itemId));
      const id = made.json<{ _id: string }>()._id;
      const answers = await Promise.all([staffPost(id, 'approve'), staffPost(id, 'approve')]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const calls = shipping.pickups.filter((p) => p.reference.startsWith(`R${id.slice(0, 8).toUpperCase()}`));
      expect(calls).toHaveLength(1);
      const [row] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
      expect(row).toMatchObject({ state: 'pickup_scheduled', pickupBookingStartedAt: null, lastPickupError: null });
      expect(answers.map((a) => a.json<{ pickup: { awb: string | null } }>().pickup.awb)).toContain(row?.pickupAwb);
    }
  });

  it('two requests for the last unit of a line at once: one 201, one refused', async () => {
    const { orderId, itemId, shopper } = await deliveredOrder(t, { prepaid: true });
    const body = { orderItemId: itemId, kind: 'return', quantity: 1, reason: 'other' };
    const answers = await Promise.all([
      as(t, shopper.token).post(`/api/orders/${orderId}/returns`, body),
      as(t, shopper.token).post(`/api/orders/${orderId}/returns`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const rows = await t.database.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
    expect(rows).toHaveLength(1);
  });

  it('two exchanges holding the last unit of a size at once: one 201, one 409 out_of_stock, stock 0', async () => {
    const productId = await productWithStock(t, { M: 2, L: 1 });
    const shoppers = [await signedIn(t), await signedIn(t)];
    const orders = [];
    for (const shopper of shoppers) {
      const orderId = await newOrder(t, shopper.userId, [{ productId, size: 'M', quantity: 1 }]);
      await t.database.db
        .update(ordersTable)
        .set({ status: 'delivered', deliveredAt: new Date('2026-11-20T06:00:00Z') })
        .where(eq(ordersTable.id, orderId));
      const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      orders.push({ orderId, itemId: item?.id ?? '', token: shopper.token });
    }
    const answers = await Promise.all(
      orders.map((o) => as(t, o.token).post(`/api/orders/${o.orderId}/returns`, exchangeFor(o.itemId))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'out_of_stock', message: M.sizeUnavailable('L') });
    expect(await stockOf(t, productId, 'L')).toBe(0);
  });
});
