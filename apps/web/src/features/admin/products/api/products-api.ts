import { ENDPOINTS, type AdminProduct } from '@vastra/domain/api';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { adminCall } from '../../api/admin-api';
import type { ProductFilters } from '../list/product-filters';

/** The catalogue's cache keys: every list under `all`, so one invalidation refreshes them all. */
export const productKeys = {
  all: ['admin', 'products'] as const,
  list: (filters: ProductFilters) => ['admin', 'products', 'list', filters] as const,
  one: (id: string) => ['admin', 'products', 'one', id] as const,
  movements: (id: string) => ['admin', 'products', 'movements', id] as const,
};

/** One page of the product list per request; React Query aborts a page whose filters are no longer wanted. */
export function useProductList(filters: ProductFilters) {
  return useInfiniteQuery({
    queryKey: productKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      adminCall(ENDPOINTS.adminProducts, {
        query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search or filter loads, the previous rows stay (marked busy) rather than a blank spinner.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: productKeys.one(id ?? ''),
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminProduct, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useStockMovements(id: string) {
  return useInfiniteQuery({
    queryKey: productKeys.movements(id),
    queryFn: ({ pageParam, signal }) =>
      adminCall(ENDPOINTS.adminStockMovements, {
        params: { id },
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** After any change the API answers the whole product: it becomes the cached one, and the lists are stale. */
export function storeProduct(queryClient: QueryClient, product: AdminProduct): void {
  queryClient.setQueryData(productKeys.one(product.id), product);
  void queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
}

export function useSetStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: AdminProduct['status']) =>
      adminCall(ENDPOINTS.adminUpdateProduct, { params: { id }, body: { status } }),
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}
