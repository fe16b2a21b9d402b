import { TrackingResponse } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { isShippingJobs } from './index';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { orderRow, productWithStock, signedIn } from '../../testing/factories';
import { bookedOrder } from '../../testing/requests';

// SHIPPING_SIM_MINUTES_PER_STEP=10: the simulator moves by the injected clock alone.
const MIN = 60_000;
const clock = manualClock();
let t: TestApp;
let shopper: Awaited<ReturnType<typeof signedIn>>;
let productId: string;

beforeAll(async () => {
  t = await buildTestApp({ SHIPPING_SIM_MINUTES_PER_STEP: '10', SHIPPING_TRACKING_REFRESH_MINUTES: '30' }, { clock });
  shopper = await signedIn(t.database.db);
  productId = await productWithStock(t.database.db, { M: 10 });
});
afterAll(() => t.close());

async function currentStatus(orderId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders/track-shipping/${orderId}`,
    headers: shopper.headers,
  });
  return TrackingResponse.parse(res.json()).currentStatus;
}

describe('the simulator on its clock', () => {
  it('moves one stage every SHIPPING_SIM_MINUTES_PER_STEP minutes, with no timers', async () => {
    const { orderId } = await bookedOrder(t, shopper, productId);
    const statuses: (string | null)[] = [await currentStatus(orderId)];
    for (let i = 0; i < 8; i++) {
      clock.advance(10 * MIN);
      statuses.push(await currentStatus(orderId));
    }
    expect(statuses).toEqual([
      'AWB Assigned',
      'PICKUP SCHEDULED',
      'PICKED UP',
      'IN TRANSIT',
      'IN TRANSIT',
      'REACHED AT DESTINATION HUB',
      'OUT FOR DELIVERY',
      'DELIVERED',
      'DELIVERED',
    ]);
    expect((await orderRow(t.database.db, orderId)).status).toBe('delivered');
  });

  it('lets the job re-track open shipments nobody looked at, so orders follow their parcels', async () => {
    const job = t.app.jobs.find(isShippingJobs);
    const { orderId } = await bookedOrder(t, shopper, productId);
    clock.advance(2 * 60 * MIN);
    const run = await job?.runOnce();
    expect(run?.refreshed).toBeGreaterThanOrEqual(1);
    const order = await orderRow(t.database.db, orderId);
    expect(order).toMatchObject({ status: 'delivered', shipperStatus: 'DELIVERED' });
    expect(order.lastTrackingAt?.getTime()).toBe(clock.now().getTime());
    // Delivered orders are not re-tracked again.
    clock.advance(2 * 60 * MIN);
    expect((await job?.runOnce())?.refreshed).toBe(0);
  });
});
