// A booked order cancelled before pickup: the courier's booking is cancelled, and the order's courier status says so
// at once (it read 'AWB Assigned' until the next tracking poll).
import type { AdminOrderDetail } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { orderRow, productWithStock, signedIn, signedInStaff } from '../../testing/factories';
import { bookedOrder } from '../../testing/requests';

const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ SHIPPING_SIM_MINUTES_PER_STEP: '0' }, { clock });
});
afterAll(() => t.close());

describe('cancelling a booked order', () => {
  it("sets the courier status to 'Cancelled' in the same answer", async () => {
    const shopper = await signedIn(t);
    const staff = await signedInStaff(t, { role: 'owner' });
    const productId = await productWithStock(t, { M: 3 });
    const { orderId } = await bookedOrder(t, shopper, productId);
    expect((await orderRow(t, orderId)).shipperStatus).not.toBe('Cancelled');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: staff.headers,
      payload: { reason: 'Customer asked' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOrderDetail>()).toMatchObject({
      status: 'cancelled',
      shipment: { shipperStatus: 'Cancelled' },
    });
    expect((await orderRow(t, orderId)).shipperStatus).toBe('Cancelled');
  });
});
