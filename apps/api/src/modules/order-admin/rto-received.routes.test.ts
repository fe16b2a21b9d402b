// An RTO (a parcel that came back to origin) received at the shop with a condition check per line, like the return
// quality check: only the lines marked `restock` go back into stock, in one transaction, once. Runs on PGlite and,
// with scripts/test-pg.sh, on PostgreSQL.
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import type { AdminOrderDetail } from '@vastra/domain/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderItems, orders } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, productWithStock, signedIn, signedInStaff, stockOf } from '../../testing/factories';

const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  staff = await signedInStaff(t, { fullName: 'Ravi Menon' });
});
afterAll(() => t.close());

const receivedBack = (id: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/received-back`,
    headers: staff.headers,
    ...(payload ? { payload } : {}),
  });

/** A two-line order (kurti M × 2, dupatta Free × 1) that came back to origin, not yet received. */
async function rto() {
  const shopper = await signedIn(t);
  const kurti = await productWithStock(t, { M: 5 });
  const dupatta = await productWithStock(t, { Free: 4 });
  const orderId = await newOrder(t, shopper.userId, [
    { productId: kurti, size: 'M', quantity: 2 },
    { productId: dupatta, size: 'Free', quantity: 1 },
  ]);
  await t.database.db
    .update(orders)
    .set({ status: 'returned', returnedAt: clock.now(), shipperStatus: 'RTO DELIVERED' })
    .where(eq(orders.id, orderId));
  const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const idOf = (productId: string) => items.find((i) => i.productId === productId)?.id ?? '';
  return { orderId, kurti, dupatta, kurtiLine: idOf(kurti), dupattaLine: idOf(dupatta) };
}

describe('POST /api/admin/orders/{id}/received-back with a condition check', () => {
  it('puts back only the lines marked restock, once; the damaged line stays out of stock', async () => {
    const o = await rto();
    expect([await stockOf(t, o.kurti, 'M'), await stockOf(t, o.dupatta, 'Free')]).toEqual([3, 3]);

    const res = await receivedBack(o.orderId, {
      lines: [
        { itemId: o.kurtiLine, condition: 'restock' },
        { itemId: o.dupattaLine, condition: 'damaged' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<AdminOrderDetail>();
    expect(detail.shipment.receivedBackAt).toBe(clock.now().toISOString());
    expect(detail.badges).toEqual(['returned_to_us']);
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'received_back',
      staffName: 'Ravi Menon',
      summary: 'Parcel received back: 2 restocked, 1 damaged (not restocked)',
    });
    expect([await stockOf(t, o.kurti, 'M'), await stockOf(t, o.dupatta, 'Free')]).toEqual([5, 3]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, o.orderId), eq(auditLog.action, 'order.received_back')));
    expect(audits.map((a) => a.after)).toEqual([
      expect.objectContaining({
        lines: [
          { itemId: o.kurtiLine, condition: 'restock', quantity: 2 },
          { itemId: o.dupattaLine, condition: 'damaged', quantity: 1 },
        ],
      }),
    ]);

    // A repeat (a double click, a retry) changes nothing.
    const again = await receivedBack(o.orderId, {
      lines: [
        { itemId: o.kurtiLine, condition: 'restock' },
        { itemId: o.dupattaLine, condition: 'restock' },
      ],
    });
    expect(again.statusCode).toBe(200);
    expect([await stockOf(t, o.kurti, 'M'), await stockOf(t, o.dupatta, 'Free')]).toEqual([5, 3]);
  });

  it('refuses a check that leaves a line out, names a line twice or one of another order; nothing moves', async () => {
    const o = await rto();
    const other = await rto();
    const cases: [object | undefined, string][] = [
      [undefined, M.receivedBackLinesRequired],
      [{ lines: [{ itemId: o.kurtiLine, condition: 'restock' }] }, M.receivedBackLinesRequired],
      [
        {
          lines: [
            { itemId: o.kurtiLine, condition: 'restock' },
            { itemId: o.kurtiLine, condition: 'damaged' },
            { itemId: o.dupattaLine, condition: 'damaged' },
          ],
        },
        M.receivedBackLinesRequired,
      ],
      [
        {
          lines: [
            { itemId: o.kurtiLine, condition: 'restock' },
            { itemId: other.dupattaLine, condition: 'restock' },
          ],
        },
        M.receivedBackLinesRequired,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await receivedBack(o.orderId, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.stringContaining(message) });
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(row).toMatchObject({ receivedBackAt: null, stockRestoredAt: null });
    expect([await stockOf(t, o.kurti, 'M'), await stockOf(t, o.dupatta, 'Free')]).toEqual([3, 3]);
  });
});
