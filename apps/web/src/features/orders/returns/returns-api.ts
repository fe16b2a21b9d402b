import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type CreateReturnBody } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { orderKeys } from '../api/order-keys';
import { retryOnce } from '../api/retry-policy';

/** The query keys of one order's returns, per shopper (under the orders' keys). */
export const returnKeys = {
  order: (id: string, userId: string | null) => [...orderKeys.all, 'returns', id, userId] as const,
  options: (id: string, userId: string | null) => [...returnKeys.order(id, userId), 'options'] as const,
  list: (id: string, userId: string | null) => [...returnKeys.order(id, userId), 'list'] as const,
  quote: (id: string, userId: string | null, orderItemId: string, quantity: number) =>
    [...returnKeys.order(id, userId), 'quote', orderItemId, quantity] as const,
};

/** GET /api/orders/{id}/returns/options (bearer): what each line may do now, and the window. */
export function returnOptionsQuery(id: string, token: string | null, userId: string | null) {
  return queryOptions({
    queryKey: returnKeys.options(id, userId),
    queryFn: ({ signal }) => callEndpoint(ENDPOINTS.returnOptions, { params: { id }, token, signal }),
    enabled: token !== null && userId !== null,
    retry: retryOnce,
  });
}

/** GET /api/orders/{id}/returns (bearer): my requests of this order, oldest first. */
export function myReturnsQuery(id: string, token: string | null, userId: string | null) {
  return queryOptions({
    queryKey: returnKeys.list(id, userId),
    queryFn: ({ signal }) => callEndpoint(ENDPOINTS.myReturns, { params: { id }, token, signal }),
    enabled: token !== null && userId !== null,
    retry: retryOnce,
  });
}

/** POST /api/orders/{id}/returns (bearer), then both answers of the section are asked again. */
export function useCreateReturn(id: string, token: string | null, userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturnBody) => callEndpoint(ENDPOINTS.createReturn, { params: { id }, token, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.order(id, userId) }),
  });
}

/**
 * POST /api/orders/{id}/returns/quote (bearer): what returning `quantity` pieces of a line would refund now, as the
 * server works it out (the offers on what is kept); the request then stores that amount. Asked again after a request.
 */
export function returnQuoteQuery(
  id: string,
  token: string | null,
  userId: string | null,
  body: { orderItemId: string; quantity: number },
  enabled: boolean,
) {
  return queryOptions({
    queryKey: returnKeys.quote(id, userId, body.orderItemId, body.quantity),
    queryFn: ({ signal }) => callEndpoint(ENDPOINTS.quoteReturn, { params: { id }, token, body, signal }),
    enabled: enabled && token !== null && userId !== null,
    placeholderData: keepPreviousData,
    retry: retryOnce,
  });
}
