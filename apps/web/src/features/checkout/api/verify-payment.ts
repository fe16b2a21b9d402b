import { ENDPOINTS, PlaceOrderResponse, type VerifyPaymentBody } from '@vastra/domain/api';
import { z } from 'zod';
import { request } from '../../../lib/api-client';

/**
 * POST /api/orders/verify (docs/rules/api.md#endpoints, bearer). Resolves with the saved order, or null when the server
 * answered but did not report success (docs/rules/checkout.md#messages tells the two failures apart); throws ApiError
 * when the call itself failed.
 */
export async function verifyPayment(token: string, body: VerifyPaymentBody): Promise<PlaceOrderResponse | null> {
  const answer = await request(ENDPOINTS.verifyPayment.path, { method: 'POST', token, body, response: z.unknown() });
  const parsed = PlaceOrderResponse.safeParse(answer);
  return parsed.success ? parsed.data : null;
}
