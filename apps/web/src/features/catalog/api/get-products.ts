import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, ProductListResponse } from '@vastra/domain/api';
import { normalizeProducts, type Product } from '@vastra/domain/catalog';
import { request } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** GET /api/client/products (spec §7), parsed by the contract, image paths resolved against the API host. */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const list = await request(ENDPOINTS.products.path, { response: ProductListResponse, signal });
  return normalizeProducts(list, window.location.origin);
}

/**
 * The one product list query: app preload, home, shop, previews and similar products all share it
 * (spec §7), so the list is fetched once per visit and reused from the cache.
 */
export const productsQueryOptions = queryOptions({
  queryKey: productKeys.list(),
  queryFn: ({ signal }) => getProducts(signal),
  staleTime: 5 * 60_000,
});

export function useProducts() {
  return useQuery(productsQueryOptions);
}
