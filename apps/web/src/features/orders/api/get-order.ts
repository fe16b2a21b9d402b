import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, type Order } from '@vastra/domain/api';
import { ORDER_DETAIL_REFRESH_MS } from '@vastra/domain/tracking';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { orderKeys } from './order-keys';
import { retryOnce } from './retry-policy';

/** GET /api/orders/{id} (docs/rules/api.md#endpoints, bearer). */
export function getOrder(token: string, id: string, signal?: AbortSignal): Promise<Order> {
  return callEndpoint(ENDPOINTS.order, { params: { id }, token, signal });
}

/** One order; asked again every 60 s until `isFinal()` (docs/rules/constants.md Order detail auto-refresh). */
export function orderQueryOptions(id: string, token: string | null, userId: string | null, isFinal: () => boolean) {
  return queryOptions({
    queryKey: orderKeys.detail(id, userId),
    queryFn: ({ signal }) => getOrder(token ?? '', id, signal),
    enabled: token !== null && userId !== null,
    refetchInterval: () => (isFinal() ? false : ORDER_DETAIL_REFRESH_MS),
    retry: retryOnce,
  });
}
