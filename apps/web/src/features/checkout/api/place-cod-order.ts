import { type CodOrderBody, ENDPOINTS, type PlaceOrderResponse } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * POST /api/orders/cod (docs/rules/api.md#endpoints, bearer). The Idempotency-Key is one per order content, so a
 * repeated submit (a retry after a lost answer) returns the first order instead of a second one; the
 * server refuses a key reused for a different order with 422.
 */
export function placeCodOrder(token: string, body: CodOrderBody, idempotencyKey: string): Promise<PlaceOrderResponse> {
  return callEndpoint(ENDPOINTS.codOrder, { token, body, headers: { 'idempotency-key': idempotencyKey } });
}
