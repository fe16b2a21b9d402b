import { ENDPOINTS, type BookShippingResponse } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** POST /api/orders/book-shipping/{orderId} with an empty body (docs/rules/api.md#endpoints, bearer). */
export function bookShipping(token: string, orderId: string): Promise<BookShippingResponse> {
  return callEndpoint(ENDPOINTS.bookShipping, { params: { orderId }, token });
}
