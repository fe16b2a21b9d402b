import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type OrderListResponse } from '@vastra/domain/api';
import { REVISIT_SKIP_MS } from '@vastra/domain/tracking';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { useSession } from '../../../lib/session/session-context';
import { orderKeys } from './order-keys';
import { retryOnce } from './retry-policy';

/** GET /api/orders/my (docs/rules/api.md#endpoints, bearer, 20 s timeout): the shopper's orders, newest first. */
export function getMyOrders(token: string, signal?: AbortSignal): Promise<OrderListResponse> {
  return callEndpoint(ENDPOINTS.myOrders, { token, signal });
}

export function myOrdersQueryOptions(token: string | null, userId: string | null) {
  return queryOptions({
    queryKey: orderKeys.mine(userId),
    queryFn: ({ signal }) => getMyOrders(token ?? '', signal),
    enabled: token !== null && userId !== null,
    // docs/rules/constants.md Orders list revisit: coming back within 45 s shows the list without asking again.
    staleTime: REVISIT_SKIP_MS,
    retry: retryOnce,
  });
}

export function useMyOrders() {
  const { token, user } = useSession();
  return useQuery(myOrdersQueryOptions(token, user?._id ?? null));
}
