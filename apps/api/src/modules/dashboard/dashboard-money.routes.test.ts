// GET /api/admin/summary: gross sales, refunds and net sales of a period, to the paisa
// (docs/decisions/076-invoice-at-dispatch-and-net-sales.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds, returnPayouts, returnRequests } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { deliveredOrder } from '../../testing/returns-testing';

const ist = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}+05:30`);
// Saturday 21 November 2026, 15:30 in India.
const NOW = ist('2026-11-21 15:30:00.000');

let t: TestApp;
let staffHeaders: Record<string, string>;

/** A delivered order placed at `at` for `totalPaise`, and its one line. */
async function sold(at: Date, totalPaise: number, prepaid = false) {
  const order = await deliveredOrder(t, { prepaid });
  await t.database.db.update(orders).set({ createdAt: at, totalPaise }).where(eq(orders.id, order.orderId));
  return order;
}

/** A return of the order's line, settled by a payout (COD) of `amountPaise` asked for at `at`. */
async function paidOut(order: Awaited<ReturnType<typeof sold>>, amountPaise: number, at: Date, status = 'processed') {
  const [request] = await t.database.db
    .insert(returnRequests)
    .values({
      orderId: order.orderId,
      orderItemId: order.itemId,
      userId: order.shopper.userId,
      kind: 'return',
      state: 'refunded',
      quantity: 1,
      reason: 'size_too_small',
      refundPaise: amountPaise,
      refundDestination: 'upi',
    })
    .returning({ id: returnRequests.id });
  if (!request) throw new Error('return request not written');
  await t.database.db.insert(returnPayouts).values({
    returnRequestId: request.id,
    orderId: order.orderId,
    amountPaise,
    destinationKind: 'upi',
    destinationMasked: 'ra****@okaxis',
    status,
    idempotencyKey: `payout-${request.id}`,
    createdAt: at,
  });
}

/** A refund to the original payment of `amountPaise` asked for at `at`. */
async function refunded(order: Awaited<ReturnType<typeof sold>>, amountPaise: number, at: Date, status = 'processed') {
  await t.database.db.insert(refunds).values({
    orderId: order.orderId,
    gatewayPaymentId: `pay_${order.orderId.slice(0, 8)}`,
    amountPaise,
    status,
    reason: 'line refund',
    idempotencyKey: `refund-${order.orderId}-${amountPaise}-${status}`,
    createdAt: at,
  });
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock: manualClock(NOW) });
  staffHeaders = (await signedInStaff(t)).headers;
  // Today: a COD order returned and paid back in full, a prepaid one refunded in part, one kept whole.
  const cod = await sold(ist('2026-11-21 09:00:00.000'), 79_900);
  await paidOut(cod, 79_900, ist('2026-11-21 12:00:00.000'));
  const prepaid = await sold(ist('2026-11-21 10:00:00.000'), 159_800, true);
  await refunded(prepaid, 79_900, ist('2026-11-21 13:00:00.000'));
  // A failed refund sends nothing back.
  await refunded(prepaid, 10_000, ist('2026-11-21 13:30:00.000'), 'failed');
  await sold(ist('2026-11-21 11:00:00.000'), 50_001);
  // Yesterday (before 15:30): sold, and refunded today (the refund counts in today's period, when it was asked).
  const older = await sold(ist('2026-11-20 10:00:00.000'), 40_000, true);
  await refunded(older, 15_000, ist('2026-11-21 14:00:00.000'));
  // Cancelled today and refunded: never in gross, so its refund is not taken off net either.
  const cancelled = await sold(ist('2026-11-21 08:00:00.000'), 30_000, true);
  await t.database.db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: ist('2026-11-21 08:30:00.000') })
    .where(eq(orders.id, cancelled.orderId));
  await refunded(cancelled, 30_000, ist('2026-11-21 08:31:00.000'));
});
afterAll(() => t.close());

describe('money of a period on the dashboard', () => {
  it('today: gross counts orders placed and kept, refunds what went back in the period, net the rest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/summary?range=today', headers: staffHeaders });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 79_900 + 159_800 + 50_001; refunds 79_900 (payout) + 79_900 + 15_000 (card refunds).
    expect(body.current).toMatchObject({
      revenuePaise: 289_701,
      grossSalesPaise: 289_701,
      refundsPaise: 174_800,
      netSalesPaise: 114_901,
    });
    expect(body.previous).toMatchObject({
      grossSalesPaise: 40_000,
      refundsPaise: 0,
      netSalesPaise: 40_000,
    });
  });
});
