import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, type TrackingResponse } from '@vastra/domain/api';
import { ORDER_DETAIL_REFRESH_MS } from '@vastra/domain/tracking';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { orderKeys } from './order-keys';
import { retryOnce } from './retry-policy';

/** GET /api/orders/track-shipping/{orderId} (docs/rules/api.md#endpoints, bearer): the order's latest tracking. */
export function trackOrder(token: string, orderId: string, signal?: AbortSignal): Promise<TrackingResponse> {
  return callEndpoint(ENDPOINTS.trackOrder, { params: { orderId }, token, signal });
}

/** The order's tracking, refreshed with the order every 60 s until `isFinal()` (docs/rules/constants.md). */
export function trackOrderQueryOptions(
  orderId: string,
  token: string | null,
  userId: string | null,
  isFinal: () => boolean,
) {
  return queryOptions({
    queryKey: orderKeys.tracking(orderId, userId),
    queryFn: ({ signal }) => trackOrder(token ?? '', orderId, signal),
    enabled: token !== null && userId !== null,
    refetchInterval: () => (isFinal() ? false : ORDER_DETAIL_REFRESH_MS),
    retry: retryOnce,
  });
}
