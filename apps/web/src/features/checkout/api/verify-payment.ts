import { ENDPOINTS, type PlaceOrderResponse, type VerifyPaymentBody } from '@vastra/domain/api';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * POST /api/orders/verify (docs/rules/api.md#endpoints, bearer). Resolves with the saved order, or null when the server
 * answered but did not report success (docs/rules/checkout.md#messages tells the two failures apart); throws ApiError
 * when the call itself failed.
 */
export async function verifyPayment(token: string, body: VerifyPaymentBody): Promise<PlaceOrderResponse | null> {
  try {
    return await callEndpoint(ENDPOINTS.verifyPayment, { token, body });
  } catch (error) {
    // A 2xx answer that is not the saved order (request() refuses it against the contract's schema).
    if (error instanceof ApiError && error.status >= 200 && error.status < 300) return null;
    throw error;
  }
}
