import type { EndpointName } from '@vastra/domain/api';
import type { FuzzRequest } from './hostile-input.types';

/** A valid request per entry of the sandbox gateway (packages/domain/src/api/endpoints-sandbox.ts). */
export function sandboxRequests(): Record<Extract<EndpointName, `sandbox${string}`>, FuzzRequest> {
  return {
    sandboxCheckoutScript: {},
    sandboxPay: {
      body: { order_id: 'order_Fuzz00000000001', card: { number: '4111111111111111', expiry: '12/30', cvv: '123' } },
      required: ['order_id', 'card'],
    },
    sandboxUpi: { body: { order_id: 'order_Fuzz00000000001', flow: 'qr' }, required: ['order_id', 'flow'] },
    sandboxUpiStatus: { params: { paymentId: 'pay_Fuzz0000000001' } },
    sandboxUpiFailNext: { body: { count: 0 }, required: [], nullableBody: true },
    sandboxPaymentLink: { params: { linkId: 'plink_Fuzz0000000001' } },
    sandboxPaymentLinkPay: {
      params: { linkId: 'plink_Fuzz0000000001' },
      body: { method: 'upi' },
      required: ['method'],
      formBody: true,
    },
  };
}

/** A valid request per entry of the shipping simulator's development routes. */
export function shippingSimulatorRequests() {
  return {
    advanceShipment: {
      params: { awb: '19041234567890' },
      query: { to: 'delivered' },
    },
    cancelShipment: {
      params: { awb: '19041234567890' },
    },
    returnShipment: {
      params: { awb: '19041234567890' },
    },
    ndrShipment: {
      params: { awb: '19041234567890' },
      body: { reason: 'refused' },
      required: [],
      nullableBody: true,
    },
    failNextBookings: {
      body: { count: 0, message: 'Simulated courier outage' },
      required: [],
      nullableBody: true,
    },
  } satisfies Partial<Record<EndpointName, FuzzRequest>>;
}
