import { TrackingResponse } from '@vastra/domain/api';
import { orderDetailsLabel } from '@vastra/domain/tracking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedShipments } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newOrder, orderRow, productWithStock, signedIn } from '../../testing/factories';
import { bookedOrder, simulate } from '../../testing/requests';

const clock = manualClock();
let t: TestApp;
let shopper: Awaited<ReturnType<typeof signedIn>>;
let stranger: Awaited<ReturnType<typeof signedIn>>;
let productId: string;

beforeAll(async () => {
  t = await buildTestApp({ SHIPPING_SIM_MINUTES_PER_STEP: '0' }, { clock });
  shopper = await signedIn(t.database.db);
  stranger = await signedIn(t.database.db, { fullName: 'Ravi Kumar' });
  productId = await productWithStock(t.database.db, { M: 50 });
});
afterAll(() => t.close());

async function track(orderId: string, headers = shopper.headers): Promise<TrackingResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/track-shipping/${orderId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return TrackingResponse.parse(res.json());
}

describe('GET /api/orders/track-shipping/{orderId}', () => {
  it('follows a simulated shipment through its whole life to DELIVERED, the order status following', async () => {
    const { orderId, awb } = await bookedOrder(t, shopper, productId);
    const seen: [string | null, string | undefined, string, string][] = [];
    const look = async () => {
      const answer = await track(orderId);
      const order = await orderRow(t.database.db, orderId);
      expect(answer.awb).toBe(awb);
      expect(order.lastTracking).toEqual(answer.tracking);
      expect(answer.tracking?.timeline.at(-1)).toMatchObject({ statusText: 'Ordered', status: 'Ordered' });
      const label = orderDetailsLabel({ orderStatus: order.status, courierStatus: answer.currentStatus });
      seen.push([answer.currentStatus, answer.tracking?.timeline[0]?.status, order.status, label]);
    };
    await look();
    for (let step = 1; step <= 7; step++) {
      expect((await simulate(t, awb, 'advance')).statusCode).toBe(200);
      await look();
    }
    expect(seen).toEqual([
      ['AWB Assigned', 'AWB assigned', 'placed', 'Processing'],
      ['PICKUP SCHEDULED', 'Pickup scheduled', 'placed', 'Processing'],
      ['PICKED UP', 'Shipped', 'shipped', 'In Transit'],
      ['IN TRANSIT', 'Shipped', 'shipped', 'In Transit'],
      ['IN TRANSIT', 'Shipped', 'shipped', 'In Transit'],
      ['REACHED AT DESTINATION HUB', 'Shipment reached at destination hub', 'shipped', 'In Transit'],
      ['OUT FOR DELIVERY', 'Out for delivery', 'out_for_delivery', 'Out for delivery'],
      ['DELIVERED', 'Delivered', 'delivered', 'Delivered'],
    ]);
    const order = await orderRow(t.database.db, orderId);
    expect(order.shippedAt && order.outForDeliveryAt && order.deliveredAt).toBeTruthy();
    expect(order.stockRestoredAt).toBeNull();

    const last = await track(orderId);
    expect(last.tracking?.timeline.map((e) => e.location).slice(0, 3)).toEqual([
      'Pune (Maharashtra)',
      'Pune_DC (Maharashtra)',
      'Pune_DC (Maharashtra)',
    ]);
    expect(last.tracking?.timeline).toHaveLength(9);
    // Advancing a delivered parcel changes nothing.
    expect((await simulate(t, awb, 'advance')).json()).toMatchObject({ stage: 'delivered', orderStatus: 'delivered' });
  });

  it("answers an order not booked yet with the synthetic 'Ordered' entry", async () => {
    const orderId = await newOrder(t.database.db, shopper.id, [{ productId, size: 'M', quantity: 1 }]);
    const answer = await track(orderId);
    expect(answer).toMatchObject({
      awb: null,
      currentStatus: null,
      removedFromShiprocket: false,
      cancellationReason: null,
    });
    expect(answer.tracking?.timeline).toEqual([expect.objectContaining({ statusText: 'Ordered', status: 'Ordered' })]);
    expect(answer.tracking?.courierStatus).toBeNull();
  });

  it("reuses a shipment's tracking for 30 s, so polling browsers do not multiply provider calls", async () => {
    const { orderId, awb } = await bookedOrder(t, shopper, productId);
    expect((await track(orderId)).currentStatus).toBe('AWB Assigned');
    // The parcel moves without the dev endpoint (which would drop the cached answer).
    const [row] = await t.database.db.select().from(simulatedShipments).where(eq(simulatedShipments.awb, awb));
    await t.database.db
      .update(simulatedShipments)
      .set({
        anchorStage: 2,
        stageTimes: [...(row?.stageTimes ?? []), clock.now().toISOString(), clock.now().toISOString()],
      })
      .where(eq(simulatedShipments.awb, awb));
    clock.advance(29_000);
    expect((await track(orderId)).currentStatus).toBe('AWB Assigned');
    clock.advance(1_000);
    expect((await track(orderId)).currentStatus).toBe('PICKED UP');
    expect((await orderRow(t.database.db, orderId)).status).toBe('shipped');
  });

  it("answers 404 for someone else's order and 401 without a session", async () => {
    const { orderId } = await bookedOrder(t, shopper, productId);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track-shipping/${orderId}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Order not found.', code: 'not_found' });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/track-shipping/${orderId}` })).statusCode).toBe(401);
  });
});

