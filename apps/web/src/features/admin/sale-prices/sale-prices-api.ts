import {
  ENDPOINTS,
  type CreateSalePriceBody,
  type SalePriceResponse,
  type UpdateSalePriceBody,
} from '@vastra/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';
import { retryUnlessRefused } from '../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';

export const salePricesKey = [ADMIN_QUERY_ROOT, 'sale-prices'] as const;

/** Every sale price, the latest start first, with its state at the server's now. */
export function useSalePrices(enabled: boolean) {
  return useQuery({
    queryKey: salePricesKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminSalePrices, { query: {}, signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** The catalogue's products (first page, by title) to choose a sale's product and to name it in the list. */
export function useSaleProducts(enabled: boolean) {
  return useQuery({
    queryKey: [...salePricesKey, 'products'],
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminProducts, { query: { limit: 100 }, signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** One product's sizes (a sale for one size). */
export function useProductSizes(productId: string) {
  return useQuery({
    queryKey: [...salePricesKey, 'product', productId],
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminProduct, { params: { id: productId }, signal }),
    enabled: productId !== '',
    retry: retryUnlessRefused,
    select: (product) => product.variants.map((variant) => variant.size),
  });
}

/** Create, change, end, delete: each refreshes the sales (and the activity log) once done. */
export function useSalePriceMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: salePricesKey }),
      queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'audit'] }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: CreateSalePriceBody) => adminCall(ENDPOINTS.adminCreateSalePrice, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateSalePriceBody }) =>
        adminCall(ENDPOINTS.adminUpdateSalePrice, { params: { id }, body }),
      onSuccess: refresh,
    }),
    end: useMutation({
      mutationFn: (sale: SalePriceResponse) => adminCall(ENDPOINTS.adminEndSalePrice, { params: { id: sale.id } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (sale: SalePriceResponse) => adminCall(ENDPOINTS.adminDeleteSalePrice, { params: { id: sale.id } }),
      onSuccess: refresh,
    }),
  };
}
