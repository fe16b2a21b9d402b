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
