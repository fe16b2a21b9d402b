import { ENDPOINTS, type QueueResponse } from '@vastra/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { adminCall } from '../api/admin-api';
import { adminErrorMessage, retryUnlessRefused } from '../api/admin-errors';
import { ordersKey, queueKey } from '../orders/api/orders-api';

export function useQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminQueue, { signal }),
    retry: retryUnlessRefused,
  });
}

/**
 * An action taken from the queue: on success the queue (and the order list) refetch, so a settled entry
 * leaves its section; a toast says it worked, the refusal is the row's to show.
 */
export function useQueueAction<V, R>(call: (vars: V) => Promise<R>, done: string | ((vars: V) => string)) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: (_answer, vars) => {
      void queryClient.invalidateQueries({ queryKey: queueKey });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      toast.success(typeof done === 'function' ? done(vars) : done);
    },
  });
  return { ...mutation, errorMessage: mutation.error ? adminErrorMessage(mutation.error) : null };
}

export type QueueSectionKey = keyof QueueResponse['counts'];
