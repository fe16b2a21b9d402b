import {
  AdminOrderDetail,
  AdminOrderRow,
  AdminOrdersResponse,
  QueueOrder,
  QueuePayment,
  QueueResponse,
} from '@vastra/domain/api';

// The back office's order, queue and payment answers, parsed by the contract's schemas (money in paise).

export const ORDER_ID = '11111111-1111-4111-8111-111111111111';

export function orderRowFixture(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return AdminOrderRow.parse({
    id: ORDER_ID,
    shortId: '#11111111',
    createdAt: '2026-11-23T06:15:00.000Z',
    status: 'placed',
    paymentMode: 'prepaid',
    moneyState: 'paid',
    totalPaise: 249_900,
    customerName: 'Asha Verma',
    customerPhone: '+919876543210',
    city: 'Jaipur',
    state: 'Rajasthan',
    itemCount: 2,
    awb: null,
    courier: null,
    ndrState: null,
    ...overrides,
  });
}

export function ordersPage(items: AdminOrderRow[], nextCursor: string | null = null): AdminOrdersResponse {
  return AdminOrdersResponse.parse({ items, nextCursor });
}

const ITEM_A = '22222222-2222-4222-8222-222222222222';
const ITEM_B = '33333333-3333-4333-8333-333333333333';
export const ITEM_IDS = { a: ITEM_A, b: ITEM_B } as const;

type DetailOverrides = Omit<Partial<AdminOrderDetail>, 'payment' | 'shipment' | 'actions'> & {
  payment?: Partial<AdminOrderDetail['payment']>;
  shipment?: Partial<AdminOrderDetail['shipment']>;
  actions?: Partial<AdminOrderDetail['actions']>;
};

/** A prepaid order of two lines, paid and not yet booked, that nobody may act on unless `actions` says so. */
export function orderDetailFixture(overrides: DetailOverrides = {}): AdminOrderDetail {
  const { payment, shipment, actions, ...rest } = overrides;
  return AdminOrderDetail.parse({
    id: ORDER_ID,
    shortId: '#11111111',
    createdAt: '2026-11-23T06:15:00.000Z',
    updatedAt: '2026-11-23T06:15:00.000Z',
    status: 'placed',
    totalPaise: 249_900,
    items: [
      {
        id: ITEM_A,
        productId: '44444444-4444-4444-8444-444444444444',
        title: 'Chanderi Kurti',
        image: 'https://cdn.example.test/kurti.jpg',
        size: 'M',
        quantity: 2,
        unitPricePaise: 79_950,
        linePaise: 159_900,
        refundablePaise: 159_900,
      },
      {
        id: ITEM_B,
        productId: '55555555-5555-4555-8555-555555555555',
        title: 'Cotton Dupatta',
        image: null,
        size: 'Free',
        quantity: 1,
        unitPricePaise: 90_000,
        linePaise: 90_000,
        refundablePaise: 90_000,
      },
    ],
    customer: {
      userId: '66666666-6666-4666-8666-666666666666',
      name: 'Asha Verma',
      email: 'asha@example.test',
      phone: '+919876543210',
      address: '12 MI Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302001',
      notes: '',
    },
    payment: {
      mode: 'prepaid',
      state: 'paid',
      gatewayOrderId: 'order_RZP123',
      gatewayPaymentId: 'pay_RZP456',
      capturedPaise: 249_900,
      paidAt: '2026-11-23T06:15:00.000Z',
      refundablePaise: 249_900,
      refunds: [],
      ...payment,
    },
    shipment: {
      awb: null,
      courier: null,
      shipperOrderId: null,
      shipperStatus: null,
      bookingAttempts: 0,
      lastBookingError: null,
      nextBookingAt: null,
      ndr: null,
      receivedBackAt: null,
      cancellationReason: null,
      timeline: [],
      lastTrackingAt: null,
      ...shipment,
    },
    history: [
      {
        id: '77777777-7777-4777-8777-777777777777',
        at: '2026-11-23T06:15:00.000Z',
        kind: 'placed',
        actor: 'shopper',
        staffName: null,
        summary: 'Order placed',
      },
    ],
    actions: { book: false, cancel: false, refund: false, ndr: false, receivedBack: false, ...actions },
    ...rest,
  });
}

export function queueOrderFixture(n: number, overrides: Partial<QueueOrder> = {}): QueueOrder {
  return QueueOrder.parse({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    shortId: `#0000000${n}`,
    createdAt: '2026-11-23T06:15:00.000Z',
    status: 'placed',
    paymentMode: 'cod',
    totalPaise: 99_900,
    customerName: `Shopper ${n}`,
    customerPhone: `+9198765000${String(n).padStart(2, '0')}`,
    city: 'Pune',
    awb: null,
    courier: null,
    detail: null,
    since: '2026-11-24T04:30:00.000Z',
    ...overrides,
  });
}

export function queuePaymentFixture(overrides: Partial<QueuePayment> = {}): QueuePayment {
  return QueuePayment.parse({
    id: '88888888-8888-4888-8888-888888888888',
    gatewayOrderId: 'order_LOST1',
    gatewayPaymentId: 'pay_LOST1',
    amountPaise: 150_000,
    reason: 'Captured, but the basket ran out of stock',
    source: 'webhook',
    createdAt: '2026-11-24T04:30:00.000Z',
    canCreateOrder: true,
    refunds: [],
    resolution: null,
    orderId: null,
    ...overrides,
  });
}

export function queueFixture(overrides: Partial<QueueResponse> = {}): QueueResponse {
  const sections = {
    unbooked: [] as QueueOrder[],
    ndr: [] as QueueOrder[],
    returns: [] as QueueOrder[],
    payments: [] as QueuePayment[],
    ...overrides,
  };
  return QueueResponse.parse({
    counts: {
      unbooked: sections.unbooked.length,
      ndr: sections.ndr.length,
      returns: sections.returns.length,
      payments: sections.payments.length,
    },
    ...sections,
    ...(overrides.counts ? { counts: overrides.counts } : {}),
  });
}
