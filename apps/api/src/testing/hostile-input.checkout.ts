import type { EndpointName } from '@vastra/domain/api';
import { CUSTOMER } from './factories';
import { UNKNOWN_ORDER, type FuzzContext, type FuzzRequest, type JsonObject } from './hostile-input.types';

// The shopper's checkout, orders and returns, each with a valid request to start breaking from
// (hostile-input.targets.ts lists every target).

const SIGNATURE = 'a'.repeat(64);

/** The address's optional details (docs/decisions/130-address-details.md): fuzzed like the other fields. */
export const ADDRESS_DETAILS = {
  house: 'Flat 3B',
  area: 'Kalyani Nagar',
  landmark: 'Big Bazaar',
  altPhone: '9123456780',
};

/** The test customer (apps/api/src/testing/factories.ts), with a note and the details so every field is sent. */
export function customerInfo(): JsonObject {
  return { ...CUSTOMER, notes: 'Ring the bell', ...ADDRESS_DETAILS };
}

const items = (productId: string) => [{ productId, title: 'Cotton Kurti', size: 'M', quantity: 1, price: 799 }];

/** Quotes, payments, COD orders, the shopper's orders and their tracking, cancellations and returns. */
export function checkoutRequests(c: FuzzContext) {
  return {
    quote: {
      body: { items: items(c.productId), couponCode: 'FESTIVE20', paymentMode: 'cod', state: 'Karnataka' },
      required: ['items'],
    },
    liveOffers: {},
    createPaymentOrder: {
      body: {
        amount: 799,
        items: items(c.productId),
        customerInfo: customerInfo(),
        couponCode: 'FESTIVE20',
        language: 'hi',
      },
      required: ['amount'],
    },
    paymentKey: {},
    verifyPayment: {
      body: {
        razorpay_order_id: 'order_Fuzz00000000001',
        razorpay_payment_id: 'pay_Fuzz00000000001',
        razorpay_signature: SIGNATURE,
        orderData: { customerInfo: customerInfo(), items: items(c.productId), totalAmount: 799, language: 'hi' },
      },
      required: ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'orderData'],
    },
    codOrder: {
      body: {
        customerInfo: customerInfo(),
        items: items(c.productId),
        totalAmount: 799,
        shippingCost: 0,
        paymentType: 'COD',
        quotedTotal: 799,
        whatsappUpdates: true,
        whatsappLanguage: 'hi',
        language: 'hi',
      },
      required: ['customerInfo', 'items', 'totalAmount', 'paymentType'],
    },
    bookShipping: {
      params: { orderId: UNKNOWN_ORDER },
    },
    userOrders: {
      params: { userId: c.userId },
      reserved: [c.userId],
    },
    myOrders: {},
    order: { params: { id: UNKNOWN_ORDER }, reserved: ['my'] },
    trackOrder: {
      params: { orderId: UNKNOWN_ORDER },
    },
    trackAwb: {
      params: { awb: '19041234567890' },
    },
    trackMine: {
      body: { awbs: ['19041234567890'], orderIds: [UNKNOWN_ORDER] },
      required: [],
    },
    cancelMyOrder: {
      params: { id: UNKNOWN_ORDER },
      body: { reason: 'Ordered the wrong size' },
      required: ['reason'],
      freeText: ['reason'],
    },
    confirmMyCodOrder: { params: { id: UNKNOWN_ORDER }, body: { code: '123456' }, required: ['code'] },
    confirmCodLink: { body: { token: 't'.repeat(22) }, required: ['token'] },
    publicTracking: { params: { token: 't'.repeat(30) } },
    publicConversation: { params: { token: 't'.repeat(30) } },
    answerConversation: { params: { token: 't'.repeat(30) }, body: { text: 'Thank you!' }, required: ['text'] },
    devCodExpireNow: { body: { now: '2026-11-21T10:00:00.000Z' } },
    returnOptions: { params: { id: UNKNOWN_ORDER } },
    myReturns: { params: { id: UNKNOWN_ORDER } },
    createReturn: {
      params: { id: UNKNOWN_ORDER },
      body: {
        orderItemId: UNKNOWN_ORDER,
        kind: 'return',
        quantity: 1,
        reason: 'too_small',
        note: 'Too tight at the shoulders',
        payout: { kind: 'upi', upiId: 'priya@okaxis' },
      },
      required: ['orderItemId', 'kind', 'quantity', 'reason'],
      freeText: ['note'],
    },
    quoteReturn: {
      params: { id: UNKNOWN_ORDER },
      body: { orderItemId: UNKNOWN_ORDER, quantity: 1 },
      required: ['orderItemId', 'quantity'],
    },
    uploadReturnPhoto: { params: { id: UNKNOWN_ORDER } },
  } satisfies Partial<Record<EndpointName, FuzzRequest>>;
}
