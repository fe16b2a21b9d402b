import { type CodOrderBody, ENDPOINTS, PlaceOrderResponse } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/**
 * POST /api/orders/cod (spec §7, bearer). The Idempotency-Key is one per checkout attempt, so a
 * repeated submit (a retry after a lost answer) returns the first order instead of a second one.
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
