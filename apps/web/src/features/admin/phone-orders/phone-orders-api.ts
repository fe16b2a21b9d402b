import { ENDPOINTS, type AdminCreateOrderBody } from '@vastra/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';
import { retryUnlessRefused } from '../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';
import { customersKey } from '../customers/customers-api';
import { ordersKey, queueKey } from '../orders/api/orders-api';
import { productKeys } from '../products/api/products-api';

/** Every customer's page (customers-api.ts keys each by her id under it). */
const customerPagesKey = [ADMIN_QUERY_ROOT, 'customer'] as const;

/** How many matches a search on the New order screen shows: staff type more to narrow it. */
const MATCHES_SHOWN = 6;

/** The customers matching `q` (name, phone in any common form, email); nothing is asked for an empty search. */
export function useCustomerMatches(q: string) {
  return useQuery({
    queryKey: [...customersKey, 'matches', q],
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminCustomers, { query: { q, limit: MATCHES_SHOWN }, signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** The products for sale whose title matches `q`; nothing is asked for an empty search. */
export function useProductMatches(q: string) {
  return useQuery({
    queryKey: [...productKeys.all, 'matches', q],
    queryFn: ({ signal }) =>
      adminCall(ENDPOINTS.adminProducts, { query: { q, status: 'active', limit: MATCHES_SHOWN }, signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/**
 * POST /api/admin/orders with the attempt's Idempotency-Key (a double click or a retry of the same order takes one
 * order). Once taken, the orders, the queue, her customer page and the products' stock are read again.
 */
export function useCreatePhoneOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: AdminCreateOrderBody; idempotencyKey: string }) =>
      adminCall(ENDPOINTS.adminCreateOrder, { body, idempotencyKey }),
    onSuccess: () => {
      for (const queryKey of [ordersKey, queueKey, customersKey, customerPagesKey, productKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
