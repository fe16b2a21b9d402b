import { ENDPOINTS, type Order } from '@vastra/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { orderKeys } from './order-keys';

/** POST /api/orders/{id}/cancel (bearer): the cancelled order, its refund started. */
export function cancelMyOrder(token: string, id: string, reason: string): Promise<Order> {
  return callEndpoint(ENDPOINTS.cancelMyOrder, { params: { id }, token, body: { reason } });
}

/** Cancels, then shows the answer at once on the order page and refreshes the list of orders. */
export function useCancelMyOrder(id: string, token: string | null, userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelMyOrder(token ?? '', id, reason),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(id, userId), order);
      await queryClient.invalidateQueries({ queryKey: orderKeys.mine(userId) });
    },
  });
}
