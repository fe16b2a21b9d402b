import { ENDPOINTS, type ConfirmCodLinkResponse, type Order } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** POST /api/orders/{id}/confirm-cod: the code from the SMS, typed on the order page (bearer). */
export function confirmCodWithCode(token: string, id: string, code: string): Promise<Order> {
  return callEndpoint(ENDPOINTS.confirmMyCodOrder, { params: { id }, token, body: { code } });
}

/** POST /api/cod/confirm: the SMS link's token, no sign-in. */
export function confirmCodWithLink(token: string): Promise<ConfirmCodLinkResponse> {
  return callEndpoint(ENDPOINTS.confirmCodLink, { body: { token } });
}
