import { ENDPOINTS, type AdminCustomersQuery } from '@vastra/domain/api';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { adminCall } from '../api/admin-api';
import { adminErrorMessage, retryUnlessRefused } from '../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';
import { CUSTOMER_TEXTS as T } from './customer-texts';

export const customersKey = [ADMIN_QUERY_ROOT, 'customers'] as const;
export const customerKey = (id: string) => [ADMIN_QUERY_ROOT, 'customer', id] as const;
export const orderNotesKey = (id: string) => [ADMIN_QUERY_ROOT, 'order-notes', id] as const;

export type CustomerFilters = Pick<AdminCustomersQuery, 'q' | 'segment'>;

/** The customers matching the search and segment, last order newest first, a page at a time. */
export function useCustomerList(filters: CustomerFilters) {
  return useInfiniteQuery({
    queryKey: [...customersKey, filters],
    queryFn: ({ pageParam, signal }) =>
      adminCall(ENDPOINTS.adminCustomers, { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminCustomer, { params: { id }, signal }),
    retry: retryUnlessRefused,
  });
}

export function useOrderNotes(orderId: string) {
  return useQuery({
    queryKey: orderNotesKey(orderId),
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminOrderNotes, { params: { id: orderId }, signal }),
    retry: retryUnlessRefused,
  });
}

/** A note or tag change: the page it belongs to is read again, a toast says it worked; a refusal is the caller's. */
function useNotesChange<V>(call: (vars: V) => Promise<unknown>, keys: readonly (readonly unknown[])[], done: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: () => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      toast.success(done);
    },
  });
  return { ...mutation, errorMessage: mutation.error ? adminErrorMessage(mutation.error) : null };
}

export const useAddCustomerNote = (id: string) =>
  useNotesChange(
    (body: string) => adminCall(ENDPOINTS.adminAddCustomerNote, { params: { id }, body: { body } }),
    [customerKey(id)],
    T.noteAdded,
  );

export const useSetCustomerTags = (id: string) =>
  useNotesChange(
    (tags: string[]) => adminCall(ENDPOINTS.adminSetCustomerTags, { params: { id }, body: { tags } }),
    [customerKey(id), customersKey],
    T.tagsSaved,
  );

export const useAddOrderNote = (orderId: string, customerId: string) =>
  useNotesChange(
    (body: string) => adminCall(ENDPOINTS.adminAddOrderNote, { params: { id: orderId }, body: { body } }),
    [orderNotesKey(orderId), customerKey(customerId)],
    T.noteAdded,
  );

export const useSetOrderTags = (orderId: string) =>
  useNotesChange(
    (tags: string[]) => adminCall(ENDPOINTS.adminSetOrderTags, { params: { id: orderId }, body: { tags } }),
    [orderNotesKey(orderId)],
    T.tagsSaved,
  );
