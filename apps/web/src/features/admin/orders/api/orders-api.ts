import { ENDPOINTS, type AdminOrderDetail } from '@vastra/domain/api';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../../components/ui/toast';
import { adminCall } from '../../api/admin-api';
import { adminErrorMessage, retryUnlessRefused } from '../../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../../auth/staff-session';
import type { OrderFilters } from '../list/order-filters';

export const ordersKey = [ADMIN_QUERY_ROOT, 'orders'] as const;
export const orderKey = (id: string) => [ADMIN_QUERY_ROOT, 'order', id] as const;
export const queueKey = [ADMIN_QUERY_ROOT, 'queue'] as const;

/** The orders matching the filters, newest first, a page at a time. */
export function useOrderList(filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: [...ordersKey, filters],
    queryFn: ({ pageParam, signal }) =>
      adminCall(ENDPOINTS.adminOrders, { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminOrder, { params: { id }, signal }),
    retry: retryUnlessRefused,
  });
}

/**
 * One staff action on an order: the answer is the order as it is now, so the page shows it at once;
 * the list and the queue refetch. A toast says it worked; a refusal is the caller's to show.
 */
export function useOrderAction<V>(
  id: string,
  call: (vars: V) => Promise<AdminOrderDetail>,
  done: string | ((vars: V) => string),
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: (detail, vars) => {
      queryClient.setQueryData(orderKey(id), detail);
      // What hangs off the order (its tax documents: a cancellation's credit note) is read again, not left stale.
      const key = orderKey(id);
      void queryClient.invalidateQueries({ queryKey: key, predicate: (query) => query.queryKey.length > key.length });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: queueKey });
      toast.success(typeof done === 'function' ? done(vars) : done);
    },
  });
  return { ...mutation, errorMessage: mutation.error ? adminErrorMessage(mutation.error) : null };
}
