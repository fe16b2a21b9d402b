import { ENDPOINTS, PaymentKeyResponse } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/** GET /api/payment/get-key: the gateway's public key and where its checkout script is served. */
export function getPaymentKey(): Promise<PaymentKeyResponse> {
  return request(ENDPOINTS.paymentKey.path, { response: PaymentKeyResponse });
}
