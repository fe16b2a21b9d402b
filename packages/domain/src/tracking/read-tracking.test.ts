import { describe, it, expect } from 'vitest';
import { readTrackingEvent } from './read-tracking-event';
import { readTrackingSnapshot } from './read-tracking-snapshot';
import { TrackingSnapshot } from './tracking-snapshot';

// docs/rules/third-parties.md#shiprocket-tracking: Shiprocket's tracking_data, activities newest first.
const shiprocket = {
  tracking_data: {
    track_status: 1,
    shipment_status: 18,
    shipment_track: [{ awb_code: 'AWB1', current_status: 'IN TRANSIT', courier_name: 'Delhivery' }],
    shipment_track_activities: [
      {
        date: '2024-05-02T10:00:00Z',
        status: 'X-DLL2F',
        activity: 'Bag Received at Hub',
        location: 'Bengaluru_Hub (Karnataka)',
        'sr-status': '18',
        'sr-status-label': 'IN TRANSIT',
      },
      {
        date: '2024-05-01T09:00:00Z',
        status: 'X-PPOM',
        activity: 'Shipment picked up',
        location: 'Mumbai',
        'sr-status': 'NA',
        'sr-status-label': 'NA',
      },
    ],
    track_url: 'https://shiprocket.co//tracking/AWB1',
  },
};

describe('readTrackingEvent', () => {
  it.each([
    [{ status: 'Delivered', date: '2024-05-03T12:00:00Z', location: 'Pune' }, 'Delivered', 'Delivered', 'Pune'],
    [
      { activity: 'Out for delivery', created_at: 1714737600, city: 'Pune' },
      'Out for delivery',
      'Out for delivery',
      'Pune',
    ],
    [{ remarks: 'In transit', timestamp: 1714737600000, scanned_location: 'Hub' }, 'In transit', 'Shipped', 'Hub'],
    [{ current_status: 'RTO Delivered', updated_at: '2024-05-03T12:00:00Z' }, 'RTO Delivered', 'Cancelled', null],
    [
      { 'sr-status-label': 'OUT FOR DELIVERY', event_time: '2024-05-03T12:00:00Z' },
      'OUT FOR DELIVERY',
      'Out for delivery',
      null,
    ],
    [
      { status: 'X-OFD', activity: 'Agent assigned', 'sr-status-label': 'OUT FOR DELIVERY' },
      'Agent assigned',
      'Out for delivery',
      null,
    ],
    [{ status: 'NA', activity: 'Picked up', location: { city: 'Surat' } }, 'Picked up', 'Shipped', 'Surat'],
  ])('reads %j', (raw, statusText, status, location) => {
    const entry = readTrackingEvent(raw);
    expect(entry).toMatchObject({ statusText, status, location });
  });

  it.each([
    [1714737600, '2024-05-03T12:00:00.000Z'],
    [1714737600000, '2024-05-03T12:00:00.000Z'],
    ['2024-05-03T12:00:00Z', '2024-05-03T12:00:00.000Z'],
  ])('reads the time %j as %j ("10-digit numbers are seconds")', (date, iso) => {
    expect(readTrackingEvent({ status: 'Shipped', date })?.timestamp).toBe(iso);
  });

  it('reads Shiprocket\'s "YYYY-MM-DD HH:mm:ss" time as IST', () => {
    expect(readTrackingEvent({ status: 'Shipped', date: '2024-05-03 12:00:00' })?.timestamp).toBe(
      '2024-05-03T06:30:00.000Z',
    );
  });

  it('keeps a longer description beside the status', () => {
    expect(readTrackingEvent({ status: 'Undelivered', remarks: 'Customer not available' })).toMatchObject({
      statusText: 'Undelivered',
      status: 'Undelivered',
      description: 'Customer not available',
    });
  });

  it.each([[null], ['Delivered'], [[]], [{ date: '2024-05-03T12:00:00Z' }], [{ status: 'NA', activity: ' ' }]])(
    'returns null for %j',
    (raw) => {
      expect(readTrackingEvent(raw)).toBeNull();
    },
  );
});

describe('readTrackingSnapshot', () => {
  it("builds a snapshot from Shiprocket's tracking_data", () => {
    const snapshot = readTrackingSnapshot(shiprocket);
    expect(snapshot).toEqual({
      courierStatus: 'IN TRANSIT',
      lastUpdated: '2024-05-02T10:00:00.000Z',
      location: 'Bengaluru_Hub (Karnataka)',
      timeline: [
        {
          statusText: 'Bag Received at Hub',
          status: 'Shipped',
          timestamp: '2024-05-02T10:00:00.000Z',
          location: 'Bengaluru_Hub (Karnataka)',
          description: null,
        },
        {
          statusText: 'Shipment picked up',
          status: 'Shipped',
          timestamp: '2024-05-01T09:00:00.000Z',
          location: 'Mumbai',
          description: null,
        },
      ],
    });
    expect(TrackingSnapshot.safeParse(snapshot).success).toBe(true);
  });

  it('reads the track-by-order array [{ tracking_data }] and the bare tracking_data alike', () => {
    expect(readTrackingSnapshot([shiprocket])).toEqual(readTrackingSnapshot(shiprocket));
    expect(readTrackingSnapshot(shiprocket.tracking_data)).toEqual(readTrackingSnapshot(shiprocket));
  });

  it('reads a plain array of events and sorts it newest first', () => {
    const snapshot = readTrackingSnapshot([
      { status: 'Picked up', date: '2024-05-01T09:00:00Z', location: 'Mumbai' },
      { status: 'Delivered', date: '2024-05-03T09:00:00Z', location: 'Pune' },
      { status: 'No time' },
    ]);
    expect(snapshot.timeline.map((entry) => entry.statusText)).toEqual(['Delivered', 'Picked up', 'No time']);
    expect(snapshot).toMatchObject({
      courierStatus: 'Delivered',
      lastUpdated: '2024-05-03T09:00:00.000Z',
      location: 'Pune',
    });
  });

  it('reads a stored snapshot back unchanged', () => {
    const snapshot = readTrackingSnapshot(shiprocket);
    expect(readTrackingSnapshot(snapshot)).toEqual(snapshot);
    expect(readTrackingSnapshot({ tracking: snapshot })).toEqual(snapshot);
  });

  it('reads a webhook body with scans (docs/rules/third-parties.md#shiprocket-webhook)', () => {
    const snapshot = readTrackingSnapshot({
      awb: 'AWB1',
      current_status: 'IN TRANSIT',
      scans: [{ date: '2024-05-02T10:00:00Z', activity: 'In transit', location: 'Nagpur' }],
    });
    expect(snapshot).toMatchObject({ courierStatus: 'IN TRANSIT', location: 'Nagpur' });
  });

  it('gives an empty snapshot when Shiprocket has no activities yet (track_status 0)', () => {
    expect(
      readTrackingSnapshot({
        tracking_data: { track_status: 0, error: 'Aahh! There is no activities found in our DB' },
      }),
    ).toEqual({ courierStatus: null, lastUpdated: null, location: null, timeline: [] });
  });

  it.each([[null], [undefined], ['text'], [42], [{}], [[]]])('gives an empty snapshot for %j', (raw) => {
    expect(readTrackingSnapshot(raw).timeline).toEqual([]);
  });
});