describe('GET /api/orders/track-shipping/awb/{awb}', () => {
  it("answers {tracking} for the shopper's own AWB only", async () => {
    const { awb } = await bookedOrder(t, shopper, productId);
    const get = (who: Record<string, string>, value = awb) =>
      t.app.inject({ method: 'GET', url: `/api/orders/track-shipping/awb/${value}`, headers: who });
    const mine = await get(shopper.headers);
    expect(mine.statusCode).toBe(200);
    expect(Object.keys(mine.json())).toEqual(['tracking']);
    expect(mine.json<{ tracking: { courierStatus: string } }>().tracking.courierStatus).toBe('AWB Assigned');
    expect((await get(stranger.headers)).statusCode).toBe(404);
    expect((await get(stranger.headers)).json()).toEqual({ message: 'Shipment not found.', code: 'not_found' });
    expect((await get(shopper.headers, '99999999999')).statusCode).toBe(404);
    expect((await get(shopper.headers, 'A%20B')).statusCode).toBe(400);
    expect((await get({})).statusCode).toBe(401);
  });
});

describe('POST /api/orders/track-shipping/my', () => {
  it("answers {byOrderId, byAwb} for the shopper's own orders and AWBs, leaving out others'", async () => {
    const mine = await bookedOrder(t, shopper, productId);
    const unbooked = await newOrder(t.database.db, shopper.id, [{ productId, size: 'M', quantity: 1 }]);
    const theirs = await bookedOrder(t, stranger, productId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track-shipping/my',
      headers: shopper.headers,
      payload: { awbs: [mine.awb, theirs.awb], orderIds: [mine.orderId, unbooked, theirs.orderId, 'no-such-order'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ byOrderId: Record<string, TrackingResponse>; byAwb: Record<string, TrackingResponse> }>();
    expect(Object.keys(body.byOrderId).sort()).toEqual([mine.orderId, unbooked].sort());
    expect(Object.keys(body.byAwb)).toEqual([mine.awb]);
    expect(body.byAwb[mine.awb]).toEqual(body.byOrderId[mine.orderId]);
    expect(body.byOrderId[unbooked]?.awb).toBeNull();
  });

  it('answers 401 without a session and 400 for a bad body', async () => {
    const post = (payload: unknown, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/orders/track-shipping/my', headers, payload: payload as object });
    expect((await post({ awbs: [] }, {})).statusCode).toBe(401);
    const bad = await post({ awbs: Array(51).fill('123') }, shopper.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('At most 50 AWBs per request.');
  });
});
