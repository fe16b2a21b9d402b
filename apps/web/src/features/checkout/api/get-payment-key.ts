import { ENDPOINTS, type PaymentKeyResponse } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** GET /api/payment/get-key: the gateway's public key and where its checkout script is served. */
export function getPaymentKey(): Promise<PaymentKeyResponse> {
  return callEndpoint(ENDPOINTS.paymentKey, {});
}
