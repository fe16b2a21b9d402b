import { readTrackingSnapshot } from '@vastra/domain/tracking';
import { describe, expect, it } from 'vitest';
import { advance, branch, reachedAt, trackingData, type Progress, type SimulatedShipment } from './simulator-progress';
import { FORWARD_ROUTE, RTO_ROUTE } from './simulator-stages';

const MIN = 60_000;
const booked = new Date('2026-11-21T10:00:00Z');
const start: Progress = {
  route: [...FORWARD_ROUTE],
  stageTimes: [booked.toISOString()],
  anchorStage: 0,
  anchorAt: booked,
};
const at = (minutes: number) => new Date(booked.getTime() + minutes * MIN);
const shipment: SimulatedShipment = {
  awb: '19041234567890',
  shipperOrderId: '512345678',
  shipmentId: '498765432',
  orderRef: 'order-1',
  courier: 'Delhivery Surface',
  courierCompanyId: 43,
  destinationCity: 'Lucknow',
  destinationState: 'Uttar Pradesh',
  destinationPincode: '226001',
  bookedAt: booked,
};

describe('reachedAt', () => {
  it.each([
    [0, 'awb_assigned'],
    [29, 'awb_assigned'],
    [30, 'pickup_scheduled'],
    [90, 'in_transit_origin'],
    [210, 'delivered'],
    [10_000, 'delivered'],
  ])('moves one stage per 30 minutes lazily: after %i min → %s', (minutes, key) => {
    expect(reachedAt(start, at(minutes), 30 * MIN).key).toBe(key);
  });

  it('never moves by itself when the step is 0 ("only by the dev endpoints")', () => {
    expect(reachedAt(start, at(100_000), 0).key).toBe('awb_assigned');
  });

  it('dates each stage one step after the previous', () => {
    const { times } = reachedAt(start, at(65), 30 * MIN);
    expect(times.map((t) => t.toISOString())).toEqual([at(0), at(30), at(60)].map((d) => d.toISOString()));
  });
});

describe('advance and branch', () => {
  it('advances one stage now, then the clock runs on from there', () => {
    const moved = advance(start, at(10), 30 * MIN, false);
    expect(reachedAt(moved, at(10), 30 * MIN).key).toBe('pickup_scheduled');
    expect(reachedAt(moved, at(39), 30 * MIN).key).toBe('pickup_scheduled');
    expect(reachedAt(moved, at(40), 30 * MIN).key).toBe('picked_up');
  });

  it('goes to the end of the route with toEnd (?to=delivered)', () => {
    expect(reachedAt(advance(start, at(1), 0, true), at(1), 0).key).toBe('delivered');
  });

  it('leaves the forward route for the RTO route where the parcel is', () => {
    const pickedUp = advance(advance(start, at(1), 0, false), at(2), 0, false);
    const back = branch(pickedUp, at(4), 0, RTO_ROUTE);
    expect(back.route).toEqual(['awb_assigned', 'pickup_scheduled', 'picked_up', ...RTO_ROUTE]);
    expect(reachedAt(back, at(4), 0).key).toBe('rto_initiated');
    expect(reachedAt(advance(back, at(5), 0, true), at(5), 0).key).toBe('rto_delivered');
  });
});

describe('trackingData', () => {
  it("answers Shiprocket's tracking_data shape, activities newest first with IST dates", () => {
    const { tracking_data: data } = trackingData(shipment, start, at(95), 30 * MIN);
    expect(data.track_status).toBe(1);
    expect(data.shipment_status).toBe(18);
    expect(data.shipment_track[0]).toMatchObject({
      awb_code: shipment.awb,
      current_status: 'IN TRANSIT',
      courier_name: 'Delhivery Surface',
    });
    expect(data.shipment_track_activities.map((a) => a['sr-status-label'])).toEqual([
      'IN TRANSIT',
      'PICKED UP',
      'PICKUP SCHEDULED',
      'AWB Assigned',
    ]);
    expect(data.shipment_track_activities[0]).toMatchObject({
      date: '2026-11-21 17:00:00',
      location: 'Bhiwandi_Mankoli_HB (Maharashtra)',
      'sr-status': '18',
    });
  });

  it('routes a parcel for Uttar Pradesh through the Delhi gateway to the city DC', () => {
    const { tracking_data: data } = trackingData(shipment, start, at(180), 30 * MIN);
    expect(data.shipment_track_activities.map((a) => a.location).slice(0, 3)).toEqual([
      'Lucknow_DC (Uttar Pradesh)',
      'Lucknow_DC (Uttar Pradesh)',
      'Delhi_Gateway (Delhi)',
    ]);
  });

  it.each([
    [0, 'AWB assigned'],
    [30, 'Pickup scheduled'],
    [60, 'Shipped'],
    [120, 'Shipped'],
    [150, 'Shipment reached at destination hub'],
    [180, 'Out for delivery'],
    [210, 'Delivered'],
  ])('classifies with the domain rules after %i min → %j', (minutes, status) => {
    const snapshot = readTrackingSnapshot(trackingData(shipment, start, at(minutes), 30 * MIN));
    expect(snapshot.timeline[0]?.status).toBe(status);
  });
});
