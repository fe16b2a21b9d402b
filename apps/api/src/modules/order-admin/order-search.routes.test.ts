// The back office's order search finds an order by its return pickup's and its exchange's AWB, by a product title
// of its lines and by a line's SKU (productId-size, as the courier gets it); the list filters failed deliveries.
// Runs on PGlite and, with scripts/test-pg.sh, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, returnRequests } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { deliveredOrder } from '../../testing/returns-testing';

let t: TestApp;
let staffHeaders: Record<string, string>;
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  staffHeaders = (await signedInStaff(t, { role: 'owner' })).headers;
});
afterAll(() => t.close());

const idsOf = async (query: string) => {
  const res = await t.app.inject({ url: `/api/admin/orders?${query}`, headers: staffHeaders });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: string; badges?: string[] }[] }>().items.map((r) => r.id);
};

describe('order search and the failed-delivery filter', () => {
  it('finds an order by its return pickup AWB, its exchange AWB, a product title and a SKU', async () => {
    const returned = await deliveredOrder(t);
    const exchanged = await deliveredOrder(t);
    const other = await deliveredOrder(t);
    await t.database.db.update(products).set({ title: 'Bandhani Silk Saree' }).where(eq(products.id, other.productId));
    await t.database.db.update(orderItems).set({ title: 'Bandhani Silk Saree' }).where(eq(orderItems.id, other.itemId));
    await t.database.db.insert(returnRequests).values([
      {
        orderId: returned.orderId,
        orderItemId: returned.itemId,
        userId: returned.shopper.userId,
        kind: 'return',
        quantity: 1,
        reason: 'not_as_pictured',
        refundPaise: 79_900,
        pickupAwb: 'RVP77001122',
      },
      {
        orderId: exchanged.orderId,
        orderItemId: exchanged.itemId,
        userId: exchanged.shopper.userId,
        kind: 'exchange',
        state: 'exchange_shipped',
        quantity: 1,
        exchangeSize: 'L',
        reason: 'too_small',
        pickupAwb: 'RVP77003344',
        exchangeAwb: 'EXC99005566',
      },
    ]);

    expect(await idsOf('q=RVP77001122')).toEqual([returned.orderId]);
    expect(await idsOf('q=rvp77003344')).toEqual([exchanged.orderId]);
    expect(await idsOf('q=EXC99005566')).toEqual([exchanged.orderId]);
    expect(await idsOf('q=bandhani silk')).toEqual([other.orderId]);
    expect(await idsOf(`q=${other.productId}-M`)).toEqual([other.orderId]);
  });

  it('lists only the orders with a failed delivery waiting for the shop, with the badge', async () => {
    const failed = await deliveredOrder(t);
    const answered = await deliveredOrder(t);
    await t.database.db
      .update(orders)
      .set({ status: 'shipped', deliveredAt: null, ndrState: 'open', ndrAt: clock.now(), ndrReason: 'other' })
      .where(eq(orders.id, failed.orderId));
    await t.database.db
      .update(orders)
      .set({ status: 'shipped', deliveredAt: null, ndrState: 'reattempt_requested', ndrAt: clock.now() })
      .where(eq(orders.id, answered.orderId));
    expect(await idsOf('delivery=failed')).toEqual([failed.orderId]);
    const res = await t.app.inject({ url: '/api/admin/orders?delivery=failed', headers: staffHeaders });
    expect(res.json().items[0].badges).toEqual(['failed_delivery']);
  });
});
