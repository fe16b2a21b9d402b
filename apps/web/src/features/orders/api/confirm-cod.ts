import { ConfirmCodLinkResponse, ENDPOINTS, Order, endpointPath } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/** POST /api/orders/{id}/confirm-cod: the code from the SMS, typed on the order page (bearer). */
export function confirmCodWithCode(token: string, id: string, code: string): Promise<Order> {
  return request(endpointPath(ENDPOINTS.confirmMyCodOrder.path, { id }), { token, body: { code }, response: Order });
}

/** POST /api/cod/confirm: the SMS link's token, no sign-in. */
export function confirmCodWithLink(token: string): Promise<ConfirmCodLinkResponse> {
  return request(ENDPOINTS.confirmCodLink.path, { body: { token }, response: ConfirmCodLinkResponse });
}
