import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { normalizeProduct, type Product } from '@vastra/domain/catalog';
import { ApiError, request } from '../../../lib/api-client';
import { loadApiContract } from '../../../lib/api-contract';
import { productKeys } from './product-keys';

/** GET /api/client/products/{id} (docs/rules/api.md#endpoints); a missing product is an ApiError with status 404. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  // The contract loads on first use: the page shows the product from the preloaded list meanwhile.
  const { ENDPOINTS, ProductResponse, endpointPath } = await loadApiContract();
  const raw = await request(endpointPath(ENDPOINTS.product.path, { id }), { response: ProductResponse, signal });
  const product = normalizeProduct(raw, window.location.origin);
  if (!product) throw new ApiError(404, 'Product not found');
  return product;
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 60_000,
    // A 404 will not turn into a product by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

/** True when the product query failed because the product does not exist ('Product not found'). */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * One product for the detail page: shows the copy from the preloaded list at once (placeholder),
 * then the fresh answer. `data` is the Product; `isProductNotFound(error)` tells 'Product not found'.
 */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(id),
    placeholderData: () =>
      queryClient.getQueryData<Product[]>(productKeys.list())?.find((product) => product._id === id),
  });
}
