import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalizeProducts, type Product } from '@vastra/domain/catalog';
import { callAfterFirstPaint } from '../../../lib/api/call-after-first-paint';
import { takeInitialSimilar } from './initial-product-page';
import { productKeys } from './product-keys';
import { pageOrigin } from '../../../lib/initial-page';

/**
 * GET /api/client/products/{id}/similar (contract `similarProducts`): up to 5 other products of its category
 * (docs/rules/catalogue.md#product-detail), chosen by the API.
 */
export async function getSimilarProducts(id: string, signal?: AbortSignal): Promise<Product[]> {
  const raw = await callAfterFirstPaint('similarProducts', { params: { id }, signal });
  return normalizeProducts(raw, pageOrigin());
}

/** A product's similar products; seeded by the page that brought the product (initial-product-page.ts). */
export function similarProductsQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.similar(id),
    queryFn: ({ signal }) => getSimilarProducts(id, signal),
    initialData: () => takeInitialSimilar(id),
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 5 * 60_000,
  });
}

export function useSimilarProducts(id: string) {
  return useQuery(similarProductsQueryOptions(id));
}
