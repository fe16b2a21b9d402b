import { ENDPOINTS, type AdminReturnRequest } from '@vastra/domain/api';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { adminCall } from '../api/admin-api';
import { adminErrorMessage, retryUnlessRefused } from '../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';
import { RETURNS_ADMIN_TEXTS as T } from './returns-format';

export const returnsKey = [ADMIN_QUERY_ROOT, 'returns'] as const;
export const returnKey = (id: string) => [ADMIN_QUERY_ROOT, 'return', id] as const;

/** The state filter's values: 'open' (every state before a final one), one state, or 'all'. */
export type ReturnsFilter = string;

/** The requests in a state, newest first, a page at a time. */
export function useReturnList(state: ReturnsFilter) {
  return useInfiniteQuery({
    queryKey: [...returnsKey, state],
    queryFn: ({ pageParam, signal }) =>
      adminCall(ENDPOINTS.adminReturns, { query: { state, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useReturn(id: string) {
  return useQuery({
    queryKey: returnKey(id),
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminReturn, { params: { id }, signal }),
    retry: retryUnlessRefused,
  });
}

/**
 * One staff action on a request: the answer is the request as it is now, so the page shows its new state at once;
 * the queue refetches. A toast names the new state; a refusal is the caller's to show (role=alert).
 */
export function useReturnAction<V>(id: string, call: (vars: V) => Promise<AdminReturnRequest>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: (request) => {
      queryClient.setQueryData(returnKey(id), request);
      void queryClient.invalidateQueries({ queryKey: returnsKey });
      toast.success(T.nowIn(request.state));
    },
  });
  return { ...mutation, errorMessage: mutation.error ? adminErrorMessage(mutation.error) : null };
}
