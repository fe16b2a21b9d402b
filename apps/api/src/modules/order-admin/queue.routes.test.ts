import type { QueueResponse } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttention, paymentOrders, refunds } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, productWithStock, signedIn, signedInStaff } from '../../testing/factories';

// GET /api/admin/queue on a fixed clock, each section's rows written straight to the tables.
const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
const minutesAgo = (m: number) => new Date(clock.now().getTime() - m * 60_000);
let t: TestApp;
let staffHeaders: Record<string, string>;
let shopperId: string;
let productId: string;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  staffHeaders = (await signedInStaff(t)).headers;
  shopperId = (await signedIn(t)).id;
  productId = await productWithStock(t, { M: 100 });
});
afterAll(() => t.close());

async function order(set: Partial<typeof orders.$inferInsert>): Promise<string> {
  const id = await newOrder(t, shopperId, [{ productId, size: 'M', quantity: 1 }]);
  await t.database.db.update(orders).set(set).where(eq(orders.id, id));
  return id;
}

const queue = () => t.app.inject({ method: 'GET', url: '/api/admin/queue', headers: staffHeaders });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('GET /api/admin/queue', () => {
  it('lists each section oldest first with why and since when, and counts it', async () => {
    // Unbooked: past the grace, or a booking failed (even a fresh one); not a fresh untried one, not a booked one.
    const old = await order({ createdAt: minutesAgo(60 * 24) });
    const failed = await order({ createdAt: minutesAgo(3), bookingAttempts: 2, lastBookingError: 'Courier down' });
    const stale = await order({ createdAt: minutesAgo(11) });
    await order({ createdAt: minutesAgo(5) });
    await order({ createdAt: minutesAgo(90), awb: '19041234567890' });
    // Failed deliveries: open only, by when the NDR was raised.
    const ndrLate = await order({
      status: 'out_for_delivery',
      awb: '19041234567891',
      ndrState: 'open',
      ndrReason: 'refused',
      ndrReasonText: 'Undelivered: Consignee Refused To Accept',
      ndrAt: minutesAgo(30),
    });
    const ndrEarly = await order({
      status: 'shipped',
      awb: '19041234567892',
      ndrState: 'open',
      ndrReason: 'customer_unavailable',
      ndrReasonText: 'Undelivered: Customer Not Available',
      ndrAt: minutesAgo(120),
      customerPhone: '9876500042',
    });
    await order({ status: 'shipped', awb: '19041234567893', ndrState: 'reattempt_requested', ndrAt: minutesAgo(9) });
    // Returns not yet received back.
    const returned = await order({
      status: 'returned',
      awb: '19041234567894',
      shipperStatus: 'RTO IN TRANSIT',
      returnedAt: minutesAgo(45),
    });
    await order({
      status: 'returned',
      awb: '19041234567895',
      returnedAt: minutesAgo(50),
      receivedBackAt: minutesAgo(1),
    });
    // Payments without an order: one whose basket is known (an order can be made), one without, one settled.
    await t.database.db.insert(paymentOrders).values([
      { id: 'order_Q1', amountPaise: 79_900, basketHash: 'h'.repeat(64), orderData: { items: [] } },
      { id: 'order_Q2', amountPaise: 50_000 },
    ]);
    const [p1, p2] = await t.database.db
      .insert(paymentAttention)
      .values([
        {
          gatewayOrderId: 'order_Q1',
          gatewayPaymentId: 'pay_Q1',
          amountPaise: 79_900,
          reason: 'Out of stock',
          source: 'verify',
          createdAt: minutesAgo(20),
        },
        {
          gatewayOrderId: 'order_Q2',
          gatewayPaymentId: 'pay_Q2',
          amountPaise: 50_000,
          reason: 'No basket',
          createdAt: minutesAgo(40),
        },
        {
          gatewayOrderId: 'order_Q3',
          gatewayPaymentId: 'pay_Q3',
          amountPaise: 10_000,
          reason: 'Amount differs',
          resolvedAt: minutesAgo(1),
          resolution: 'refunded',
        },
      ])
      .returning({ id: paymentAttention.id });
    await t.database.db.insert(refunds).values({
      paymentAttentionId: p2?.id,
      gatewayPaymentId: 'pay_Q2',
      amountPaise: 20_000,
      status: 'failed',
      reason: 'Customer asked',
      idempotencyKey: 'refund-q2-1',
      failureReason: 'Gateway refused',
    });

    const res = await queue();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QueueResponse>();
    expect(body.counts).toEqual({ unbooked: 3, ndr: 2, returns: 1, payments: 2 });
    expect(ids(body.unbooked)).toEqual([old, stale, failed]);
    expect(body.unbooked[2]).toMatchObject({
      status: 'placed',
      paymentMode: 'cod',
      totalPaise: 79_900,
      awb: null,
      detail: 'Courier down',
      since: minutesAgo(3).toISOString(),
    });
    expect(body.unbooked[0]).toMatchObject({ detail: null, since: minutesAgo(60 * 24).toISOString() });
    expect(ids(body.ndr)).toEqual([ndrEarly, ndrLate]);
    expect(body.ndr[0]).toMatchObject({
      detail: 'Undelivered: Customer Not Available',
      since: minutesAgo(120).toISOString(),
      awb: '19041234567892',
      // The card's tap-to-call link, in one form whatever the order stored.
      customerPhone: '+919876500042',
    });
    expect(body.returns).toEqual([
      expect.objectContaining({ id: returned, detail: 'RTO IN TRANSIT', since: minutesAgo(45).toISOString() }),
    ]);
    expect(body.payments).toEqual([
      expect.objectContaining({
        id: p2?.id,
        gatewayOrderId: 'order_Q2',
        source: 'webhook',
        canCreateOrder: false,
        resolution: null,
        refunds: [expect.objectContaining({ amountPaise: 20_000, status: 'failed', failureReason: 'Gateway refused' })],
      }),
      expect.objectContaining({ id: p1?.id, source: 'verify', canCreateOrder: true, refunds: [] }),
    ]);
  });

  it('answers only staff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/queue' });
    expect(res.statusCode).toBe(401);
  });
});
