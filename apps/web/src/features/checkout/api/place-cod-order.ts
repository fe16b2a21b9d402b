import { type CodOrderBody, ENDPOINTS, PlaceOrderResponse } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/**
 * POST /api/orders/cod (docs/rules/api.md#endpoints, bearer). The Idempotency-Key is one per order content, so a
 * repeated submit (a retry after a lost answer) returns the first order instead of a second one; the
 * server refuses a key reused for a different order with 422.
 */
export function placeCodOrder(token: string, body: CodOrderBody, idempotencyKey: string): Promise<PlaceOrderResponse> {
  return request(ENDPOINTS.codOrder.path, {
    method: 'POST',
    token,
    body,
    headers: { 'idempotency-key': idempotencyKey },
    response: PlaceOrderResponse,
  });
}
