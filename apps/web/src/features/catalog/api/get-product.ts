import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { normalizeProduct, type Product } from '@vastra/domain/catalog';
import { ApiError } from '../../../lib/api-client';
import { callAfterFirstPaint } from '../../../lib/api/call-after-first-paint';
import type { Home } from './get-home';
import { takeInitialProduct } from './initial-product-page';
import { productKeys } from './product-keys';
import { pageOrigin } from '../../../lib/initial-page';

/** GET /api/client/products/{id} (docs/rules/api.md#endpoints); a missing product is an ApiError with status 404. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  // The contract loads on first use: a page that brought its product shows it meanwhile.
  const raw = await callAfterFirstPaint('product', { params: { id }, signal });
  const product = normalizeProduct(raw, pageOrigin());
  if (!product) throw new ApiError(404, 'Product not found');
  return product;
}

/**
 * One product. The product page's own product comes from the page when it brought it
 * (initial-product-page.ts), so its first screen needs no request.
 */
export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    initialData: () => takeInitialProduct(id),
    // The embedded product is as fresh as the page.
    initialDataUpdatedAt: () => Date.now(),
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
 * The copy of a product a card showed before its page opened: from the home's sections or another
 * product's similar products, as cached. Shown while the product itself loads.
 */
function cardCopy(queryClient: QueryClient, id: string): Product | undefined {
  const home = queryClient.getQueryData<Home>(productKeys.home());
  const lists = [
    ...(home ? [home.newArrivals, home.favourites, ...home.previews.map((preview) => preview.items)] : []),
    ...queryClient
      .getQueriesData<Product[]>({ queryKey: [...productKeys.all, 'similar'] })
      .map(([, list]) => list ?? []),
  ];
  for (const list of lists) {
    const found = list.find((product) => product._id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * One product for the detail page: the page's embedded copy or a card's copy at once, then the fresh
 * answer. `data` is the Product; `isProductNotFound(error)` tells 'Product not found'.
 */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...productQueryOptions(id), placeholderData: () => cardCopy(queryClient, id) });
}
