import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalizeProducts, type Product } from '@vastra/domain/catalog';
import { request } from '../../../lib/api-client';
import { loadApiContract } from '../../../lib/api-contract';
import { productKeys } from './product-keys';

/**
 * GET /api/client/products (docs/rules/api.md#endpoints), parsed by the contract, image paths resolved against the API
 * host.
 */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const { ENDPOINTS, ProductListResponse } = await loadApiContract();
  const list = await request(ENDPOINTS.products.path, { response: ProductListResponse, signal });
  return normalizeProducts(list, window.location.origin);
}

/**
 * The whole product list, for the shop page only until it moves to the search API: home, product
 * pages, the cart and checkout ask for what they show
 * (docs/decisions/029-storefront-without-the-whole-list.md).
 */
export const productsQueryOptions = queryOptions({
  queryKey: productKeys.list(),
  queryFn: ({ signal }) => getProducts(signal),
  staleTime: 5 * 60_000,
});

export function useProducts() {
  return useQuery(productsQueryOptions);
}
