import { Order, TrackingResponse } from '@vastra/domain/api';
import { ORDER } from '@vastra/domain/testing';
import { TrackingSnapshot } from '@vastra/domain/tracking';

// Every fixture is parsed by the domain's contract, so it can never drift from what the API sends.

type Event = { statusText: string; status: string; at: string; location?: string | null; description?: string | null };

/** A tracking snapshot, newest event first. */
export function snapshotFixture(courierStatus: string | null, events: Event[] = []): TrackingSnapshot {
  return TrackingSnapshot.parse({
    courierStatus,
    lastUpdated: events[0]?.at ?? null,
    location: events[0]?.location ?? null,
    timeline: events.map((e) => ({
      statusText: e.statusText,
      status: e.status,
      timestamp: e.at,
      location: e.location ?? null,
      description: e.description ?? null,
    })),
  });
}

/** A parcel on its way: picked up in Bhiwandi, then at the Delhi gateway (newest first). */
export const IN_TRANSIT_EVENTS: Event[] = [
  {
    statusText: 'Bag received at facility',
    status: 'Shipped',
    at: '2026-03-11T08:00:00.000Z',
    location: 'Delhi_Gateway (Delhi)',
  },
  {
    statusText: 'Shipment picked up',
    status: 'Shipped',
    at: '2026-03-10T12:00:00.000Z',
    location: 'Bhiwandi (Maharashtra)',
  },
];

/** The answer of the tracking calls for one order. */
export function trackingFixture(overrides: Partial<TrackingResponse> = {}): TrackingResponse {
  return TrackingResponse.parse({
    tracking: null,
    awb: null,
    currentStatus: null,
    removedFromShiprocket: false,
    cancellationReason: null,
    ...overrides,
  });
}

/** A placed, prepaid order of one kurti, not yet booked; `shipping` and the rest may be overridden. */
export function orderFixture(
  overrides: Omit<Partial<Order>, 'shipping'> & { shipping?: Partial<Order['shipping']> } = {},
): Order {
  const { shipping, ...rest } = overrides;
  return Order.parse({
    ...ORDER,
    ...rest,
    shipping: { ...ORDER.shipping, ...shipping },
  });
}
