import { Order, TrackingResponse } from '@vastra/domain/api';
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
    _id: 'o1',
    createdAt: '2026-03-10T05:00:00.000Z',
    updatedAt: '2026-03-10T05:00:00.000Z',
    status: 'placed',
    totalAmount: 2598,
    shippingCost: 0,
    paymentMode: 'prepaid',
    paymentInfo: { method: 'prepaid', paidAt: '2026-03-10T05:00:00.000Z' },
    customerInfo: {
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      address: '12 MG Road',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      pincode: '226001',
      notes: '',
    },
    shippingAddress: { addressLine1: '12 MG Road', city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' },
    items: [
      {
        _id: 'i1',
        productId: {
          _id: 'k1',
          title: 'Indigo Anarkali Kurti',
          images: ['/uploads/k1-front.jpg', '/uploads/k1-back.jpg'],
        },
        title: 'Indigo Anarkali Kurti',
        image: '/uploads/k1-front.jpg',
        size: 'M',
        quantity: 2,
        price: 1299,
      },
    ],
    lastTracking: null,
    lastTrackingUpdatedAt: null,
    invoicedAt: null,
    ...rest,
    shipping: {
      awb: null,
      courier: null,
      shiprocketStatus: null,
      removedFromShiprocket: false,
      removedAt: null,
      cancellationReason: null,
      ...shipping,
    },
  });
}
