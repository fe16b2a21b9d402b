import { AdminReturnRequest, AdminReturnsResponse } from '@vastra/domain/api';
import type { z } from 'zod';

// Parsed by the contract's schemas, so a fake answer is one the real API could give.

const ID = (prefix: string, n: number) => `00000000-0000-4000-${prefix}-${String(n).padStart(12, '0')}`;
export const returnId = (n: number) => ID('9000', n);

const NO_SHIPMENT = { awb: null, courier: null, error: null };

/** The order's delivery address, where the reverse pickup comes. */
export const PICKUP_ADDRESS = {
  name: 'Priya Sharma',
  phone: '+919876543210',
  line: '14 MG Road, Koregaon Park',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

/** A request as GET /api/admin/returns/{id} answers it: by default an exchange of a kurti in M for L, requested. */
export function returnFixture(n = 1, overrides: Partial<z.input<typeof AdminReturnRequest>> = {}): AdminReturnRequest {
  return AdminReturnRequest.parse({
    _id: returnId(n),
    orderId: ID('8000', n),
    orderItemId: ID('7000', n),
    kind: 'exchange',
    state: 'requested',
    title: 'Block Print Kurti',
    size: 'M',
    image: '/media/products/kurti-800x1000/400.jpg',
    quantity: 1,
    exchangeSize: 'L',
    reason: 'too_small',
    note: 'Tight at the shoulders',
    photos: [{ _id: ID('6000', n), url: '/media/returns/photo-1.jpg' }],
    refundPaise: null,
    refundDestination: null,
    payoutMasked: null,
    refund: null,
    rejectionReason: null,
    qcResult: null,
    qcNote: null,
    pickup: NO_SHIPMENT,
    exchangeShipment: NO_SHIPMENT,
    times: {
      requested: '2026-11-24T05:30:00.000Z',
      approved: null,
      pickup_scheduled: null,
      picked_up: null,
      received: null,
      refunded: null,
      exchange_shipped: null,
      rejected: null,
    },
    orderShortId: `VST-10${n}`,
    customerName: 'Priya Sharma',
    customerPhone: '+919876543210',
    category: 'kurti',
    paymentMode: 'prepaid',
    pickupAddress: PICKUP_ADDRESS,
    ...overrides,
  });
}

/** A COD saree return refunded to a UPI ID, shown masked. */
export function codReturnFixture(n = 2, overrides: Partial<z.input<typeof AdminReturnRequest>> = {}) {
  return returnFixture(n, {
    kind: 'return',
    exchangeSize: null,
    title: 'Banarasi Silk Saree',
    size: 'Free',
    reason: 'not_as_pictured',
    note: '',
    photos: [],
    refundPaise: 249_900,
    refundDestination: 'upi',
    payoutMasked: 'ra****@okaxis',
    customerName: 'Ravi Kumar',
    pickupAddress: { ...PICKUP_ADDRESS, name: 'Ravi Kumar' },
    category: 'saree',
    paymentMode: 'cod',
    ...overrides,
  });
}

export function returnsPage(returns: AdminReturnRequest[], nextCursor: string | null = null) {
  return AdminReturnsResponse.parse({ returns, nextCursor, counts: { requested: returns.length } });
}
