import { queryOptions, useQuery } from '@tanstack/react-query';
import { INITIAL_PRODUCTS_ELEMENT_ID, normalizeProducts, type Product } from '@vastra/domain/catalog';
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
 * The product list the server embedded in the page, taken once (the block is removed), so the first
 * screen needs no round trip (docs/rules/performance.md). It is the same body as GET /api/client/products at the same
 * catalogue version; the tolerant reader stands in for the zod parse, which would put zod back on the
 * first paint. Undefined when the page has none (dev server, tests) or it does not parse.
 */
function takeInitialProducts(): Product[] | undefined {
  const element = document.getElementById(INITIAL_PRODUCTS_ELEMENT_ID);
  if (element === null) return undefined;
  element.remove();
  try {
    return normalizeProducts(JSON.parse(element.textContent || 'null'), window.location.origin);
  } catch {
    return undefined;
  }
}

/**
 * The one product list query: app preload, home, shop, previews and similar products all share it
 * (docs/rules/api.md#endpoints), so the list is fetched once per visit and reused from the cache — or not fetched at
 * all when the page brought it.
 */
export const productsQueryOptions = queryOptions({
  queryKey: productKeys.list(),
  queryFn: ({ signal }) => getProducts(signal),
  initialData: takeInitialProducts,
  // The embedded list is as fresh as the page (served with no-cache and a per-version ETag).
  initialDataUpdatedAt: () => Date.now(),
  staleTime: 5 * 60_000,
});

export function useProducts() {
  return useQuery(productsQueryOptions);
}
