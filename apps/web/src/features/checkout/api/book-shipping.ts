import { BookShippingResponse, ENDPOINTS, endpointPath } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/** POST /api/orders/book-shipping/{orderId} with an empty body (docs/rules/api.md#endpoints, bearer). */
export function bookShipping(token: string, orderId: string): Promise<BookShippingResponse> {
  return request(endpointPath(ENDPOINTS.bookShipping.path, { orderId }), {
    method: 'POST',
    token,
    response: BookShippingResponse,
  });
}
