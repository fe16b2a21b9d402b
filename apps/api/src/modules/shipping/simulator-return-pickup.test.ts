import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { simulate } from '../../testing/requests';
import { createPinDirectory } from './pin-directory.repository';
import { createSimulator } from './simulator.adapter';
import { createSimulatorRepository } from './simulator.repository';
import type { ReturnPickupOrder } from './shipping.port';

const clock = manualClock();
let t: TestApp;
let simulator: ReturnType<typeof createSimulator>;

beforeAll(async () => {
  t = await buildTestApp({ SHIPPING_SIM_MINUTES_PER_STEP: '0' }, { clock });
  const db = t.database.db;
  simulator = createSimulator({
    repository: createSimulatorRepository(db),
    clock,
    minutesPerStep: 0,
    pins: createPinDirectory(db),
    originPincode: '421302',
  });
});
afterAll(() => t.close());

const pickup = (reference: string): ReturnPickupOrder => ({
  reference,
  orderId: '7b0c7f0e-34a5-4a51-9b59-2f4f3c1d2e10',
  createdAt: clock.now(),
  customer: {
    name: 'Asha Kulkarni',
    email: 'asha@example.in',
    phone: '+919876543210',
    address: '14 MG Road, Koregaon Park',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  },
  items: [{ productId: 'p1', title: 'Cotton Anarkali Kurti', size: 'M', quantity: 1, unitPricePaise: 79_900 }],
  qualityCheck: true,
});

interface Tracked {
  tracking_data: { shipment_status: number; shipment_track: { current_status: string; destination: string }[] };
}

describe('the simulator books reverse pickups', () => {
  it('books an AWB to the warehouse, tracks it and advances it with the dev control; a retry is the same', async () => {
    const booking = await simulator.bookReturnPickup(pickup('R1A2B3C4D'));
    expect(booking).toMatchObject({ awb: expect.stringMatching(/^\d{11,15}$/), status: 'AWB Assigned' });
    expect((await simulator.bookReturnPickup(pickup('R1A2B3C4D'))).awb).toBe(booking.awb);
    const first = (await simulator.track(booking.awb)) as Tracked;
    expect(first.tracking_data.shipment_track[0]).toMatchObject({
      current_status: 'AWB Assigned',
      destination: 'Bhiwandi',
    });
    expect((await simulate(t, booking.awb, 'advance', '?to=delivered')).statusCode).toBe(200);
    const last = (await simulator.track(booking.awb)) as Tracked;
    expect(last.tracking_data.shipment_status).toBe(7);
    expect(last.tracking_data.shipment_track[0]?.current_status).toBe('DELIVERED');
  });

  it('gives another reference its own AWB', async () => {
    const a = await simulator.bookReturnPickup(pickup('R0000000A'));
    const b = await simulator.bookReturnPickup(pickup('R0000000B'));
    expect(a.awb).not.toBe(b.awb);
  });
});
