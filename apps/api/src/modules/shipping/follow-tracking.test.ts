import type { TrackingResponse } from '@vastra/domain/api';
import { orderDetailsLabel } from '@vastra/domain/tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { orderEvents } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { orderRow, productWithStock, signedIn, stockOf } from '../../testing/factories';
import { bookedOrder, simulate } from '../../testing/requests';

const clock = manualClock();
let t: TestApp;
let shopper: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await buildTestApp({ SHIPPING_SIM_MINUTES_PER_STEP: '0' }, { clock });
  shopper = await signedIn(t.database.db);
});
afterAll(() => t.close());

/** The catalogue version the app advances after a stock change (decision 012). */
async function catalogVersion(): Promise<number> {
  const [row] = await t.database.db
    .select({
      version: sql<string>`(select case when is_called then last_value else 0 end from catalog_version)`.mapWith(
        Number,
      ),
    })
    .from(sql`(values (1)) as one (x)`);
  return row?.version ?? 0;
}

interface DevAnswer {
  stage: string;
  orderStatus: string;
  tracking: TrackingResponse;
}

describe('a shipment cancelled before pickup', () => {
  it(
    "cancels the order ('CANCELED') and puts the stock back exactly once, " + 'however often and concurrently',
    async () => {
      const productId = await productWithStock(t.database.db, { M: 10 });
      const { orderId, awb } = await bookedOrder(t, shopper, productId, 'M', 2);
      expect(await stockOf(t.database.db, productId, 'M')).toBe(8);
      const version = await catalogVersion();

      const first = await simulate(t, awb, 'cancel');
      expect(first.statusCode, first.body).toBe(200);
      const answer = first.json<DevAnswer>();
      expect(answer).toMatchObject({ stage: 'canceled', orderStatus: 'cancelled' });
      expect(answer.tracking).toMatchObject({
        currentStatus: 'CANCELED',
        cancellationReason: 'Shipment cancelled before pickup',
      });
      expect(answer.tracking.tracking?.timeline[0]?.status).toBe('Cancelled');
      expect(orderDetailsLabel({ orderStatus: answer.orderStatus, courierStatus: answer.tracking.currentStatus })).toBe(
        'Cancelled',
      );

      const again = await Promise.all([
        ...Array.from({ length: 5 }, () => simulate(t, awb, 'cancel')),
        t.app.inject({ method: 'GET', url: `/api/orders/track-shipping/${orderId}`, headers: shopper.headers }),
      ]);
      expect(again.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      await simulate(t, awb, 'cancel');

      expect(await stockOf(t.database.db, productId, 'M')).toBe(10);
      expect(await catalogVersion()).toBe(version + 1);
      const order = await orderRow(t.database.db, orderId);
      expect(order).toMatchObject({ status: 'cancelled', shipperStatus: 'CANCELED' });
      expect(order.cancelledAt && order.stockRestoredAt).toBeTruthy();
    },
  );

  it('cannot be cancelled once picked up (409): it returns to origin instead', async () => {
    const productId = await productWithStock(t.database.db, { L: 3 });
    const { awb } = await bookedOrder(t, shopper, productId, 'L');
    await simulate(t, awb, 'advance');
    await simulate(t, awb, 'advance');
    const res = await simulate(t, awb, 'cancel');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Shipment already picked up: it can only return to origin (rto).',
      code: 'conflict',
    });
  });
});

describe('a shipment returned to origin (RTO)', () => {
  it(
    'marks the shipped order returned through RTO INITIATED → RTO IN TRANSIT → RTO DELIVERED, stock still out ' +
      '(it comes back when the shop receives the parcel: decision 024)',
    async () => {
      const productId = await productWithStock(t.database.db, { S: 4 });
      const { orderId, awb } = await bookedOrder(t, shopper, productId, 'S', 3);
      for (let i = 0; i < 3; i++) await simulate(t, awb, 'advance');
      expect((await orderRow(t.database.db, orderId)).status).toBe('shipped');
      expect(await stockOf(t.database.db, productId, 'S')).toBe(1);

      const answers = await Promise.all(Array.from({ length: 6 }, () => simulate(t, awb, 'rto')));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      const rto = answers[0]?.json<DevAnswer>();
      expect(rto).toMatchObject({ stage: 'rto_initiated', orderStatus: 'returned' });
      expect(rto?.tracking.tracking?.timeline[0]).toMatchObject({
        statusText: 'RTO initiated: returning to seller',
        status: 'Cancelled',
      });
      expect(orderDetailsLabel({ orderStatus: 'returned', courierStatus: rto?.tracking.currentStatus })).toBe(
        'Returned',
      );
      expect(await stockOf(t.database.db, productId, 'S')).toBe(1);

      const labels: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await simulate(t, awb, 'advance');
        labels.push(res.json<DevAnswer>().tracking.currentStatus ?? '');
        await simulate(t, awb, 'rto');
      }
      expect(labels).toEqual(['RTO IN TRANSIT', 'RTO DELIVERED', 'RTO DELIVERED']);
      expect(await stockOf(t.database.db, productId, 'S')).toBe(1);
      const order = await orderRow(t.database.db, orderId);
      expect(order).toMatchObject({ status: 'returned', cancellationReason: null, stockRestoredAt: null });
      expect(order.returnedAt).toBeTruthy();
      const history = await t.database.db
        .select({ kind: orderEvents.kind, actor: orderEvents.actor, summary: orderEvents.summary })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.seq));
      expect(history).toEqual([
        { kind: 'booked', actor: 'system', summary: expect.stringMatching(/^Booked with .+, AWB \d+$/) },
        { kind: 'status', actor: 'courier', summary: 'Status: placed → shipped' },
        { kind: 'status', actor: 'courier', summary: 'Status: shipped → returned' },
      ]);
    },
  );

  it('is refused before pickup and after delivery (409), and for an unknown AWB (404)', async () => {
    const productId = await productWithStock(t.database.db, { XL: 3 });
    const { awb } = await bookedOrder(t, shopper, productId, 'XL');
    expect((await simulate(t, awb, 'rto')).json()).toEqual({
      message: 'Shipment not picked up yet: cancel it instead.',
      code: 'conflict',
    });
    await simulate(t, awb, 'advance', '?to=delivered');
    const late = await simulate(t, awb, 'rto');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'Shipment already delivered.', code: 'conflict' });
    expect((await simulate(t, '12345678901', 'rto')).statusCode).toBe(404);
    expect(await stockOf(t.database.db, productId, 'XL')).toBe(2);
  });
});
